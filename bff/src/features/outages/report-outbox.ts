/**
 * The outage reports' outbox (decision 046): a report is written first, in our database, then
 * delivered to the outage system as a trouble call (a "power is back" or "still out" as a callback
 * response) by whoever claims its row (the mail and text
 * outboxes' claims, decision 020), so two BFF instances never deliver one report at once, and a
 * report taken while the outage system is down goes once it is back. The report's id is the call's
 * id: a delivery repeated after a lost answer is the same call to the outage system.
 */
import type { Db } from "../../database";
import type { OutagePort, OutageProblem, ReportResult } from "../../integrations/outages";
import type { Clock } from "../../platform/clock";
import type { Logger } from "../../platform/http/logger";
import { claimWindow, type LeaseDeps } from "../../platform/jobs/job-lease";
import { MAX_DELIVERY_ATTEMPTS } from "./outage-rules";
import {
  claimQueuedReport,
  markReportDelivered,
  markReportUndelivered,
  type OutageReportRow,
} from "./outages.repository";

export interface ReportDeliveryDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** The outage system, or null (none configured): reports stay queued. */
  outages: OutagePort | null;
  config: LeaseDeps["config"];
}

const REPORTS_PER_RUN = 100;

export type DeliveryOutcome =
  | { state: "delivered"; outageId: string; joined: boolean }
  | { state: "queued" }
  | { state: "given-up" };

/** A trouble call (Guide A 08.3) for the report. */
const troubleCall = (outages: OutagePort, row: OutageReportRow) =>
  outages.reportOutage({
    reportId: row.report_id,
    premiseId: row.premise_id,
    accountId: row.account_id,
    problem: row.problem as OutageProblem,
    reportedAt: new Date(row.reported_at),
    contactName: null,
    phone: null,
  });

/**
 * What the row is sent as: a report is a trouble call; "power is back" and "still out" are the
 * customer's callback response about the outage (NMS Generic IVR Adapter, "Callback Responses").
 * A still out about an outage the outage system does not know (the customer answered while it was
 * down) is a trouble call all the same: the customer knows best.
 */
async function send(outages: OutagePort, row: OutageReportRow): Promise<ReportResult> {
  if (row.kind === "report" || row.outage_id === null) return troubleCall(outages, row);
  const answer = await outages.answerCallback({
    reportId: row.report_id,
    premiseId: row.premise_id,
    accountId: row.account_id,
    outageId: row.outage_id,
    answer: row.kind,
    answeredAt: new Date(row.reported_at),
  });
  return answer.outcome === "unknown-premise" && row.kind === "still-out"
    ? troubleCall(outages, row)
    : answer;
}

/** Delivers one claimed report; answers where it now stands. */
async function deliverRow(deps: ReportDeliveryDeps, row: OutageReportRow): Promise<DeliveryOutcome> {
  if (!deps.outages) {
    await markReportUndelivered(deps.db, row.id, "no outage system configured", false);
    return { state: "queued" };
  }
  const result = await send(deps.outages, row);
  if (result.outcome === "taken") {
    await markReportDelivered(deps.db, row.id, {
      outageId: result.outageId,
      joined: result.joinedKnownOutage,
      callId: result.callId,
      at: deps.clock.now().toISOString(),
    });
    return { state: "delivered", outageId: result.outageId, joined: result.joinedKnownOutage };
  }
  if (result.outcome === "unknown-premise") {
    await markReportUndelivered(deps.db, row.id, "the outage system does not know the premise", true);
    deps.logger.error("outage report given up: unknown premise", { reportId: row.report_id });
    return { state: "given-up" };
  }
  await markReportUndelivered(deps.db, row.id, result.detail, row.attempts + 1 >= MAX_DELIVERY_ATTEMPTS);
  return { state: "queued" };
}

/** Tries one report now (the customer's own request), if no other instance holds it. */
export async function deliverReportNow(deps: ReportDeliveryDeps, id: number): Promise<DeliveryOutcome> {
  const row = await claimQueuedReport(deps.db, { afterId: 0, onlyId: id, ...claimWindow(deps.config) });
  if (!row) return { state: "queued" };
  return deliverRow(deps, row);
}

/** One delivery run: every queued report, each claimed by this instance first. Answers how many went. */
export async function deliverQueuedReports(deps: ReportDeliveryDeps): Promise<number> {
  if (!deps.outages) return 0;
  let delivered = 0;
  let afterId = 0;
  for (let taken = 0; taken < REPORTS_PER_RUN; taken++) {
    const row = await claimQueuedReport(deps.db, { afterId, ...claimWindow(deps.config) });
    if (!row) break;
    afterId = row.id;
    const outcome = await deliverRow(deps, row);
    if (outcome.state === "delivered") delivered++;
    // The outage system is not answering: the rest waits for the next run.
    if (outcome.state === "queued") break;
  }
  return delivered;
}

/** A delivery run at a time per process; callers arriving meanwhile share it. */
export function reportDelivery(deps: ReportDeliveryDeps): () => Promise<number> {
  let running: Promise<number> | null = null;
  return () => {
    running ??= deliverQueuedReports(deps).finally(() => {
      running = null;
    });
    return running;
  };
}
