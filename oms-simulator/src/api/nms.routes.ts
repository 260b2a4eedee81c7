/**
 * The integration's calls (decision 041), each beside the section of Oracle's published guide it
 * follows ("CCB-NMS Implementation Guide": Oracle Utilities Customer Care and Billing Integration to
 * Oracle Utilities Network Management System Implementation Guide, "Integration Processes" and
 * Appendix A "Data Mapping"). The guide describes messages, not URLs: the paths are ours, one per
 * integration process, each a JSON POST of the request message and its response message back.
 */
import { bodyParser } from "@koa/bodyparser";
import Router from "@koa/router";
import { isNestedTooDeep } from "@paygpa/simulator-kit/simulator-http";
import type { Middleware } from "koa";
import type { OmsContext, OmsState } from "../context";
import { API_PREFIX } from "../middleware";
import { plansFor } from "../model/plans";
import { answerCallback, CallbackRefused } from "../model/callbacks";
import { enterCall, UnknownServicePoint } from "../model/trouble-calls";
import type { CallbackAnswer } from "../model/types";
import { callHistory, jobHistory, NmsRefusal, outageSummary, plannedOutage, TROUBLE_CODES } from "./messages";

type Body = Record<string, unknown>;

function readJson(): Middleware<OmsState> {
  const parse = bodyParser({
    enableTypes: ["json"],
    jsonLimit: "64kb",
    onError: () => {
      throw new NmsRefusal(400, 400, "Request body is not valid JSON");
    },
  });
  return (ctx, next) =>
    parse(ctx, async () => {
      const body = ctx.request.body;
      if (isNestedTooDeep(body)) throw new NmsRefusal(400, 400, "Request body is nested too deeply");
      if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body)))
        throw new NmsRefusal(400, 400, "The request message is a JSON object");
      await next();
    });
}

const text = (body: Body, field: string): string | undefined => {
  const value = body[field];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw new NmsRefusal(400, 400, `${field} is text`);
  return value.trim();
};

function days(body: Body, field: string, fallback: number): number {
  const value = body[field];
  if (value === undefined || value === null || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 366)
    throw new NmsRefusal(400, 400, `${field} is a number of days from 0 to 366`);
  return number;
}

/** Who a query is about: a service point, a premise or an account (the guide's first three elements). */
function servicePointsOf(context: OmsContext, body: Body) {
  const query = {
    spId: text(body, "spId"),
    premiseId: text(body, "premiseId"),
    accountId: text(body, "accountId"),
  };
  if (!query.spId && !query.premiseId && !query.accountId)
    throw new NmsRefusal(400, 400, "spId, premiseId or accountId is required");
  return context.network.servicePoints(query);
}

// CCB-NMS Implementation Guide, "Trouble Call Entry Process" and A "Trouble Call Process" (08.3):
// spId, outageCallId (NMS external_ID), accountId, outageCodes (trouble_code), callDateTime,
// callbackRequested (Y/N), callbackNumber, contactNumber, contactName, comments. The guide's entry
// is one-way (NMS's Generic IVR Adapter picks calls up); our answer, its number and job, is our own.
function troubleCall(context: OmsContext, now: () => Date): Middleware<OmsState> {
  return (ctx) => {
    const body = (ctx.request.body ?? {}) as Body;
    // Not in the guide: a premiseId in place of the spId, for a premise with one service point.
    const premiseId = text(body, "premiseId");
    const spId =
      text(body, "spId") ?? (premiseId ? context.network.byPremise.get(premiseId)?.[0]?.spId : undefined);
    if (premiseId && !spId) throw new NmsRefusal(404, 1, `no service point at premise ${premiseId}`);
    const externalId = text(body, "outageCallId");
    const code = text(body, "outageCodes");
    if (!spId || !externalId)
      throw new NmsRefusal(400, 400, "spId (or premiseId) and outageCallId are required");
    const kind = code ? TROUBLE_CODES[code] : undefined;
    if (!kind)
      throw new NmsRefusal(400, 400, `outageCodes must be one of ${Object.keys(TROUBLE_CODES).join(", ")}`);
    const instant = now();
    const called = text(body, "callDateTime");
    const at = called ? new Date(called) : instant;
    if (Number.isNaN(at.getTime())) throw new NmsRefusal(400, 400, "callDateTime is an ISO 8601 instant");
    try {
      const { call, joined } = enterCall(
        context.book,
        {
          spId,
          externalId,
          kind,
          at,
          accountId: text(body, "accountId") ?? null,
          contactName: text(body, "contactName") ?? null,
          phone: text(body, "contactNumber") ?? text(body, "callbackNumber") ?? null,
          comments: text(body, "comments") ?? null,
          callbackRequested: text(body, "callbackRequested") !== "N",
        },
        instant,
      );
      ctx.status = 200;
      ctx.body = {
        outageCallId: call.externalId,
        callId: call.callId,
        jobId: call.jobId,
        joined,
        P_ERR_NO: 0,
      };
    } catch (error) {
      if (error instanceof UnknownServicePoint) throw new NmsRefusal(404, 1, error.message);
      throw error;
    }
  };
}

const CALLBACK_ANSWERS: readonly CallbackAnswer[] = ["RESTORED", "STILL_OUT"];

// NMS Adapters Guide, Generic IVR Adapter, "Data Flow Details" → "Callback Responses"
// (pr_trouble_callback_responses; TROUBLE_CALLBACKS): the result of a callback, power restored or
// not, with its time; "still out" re-introduces the customer as a call (NMS Web Callbacks' "Still
// Out" clue), a nested outage when the job is over. The CCB–NMS guide has no callback message, so
// the element names are ours: outageCallId (the answer's own id: a repeat is one answer), jobId,
// spId or premiseId, accountId, callbackStatus, callbackDateTime.
function callbackResponse(context: OmsContext, now: () => Date): Middleware<OmsState> {
  return (ctx) => {
    const body = (ctx.request.body ?? {}) as Body;
    const premiseId = text(body, "premiseId");
    const spId =
      text(body, "spId") ?? (premiseId ? context.network.byPremise.get(premiseId)?.[0]?.spId : undefined);
    if (premiseId && !spId) throw new NmsRefusal(404, 1, `no service point at premise ${premiseId}`);
    const externalId = text(body, "outageCallId");
    const jobId = text(body, "jobId");
    if (!spId || !externalId || !jobId)
      throw new NmsRefusal(400, 400, "spId (or premiseId), jobId and outageCallId are required");
    const answer = text(body, "callbackStatus") as CallbackAnswer | undefined;
    if (!answer || !CALLBACK_ANSWERS.includes(answer))
      throw new NmsRefusal(400, 400, `callbackStatus must be one of ${CALLBACK_ANSWERS.join(", ")}`);
    const instant = now();
    const answered = text(body, "callbackDateTime");
    const at = answered ? new Date(answered) : instant;
    if (Number.isNaN(at.getTime())) throw new NmsRefusal(400, 400, "callbackDateTime is an ISO 8601 instant");
    try {
      const { callback } = answerCallback(
        context.book,
        { externalId, jobId, spId, answer, at, accountId: text(body, "accountId") ?? null },
        instant,
      );
      ctx.body = {
        outageCallId: callback.externalId,
        callbackId: callback.callbackId,
        jobId: callback.newCall?.jobId ?? callback.jobId,
        joined: callback.newCall ? callback.newCall.joined : true,
        callId: callback.newCall?.callId ?? null,
        callsAnswered: callback.callsAnswered,
        P_ERR_NO: 0,
      };
    } catch (error) {
      if (error instanceof CallbackRefused) throw new NmsRefusal(404, 3, error.message);
      throw error;
    }
  };
}

// CCB-NMS Implementation Guide, "Job History Query Process" and A (08.4): spId / premiseId /
// accountId, P_CMP_DAYS (days back for completed jobs; ours defaults to 1); answers <jobHistory>s.
function jobHistoryQuery(context: OmsContext, now: () => Date): Middleware<OmsState> {
  return (ctx) => {
    const body = (ctx.request.body ?? {}) as Body;
    const servicePoints = servicePointsOf(context, body);
    const instant = now();
    const back = days(body, "P_CMP_DAYS", 1);
    ctx.body = {
      jobHistory: servicePoints.flatMap((sp) => context.queries.eventsAt(sp, instant, back).map(jobHistory)),
      P_ERR_NO: 0,
    };
  };
}

// CCB-NMS Implementation Guide, "Trouble Call History Query Process" and A (08.5): spId /
// premiseId / accountId or externalId, P_NUM_DAYS (days back; ours defaults to 30).
function callHistoryQuery(context: OmsContext, now: () => Date): Middleware<OmsState> {
  return (ctx) => {
    const body = (ctx.request.body ?? {}) as Body;
    const externalId = text(body, "externalId");
    const instant = now();
    const since = instant.getTime() - days(body, "P_NUM_DAYS", 30) * 86_400_000;
    const spIds = externalId ? null : new Set(servicePointsOf(context, body).map((sp) => sp.spId));
    const calls = [...context.book.calls.values()]
      .filter((call) => (externalId ? call.externalId === externalId : spIds?.has(call.spId)))
      .filter((call) => call.at.getTime() >= since)
      .reverse();
    ctx.body = {
      callHistory: calls.map((call, index) => {
        const sp = context.network.bySpId.get(call.spId);
        const event = context.book.event(call.jobId);
        return callHistory(
          call,
          index + 1,
          sp as NonNullable<typeof sp>,
          context.book.isOpen(event, instant),
        );
      }),
      P_ERR_NO: 0,
    };
  };
}

// CCB-NMS Implementation Guide, "Planned Outages Query Process" and A (08.6): spId,
// showAllPlannedOutages (Y: every plan), P_NUM_DAYS (days ahead; ours defaults to 30).
function plannedOutagesQuery(context: OmsContext, now: () => Date): Middleware<OmsState> {
  return (ctx) => {
    const body = (ctx.request.body ?? {}) as Body;
    const all = text(body, "showAllPlannedOutages") === "Y";
    const instant = now();
    const ahead = days(body, "P_NUM_DAYS", 30);
    const transformers = all ? [null] : servicePointsOf(context, body).map((sp) => sp.transformer);
    const plans = new Map(
      transformers.flatMap((t) => plansFor(context.book, t, instant, ahead)).map((p) => [p.planNumber, p]),
    );
    ctx.body = {
      plannedOutages: [...plans.values()].map((plan) => plannedOutage(plan, instant)),
      P_ERR_NO: 0,
    };
  };
}

// Not in the guide (decision 041): the island by village, for an outage map and its table.
function outageSummaryQuery(context: OmsContext, now: () => Date): Middleware<OmsState> {
  return (ctx) => {
    const instant = now();
    const village = typeof ctx.query.village === "string" ? ctx.query.village : null;
    const villages = context.queries
      .villages(instant)
      .filter((v) => village === null || v.village === village);
    if (village !== null && villages.length === 0) throw new NmsRefusal(404, 2, `no village ${village}`);
    ctx.body = outageSummary(villages, instant);
  };
}

export function nmsRoutes(context: OmsContext): Router<OmsState> {
  const router = new Router<OmsState>({ prefix: API_PREFIX });
  router.use(readJson());
  const now = () => {
    const instant = context.clock.now();
    context.book.settle(instant);
    return instant;
  };
  router.post("/troubleCalls", troubleCall(context, now));
  router.post("/callbackResponses", callbackResponse(context, now));
  router.post("/jobHistory", jobHistoryQuery(context, now));
  router.post("/callHistory", callHistoryQuery(context, now));
  router.post("/plannedOutages", plannedOutagesQuery(context, now));
  router.get("/outageSummary", outageSummaryQuery(context, now));
  return router;
}
