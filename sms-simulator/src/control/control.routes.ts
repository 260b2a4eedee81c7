/**
 * The control API (docs/simulator-control.md): the shared vocabulary (health, reset, clock, faults,
 * journal) plus the SMS simulator's own: the texts (the phone view's data), replying as a customer,
 * forcing delivery failures, the opt-out list and the webhooks sent. Errors answer
 * `{ error: { code, message } }`.
 */
import Router from "@koa/router";
import type { SettableClock } from "@paygpa/simulator-kit";
import { invalidRequest, mountControlVocabulary } from "@paygpa/simulator-kit/control-api";
import type { SmsContext, SmsState } from "../context";
import { readBody } from "../http";
import { receiveText } from "../inbound";
import { isPublicPath } from "../middleware";
import { DELIVERY_ERRORS, isDeliveryErrorCode } from "../protocol/errors";
import { isE164, messageResource, type StoredMessage } from "../protocol/message-resource";
import { smsScenarios } from "./scenarios";

export function controlRoutes(context: SmsContext): Router<SmsState> {
  const { store, clock, settings } = context;
  const router = new Router<SmsState>({ prefix: "/__control" });
  router.use(readBody({ type: "json", limit: "1mb" }));

  mountControlVocabulary(router, {
    service: "sms-simulator",
    clock,
    faults: store.faults,
    journal: { entries: () => store.journal, clear: () => store.clearJournal() },
    isPublicPath,
    reset(today) {
      for (const timer of context.timers) clearTimeout(timer);
      context.timers.clear();
      store.reset();
      context.ids.restart();
      if (isSettable(clock)) clock.setToday(today === undefined ? settings.today : today);
    },
    status: () => ({
      numbers: settings.numbers,
      messages: store.messages.size,
      optOuts: store.optOuts.size,
      faults: store.faults.list(),
    }),
    scenarios: smsScenarios(context),
  });

  router.get("/messages", (ctx) => {
    const phone = typeof ctx.query.phone === "string" ? ctx.query.phone : null;
    const messages = store
      .newestFirst()
      .filter((m) => !phone || m.to === phone || m.from === phone)
      .map(describe);
    ctx.body = { messages };
  });

  router.post("/phone/reply", async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const from = typeof body.from === "string" ? body.from.trim() : "";
    const text = typeof body.body === "string" ? body.body : "";
    if (!isE164(from)) throw invalidRequest("from must be a phone number in E.164 (+16715551234)");
    if (!text) throw invalidRequest("body must be the text the customer sends");
    const result = await receiveText(context, { from, body: text });
    ctx.body = { message: describe(result.message), replies: result.replies.map(describe) };
  });

  failureRoutes(router, context);
  router.get("/opt-outs", (ctx) => {
    ctx.body = {
      optOuts: [...store.optOuts].map((pair) => {
        const [sender, recipient] = pair.split("|");
        return { sender, recipient };
      }),
    };
  });
  router.get("/webhooks", (ctx) => {
    ctx.body = { webhooks: store.webhooks };
  });
  return router;
}

/** Forcing delivery failures: for one recipient, or the next text whoever it goes to. */
function failureRoutes(router: Router<SmsState>, context: SmsContext): void {
  const { store } = context;
  router.put("/delivery-failures", (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const code = Number(body.errorCode);
    if (!isDeliveryErrorCode(code))
      throw invalidRequest(`errorCode must be one of ${Object.keys(DELIVERY_ERRORS).join(", ")}`);
    if (body.next === true) store.nextFailure = code;
    else {
      const to = typeof body.to === "string" ? body.to : "";
      if (!isE164(to))
        throw invalidRequest("to must be a phone number in E.164, or next: true for the next text");
      store.forcedFailures.set(to, code);
    }
    ctx.body = failures(context);
  });
  router.delete("/delivery-failures", (ctx) => {
    store.forcedFailures.clear();
    store.nextFailure = null;
    ctx.body = failures(context);
  });
  router.get("/delivery-failures", (ctx) => {
    ctx.body = failures(context);
  });
}

function describe(message: StoredMessage) {
  return { ...messageResource(message), encoding: message.segments.encoding, history: message.history };
}

function failures(context: SmsContext) {
  return {
    next: context.store.nextFailure,
    byRecipient: Object.fromEntries(context.store.forcedFailures),
    codes: DELIVERY_ERRORS,
  };
}

function isSettable(clock: SmsContext["clock"]): clock is SettableClock {
  return typeof (clock as Partial<SettableClock>).setToday === "function";
}
