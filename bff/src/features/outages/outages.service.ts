/**
 * Outages for customers (decision 046): the status of the outage affecting each of my
 * premises, planned work, reports kept first and delivered by the outbox, "power is back" and
 * "still out after restoration". Every call is scoped to the caller's own accounts (a customer's,
 * or a quick-access token's one): ownership is checked before billing or the outage system is asked.
 */
import { randomUUID } from "node:crypto";
import {
  type KnownOutage,
  type OutageProblemChoice,
  type OutageStatusResponse,
  messages,
  outageMessages,
} from "@paygpa/contract";
import type { PremiseOutage } from "../../integrations/outages";
import { fail } from "../../platform/failures";
import { hashToken, newToken } from "../../platform/tokens";
import type { Services } from "../../services";
import type { Payer } from "../payments";
import { causeWords, isRestored, reportAnswerMessage, safetyMessageFor, watchEndsAt } from "./outage-rules";
import {
  deleteWatchesEndedBefore,
  findWatch,
  insertOutageReport,
  insertWatch,
  latestReportsOf,
} from "./outages.repository";
import { deliverReportNow, type ReportDeliveryDeps } from "./report-outbox";

export type OutageDeps = Pick<Services, "db" | "clock" | "billing" | "logger" | "config" | "outages">;

/** A premise the caller may ask about: its account, billing's premise id and address. */
interface OwnPremise {
  accountId: string;
  premiseId: string | null;
  address: string;
}

/** The accounts the caller may ask about: a customer's own, a quick-access token's one; never staff's here. */
export function accountsOf(caller: Payer): readonly string[] {
  if (caller.kind === "customer") return caller.accountIds;
  if (caller.kind === "quickpay") return [caller.accountId];
  // The back office reads a caller's outages through its own routes (back-office.service.ts).
  throw fail.notAllowed("FORBIDDEN", messages.forbidden);
}

/** The caller's person, once the account is known to be theirs. */
function assertOwns(caller: Payer, accountId: string): string {
  if (!accountsOf(caller).includes(accountId) || !("personId" in caller)) {
    throw fail.notAllowed("FORBIDDEN", messages.forbidden);
  }
  return caller.personId;
}

export async function premiseOf(deps: Pick<OutageDeps, "billing">, accountId: string): Promise<OwnPremise> {
  const premise = await deps.billing.premise(accountId);
  return { accountId, premiseId: premise.premiseId, address: premise.address };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function knownOutage(outage: PremiseOutage): KnownOutage {
  return {
    outageId: outage.outageId,
    stage: outage.stage,
    cause: causeWords(outage.cause),
    planned: outage.planned,
    keepsPowerOn: outage.keepsPowerOn,
    startedAt: outage.startedAt.toISOString(),
    estimatedRestoration: iso(outage.estimatedRestoration),
    restoredAt: iso(outage.restoredAt),
    customersAffected: outage.customersAffected,
    village: outage.village,
    hazard: outage.hazard,
  };
}

/** The status of each premise, read from the outage system and our own reports. */
export async function statusOf(
  deps: OutageDeps,
  premises: readonly OwnPremise[],
): Promise<Omit<OutageStatusResponse, "watch">> {
  const checkedAt = deps.clock.now().toISOString();
  const reports = await latestReportsOf(
    deps.db,
    premises.map((premise) => premise.accountId),
  );
  let available = deps.outages !== null;
  const rows = await Promise.all(
    premises.map(async (premise) => {
      const report = reports.find((row) => row.account_id === premise.accountId);
      const lastReport = report
        ? {
            problem: report.problem as OutageProblemChoice,
            reportedAt: report.reported_at,
            delivered: report.status === "delivered",
          }
        : null;
      const base = { accountId: premise.accountId, address: premise.address, lastReport };
      if (!deps.outages || !premise.premiseId) return { ...base, outages: [], planned: [] };
      const [outages, planned] = await Promise.all([
        deps.outages.premiseOutages(premise.premiseId),
        deps.outages.plannedWork(premise.premiseId),
      ]);
      if (outages.outcome !== "known" || planned.outcome !== "known") available = false;
      return {
        ...base,
        outages: outages.outcome === "known" ? outages.value.map(knownOutage) : [],
        planned:
          planned.outcome === "known"
            ? planned.value.map((plan) => ({
                planId: plan.planId,
                startsAt: plan.startsAt.toISOString(),
                endsAt: plan.endsAt.toISOString(),
                state: plan.state,
                description: plan.description,
                location: plan.location,
              }))
            : [],
      };
    }),
  );
  return { available, message: available ? null : outageMessages.unavailable, premises: rows, checkedAt };
}

/** GET /api/v1/outages: my premises' status, and a ticket to poll it without touching the session. */
export async function myOutages(deps: OutageDeps, caller: Payer): Promise<OutageStatusResponse> {
  const premises = await Promise.all(accountsOf(caller).map((accountId) => premiseOf(deps, accountId)));
  const status = await statusOf(deps, premises);
  const ticket = newToken();
  const now = deps.clock.now();
  const until = watchEndsAt(now, deps.config.sessionIdleSeconds).toISOString();
  await deleteWatchesEndedBefore(deps.db, now.toISOString());
  await insertWatch(deps.db, {
    ticket_hash: hashToken(ticket),
    premises: JSON.stringify(premises),
    expires_at: until,
  });
  return { ...status, watch: { ticket, until } };
}

/** GET /api/v1/outages/watch: the same premises, by the ticket alone (no session is read or touched). */
export async function watchOutages(deps: OutageDeps, ticket: string): Promise<OutageStatusResponse> {
  const watch = await findWatch(deps.db, hashToken(ticket));
  if (!watch || watch.expires_at <= deps.clock.now().toISOString()) {
    throw fail.notSignedIn("SESSION_EXPIRED", messages.sessionExpired);
  }
  const status = await statusOf(deps, JSON.parse(watch.premises) as OwnPremise[]);
  return { ...status, watch: { ticket, until: watch.expires_at } };
}

const deliveryDeps = (deps: OutageDeps): ReportDeliveryDeps => ({
  db: deps.db,
  clock: deps.clock,
  logger: deps.logger,
  outages: deps.outages,
  config: deps.config,
});

/**
 * A report (or "still out"): kept first in our database, then tried at once; when the outage system
 * does not answer, the outbox delivers it later. The customer is thanked either way.
 */
export async function takeReport(
  deps: OutageDeps,
  personId: string,
  input: {
    accountId: string;
    problem: OutageProblemChoice;
    kind: "report" | "still-out";
    outageId: string | null;
  },
) {
  if (!deps.outages) throw fail.closed("OUTAGES_UNAVAILABLE", outageMessages.unavailable);
  const premise = await premiseOf(deps, input.accountId);
  if (!premise.premiseId) throw fail.notFound("NOT_FOUND", outageMessages.noPremise);
  const row = await insertOutageReport(deps.db, {
    report_id: randomUUID(),
    kind: input.kind,
    account_id: input.accountId,
    premise_id: premise.premiseId,
    person_id: personId,
    problem: input.problem,
    outage_id: input.outageId,
    joined_known_outage: 0,
    reported_at: deps.clock.now().toISOString(),
    status: "queued",
    attempts: 0,
    delivered_at: null,
    last_error: null,
    claimed_by: null,
    claimed_until: null,
  });
  const outcome = await deliverReportNow(deliveryDeps(deps), row.id);
  if (outcome.state === "given-up") throw fail.notFound("NOT_FOUND", outageMessages.noPremise);
  const delivery =
    outcome.state === "delivered" ? (outcome.joined ? "joined-known-outage" : "opened-outage") : "queued";
  return {
    reportId: row.report_id,
    message: reportAnswerMessage(delivery),
    safety: safetyMessageFor(input.problem),
  };
}

export const reportOutage = (
  deps: OutageDeps,
  caller: Payer,
  input: { accountId: string; problem: OutageProblemChoice },
) => takeReport(deps, assertOwns(caller, input.accountId), { ...input, kind: "report", outageId: null });

/** The outage of the premise the customer answers about, as the outage system knows it now. */
async function outageAt(deps: OutageDeps, premiseId: string, outageId: string) {
  if (!deps.outages) throw fail.closed("OUTAGES_UNAVAILABLE", outageMessages.unavailable);
  const outages = await deps.outages.premiseOutages(premiseId);
  if (outages.outcome !== "known") return null;
  const outage = outages.value.find((candidate) => candidate.outageId === outageId);
  if (!outage) throw fail.notFound("NOT_FOUND", outageMessages.noOutageKnown);
  return outage;
}

/**
 * "Still out after restoration": the customer's callback response about the restored outage; the
 * outage system takes them again as a new call (a nested outage).
 */
export async function stillOut(
  deps: OutageDeps,
  caller: Payer,
  input: { accountId: string; outageId: string },
) {
  const personId = assertOwns(caller, input.accountId);
  const premise = await premiseOf(deps, input.accountId);
  if (!premise.premiseId) throw fail.notFound("NOT_FOUND", outageMessages.noPremise);
  const outage = await outageAt(deps, premise.premiseId, input.outageId);
  // Not known now (the outage system down): the call is taken all the same, the customer knows best.
  if (outage && !isRestored(outage)) throw fail.conflict("OUTAGE_NOT_RESTORED", outageMessages.notRestored);
  return takeReport(deps, personId, { ...input, problem: "no-power", kind: "still-out" });
}

/**
 * "My power is back": kept first and told to the outage system as the customer's callback response
 * (NMS Generic IVR Adapter, "Callback Responses"), delivered by the outbox when it is down.
 */
export async function powerBack(
  deps: OutageDeps,
  caller: Payer,
  input: { accountId: string; outageId: string },
) {
  const personId = assertOwns(caller, input.accountId);
  const premise = await premiseOf(deps, input.accountId);
  if (!premise.premiseId) throw fail.notFound("NOT_FOUND", outageMessages.noPremise);
  await outageAt(deps, premise.premiseId, input.outageId);
  const row = await insertOutageReport(deps.db, {
    report_id: randomUUID(),
    kind: "power-back",
    account_id: input.accountId,
    premise_id: premise.premiseId,
    person_id: personId,
    problem: "power-back",
    outage_id: input.outageId,
    joined_known_outage: 0,
    reported_at: deps.clock.now().toISOString(),
    status: "queued",
    attempts: 0,
    delivered_at: null,
    last_error: null,
    claimed_by: null,
    claimed_until: null,
  });
  await deliverReportNow(deliveryDeps(deps), row.id);
  return { message: outageMessages.powerBack };
}

/** GET /api/v1/outages/island: customers served and out, open outages, by village. */
export async function islandOutages(deps: Pick<OutageDeps, "clock" | "outages">) {
  const checkedAt = deps.clock.now().toISOString();
  const answer = deps.outages ? await deps.outages.island() : null;
  if (answer?.outcome !== "known") {
    return { available: false, message: outageMessages.unavailable, villages: [], checkedAt };
  }
  return { available: true, message: null, villages: answer.value, checkedAt };
}
