/**
 * Charges the card gateway did not attempt (decision 031): it refused the request itself (credentials,
 * signature, clock, terminal) or was unavailable before it took it. Nothing was charged, so this is
 * never the customer's decline: the draft is given back with its attempt uncounted and tried again
 * shortly, the checkout is left out of Payment History, and operations are told once per outage when
 * it lasts longer than the hours staff set on System Maintenance (`PAYGPA_AUTOPAY_ALERT_HOURS` until they
 * do): the e-mail, and the back office's "needs a hand".
 */
import type { Executor } from "../../platform/db/database";
import type { Database } from "../../database";
import { autopayAlertHours } from "../maintenance";
import type { RunnerServices } from "./autopay-services";
import { finishDraft } from "./autopay.repository";
import type { AutopayDraftsTable } from "./autopay.table";

type Db = Executor<Database>;

/** How long a draft the gateway did not attempt waits before the runner tries it again. */
export const NOT_ATTEMPTED_RETRY_MS = 5 * 60_000;

export const notAttemptedMessage =
  "Not attempted: the card gateway did not take the request. Nothing was charged; AutoPay will try again shortly.";

/** Gives the claimed draft back as it was (its attempt not counted) and records why, in one transaction. */
export async function notAttempted(
  services: RunnerServices,
  before: AutopayDraftsTable,
  outcome: { reason: string; invoice: string | null },
) {
  const now = services.clock.now();
  const at = now.toISOString();
  await services.db.transaction().execute(async (trx) => {
    const given = await finishDraft(trx, before.draft_key, {
      status: before.status,
      attempts: before.attempts,
      invoice_num: null,
      message: notAttemptedMessage,
      not_before: new Date(now.getTime() + NOT_ATTEMPTED_RETRY_MS).toISOString(),
      updated_at: at,
    });
    if (!given) return;
    await trx
      .insertInto("autopay_not_attempted")
      .values({
        id: `${before.draft_key}:${at}`,
        draft_key: before.draft_key,
        account_id: before.account_id,
        invoice_num: outcome.invoice,
        reason: outcome.reason,
        at,
        resolved_at: null,
        told_at: null,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
  });
  services.logger.error("autopay: the card gateway did not attempt a draft", {
    draft: before.draft_key,
    invoice: outcome.invoice,
    reason: outcome.reason,
  });
}

/** The gateway answered a charge (approved or declined): the outage is over. */
export function gatewayAnswered(db: Db, at: string) {
  return db
    .updateTable("autopay_not_attempted")
    .set({ resolved_at: at })
    .where("resolved_at", "is", null)
    .execute();
}

/** The open outage's records, oldest first. */
export function openNotAttempted(db: Db) {
  return db
    .selectFrom("autopay_not_attempted")
    .selectAll()
    .where("resolved_at", "is", null)
    .orderBy("at")
    .orderBy("id")
    .execute();
}

/**
 * Tells operations once per outage: when its first record is older than the hours in force (staff's,
 * else the environment's) and not yet told. The first record is marked in the transaction that
 * queues the e-mail, so of two instances only one tells.
 */
export async function tellOperationsOnce(services: RunnerServices): Promise<boolean> {
  const open = await openNotAttempted(services.db);
  const first = open[0];
  if (!first || first.told_at !== null) return false;
  const { hours } = await autopayAlertHours(services);
  const now = services.clock.now();
  if (now.getTime() - Date.parse(first.at) < hours * 3_600_000) return false;
  const drafts = [...new Set(open.map((row) => row.draft_key))];
  return services.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable("autopay_not_attempted")
      .set({ told_at: now.toISOString() })
      .where("id", "=", first.id)
      .where("told_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return false;
    await services.mailer.queue(
      {
        kind: "autopay-not-attempted",
        to: services.config.payments.operationsEmail,
        subject: `AutoPay: the card gateway has refused to attempt drafts since ${first.at}`,
        text: [
          `Since ${first.at} the card gateway has refused to attempt AutoPay drafts (${first.reason}).`,
          `${drafts.length} draft(s) are waiting; nothing was charged and no customer was told of a decline.`,
          "Check the gateway credentials (HMAC key, terminal, password) and the server clock.",
          "AutoPay keeps trying every few minutes and pays each draft as soon as the gateway takes it.",
          "",
          `Accounts waiting: ${[...new Set(open.map((row) => row.account_id))].join(", ")}`,
        ].join("\n"),
      },
      trx,
    );
    return true;
  });
}

/** For the back office's "needs a hand": the drafts of an outage operations have been told of. */
export async function autopayDraftsNeedingAHand(services: Pick<RunnerServices, "db">) {
  const open = await openNotAttempted(services.db);
  if (open.length === 0 || open[0]?.told_at === null) return [];
  const since = new Map<string, (typeof open)[number]>();
  for (const row of open) if (!since.has(row.draft_key)) since.set(row.draft_key, row);
  return [...since.values()].map((row) => ({
    draftKey: row.draft_key,
    accountId: row.account_id,
    since: row.at,
    reason: row.reason,
  }));
}
