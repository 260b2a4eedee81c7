/** The only place AutoPay's SQL lives. Drafts are claimed row by row (decision 020). */
import type { Insertable, Updateable } from "kysely";
import type { Database } from "../../database";
import type { Executor } from "../../platform/db/database";
import type { AutopayDraftsTable, AutopayEnrolmentsTable, DraftStatus } from "./autopay.table";

type Db = Executor<Database>;

/** The draft states a charge may start from. */
export const CHARGEABLE: readonly DraftStatus[] = ["scheduled", "reminded", "retry"];

export function insertEnrolment(db: Db, row: Insertable<AutopayEnrolmentsTable>) {
  return db.insertInto("autopay_enrolments").values(row).execute();
}

export function findEnrolment(db: Db, enrolmentId: string) {
  return db
    .selectFrom("autopay_enrolments")
    .selectAll()
    .where("enrolment_id", "=", enrolmentId)
    .executeTakeFirst();
}

export function listEnrolmentsOfPerson(db: Db, personId: string) {
  return db
    .selectFrom("autopay_enrolments")
    .selectAll()
    .where("person_id", "=", personId)
    .orderBy("consented_at", "desc")
    .execute();
}

export function listActiveEnrolments(db: Db) {
  return db
    .selectFrom("autopay_enrolments")
    .selectAll()
    .where("status", "=", "active")
    .orderBy("consented_at")
    .execute();
}

export function activeEnrolmentOfAccount(db: Db, accountId: string) {
  return db
    .selectFrom("autopay_enrolments")
    .selectAll()
    .where("account_id", "=", accountId)
    .where("status", "=", "active")
    .executeTakeFirst();
}

/** Stops an enrolment and every draft not yet at the gateway, in one transaction: no draft after this. */
export async function stopEnrolment(db: Db, enrolmentId: string, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("autopay_enrolments")
      .set({ status: "stopped", stopped_at: at })
      .where("enrolment_id", "=", enrolmentId)
      .where("status", "=", "active")
      .execute();
    await trx
      .updateTable("autopay_drafts")
      .set({ status: "stopped", message: "AutoPay was stopped before this payment.", updated_at: at })
      .where("enrolment_id", "=", enrolmentId)
      .where("status", "in", [...CHARGEABLE])
      .execute();
  });
}

/** A draft, once per key: the same (enrolment, bill) found again, by any instance, changes nothing. */
export function insertDraftIfAbsent(db: Db, row: Insertable<AutopayDraftsTable>) {
  return db
    .insertInto("autopay_drafts")
    .values(row)
    .onConflict((conflict) => conflict.column("draft_key").doNothing())
    .execute();
}

export function findDraft(db: Db, draftKey: string) {
  return db.selectFrom("autopay_drafts").selectAll().where("draft_key", "=", draftKey).executeTakeFirst();
}

export function draftsOfEnrolments(db: Db, enrolmentIds: readonly string[]) {
  if (enrolmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("autopay_drafts")
    .selectAll()
    .where("enrolment_id", "in", [...enrolmentIds])
    .orderBy("draft_on", "desc")
    .execute();
}

/** Drafts still to remind, charge or settle, of active enrolments. */
export function openDrafts(db: Db) {
  return db
    .selectFrom("autopay_drafts")
    .innerJoin("autopay_enrolments", "autopay_enrolments.enrolment_id", "autopay_drafts.enrolment_id")
    .selectAll("autopay_drafts")
    .where("autopay_enrolments.status", "=", "active")
    .where("autopay_drafts.status", "in", [...CHARGEABLE, "charging"])
    .orderBy("autopay_drafts.next_attempt_on")
    .execute();
}

/** Whether an enrolment has a draft not yet settled (a prepaid reload waiting: held, to retry, charging). */
export async function hasOpenDraft(db: Db, enrolmentId: string): Promise<boolean> {
  const row = await db
    .selectFrom("autopay_drafts")
    .select("draft_key")
    .where("enrolment_id", "=", enrolmentId)
    .where("status", "in", [...CHARGEABLE, "charging"])
    .executeTakeFirst();
  return row !== undefined;
}

/** Drafts at the gateway or left there by a stopped instance, whatever their enrolment's state now. */
export function chargingDrafts(db: Db) {
  return db.selectFrom("autopay_drafts").selectAll().where("status", "=", "charging").execute();
}

/** Due dates of an enrolment's drafts still open (to charge or charging) before `dueOn`. */
export async function earlierOpenDueDates(db: Db, enrolmentId: string, dueOn: string): Promise<string[]> {
  const rows = await db
    .selectFrom("autopay_drafts")
    .select("draft_on")
    .where("enrolment_id", "=", enrolmentId)
    .where("status", "in", [...CHARGEABLE, "charging"])
    .where("draft_on", "<", dueOn)
    .execute();
  return rows.map((row) => row.draft_on);
}

/** Whether this call moved the draft from scheduled to reminded (the reminder goes once), with its amount. */
export async function markReminded(db: Db, draftKey: string, at: string, cents: number): Promise<boolean> {
  const result = await db
    .updateTable("autopay_drafts")
    .set({ status: "reminded", reminded_at: at, reminded_cents: cents, updated_at: at })
    .where("draft_key", "=", draftKey)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims a draft for a charge: only one instance wins, only while its enrolment is active and the
 * draft chargeable and due (decision 020's row claim). Answers whether this call won.
 */
export async function claimDraftForCharge(
  db: Db,
  draftKey: string,
  claim: { holder: string; until: string; today: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("autopay_drafts")
    .set((eb) => ({
      status: "charging",
      attempts: eb("attempts", "+", 1),
      invoice_num: null,
      claimed_by: claim.holder,
      claimed_until: claim.until,
      updated_at: claim.at,
    }))
    .where("draft_key", "=", draftKey)
    .where("status", "in", [...CHARGEABLE])
    .where("next_attempt_on", "<=", claim.today)
    .where((eb) => eb.or([eb("not_before", "is", null), eb("not_before", "<=", claim.at)]))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("autopay_enrolments")
          .select("autopay_enrolments.enrolment_id")
          .whereRef("autopay_enrolments.enrolment_id", "=", "autopay_drafts.enrolment_id")
          .where("autopay_enrolments.status", "=", "active"),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Holds a draft due by `today` while Pay Now is switched off for maintenance (decision 031): not
 * claimed, nothing charged; its next attempt moves to `today` (so a decline after the hold retries
 * 2 days after the day it was actually charged) and its message says why. Written once a day, not
 * on every run.
 */
export async function holdDraft(
  db: Db,
  draftKey: string,
  hold: { today: string; message: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("autopay_drafts")
    .set({ next_attempt_on: hold.today, message: hold.message, updated_at: hold.at })
    .where("draft_key", "=", draftKey)
    .where("status", "in", [...CHARGEABLE])
    .where("next_attempt_on", "<=", hold.today)
    .where((eb) =>
      eb.or([
        eb("next_attempt_on", "<", hold.today),
        eb("message", "is", null),
        eb("message", "!=", hold.message),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function setDraftInvoice(db: Db, draftKey: string, invoice: string, amountCents: number) {
  return db
    .updateTable("autopay_drafts")
    .set({ invoice_num: invoice, amount_cents: amountCents })
    .where("draft_key", "=", draftKey)
    .where("status", "=", "charging")
    .execute();
}

/** The charge's outcome recorded, the claim given back; only from 'charging'. */
export async function finishDraft(
  db: Db,
  draftKey: string,
  values: Updateable<AutopayDraftsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("autopay_drafts")
    .set({ ...values, claimed_by: null, claimed_until: null })
    .where("draft_key", "=", draftKey)
    .where("status", "=", "charging")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every enrolment with its drafts (none: one row), newest first, for the back office's report. */
export function autopayReportRows(db: Db, limit: number, offset: number) {
  return db
    .selectFrom("autopay_enrolments")
    .leftJoin("autopay_drafts", "autopay_drafts.enrolment_id", "autopay_enrolments.enrolment_id")
    .select([
      "autopay_enrolments.enrolment_id",
      "autopay_enrolments.account_id",
      "autopay_enrolments.plan_kind",
      "autopay_enrolments.status as enrolment_status",
      "autopay_enrolments.consented_at",
      "autopay_drafts.draft_key",
      "autopay_drafts.draft_on",
      "autopay_drafts.amount_cents",
      "autopay_drafts.status as draft_status",
      "autopay_drafts.attempts",
      "autopay_drafts.invoice_num",
      "autopay_drafts.message",
    ])
    .orderBy("autopay_enrolments.consented_at", "desc")
    .orderBy("autopay_drafts.draft_on", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function autopayReportCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("autopay_enrolments")
    .leftJoin("autopay_drafts", "autopay_drafts.enrolment_id", "autopay_enrolments.enrolment_id")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Of these checkouts, those whose every line billing has (posted, 'In CCB'): only they read Paid. */
export async function postedInvoices(db: Db, invoices: readonly string[]): Promise<Set<string>> {
  if (invoices.length === 0) return new Set();
  const rows = await db
    .selectFrom("checkout_lines")
    .select(["invoice_num", "billing_status"])
    .where("invoice_num", "in", [...invoices])
    .execute();
  const notPosted = new Set(
    rows.filter((row) => row.billing_status !== "In CCB").map((row) => row.invoice_num),
  );
  return new Set(rows.map((row) => row.invoice_num).filter((invoice) => !notPosted.has(invoice)));
}
