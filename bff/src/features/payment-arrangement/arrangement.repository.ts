/** The payment arrangement's SQL: drafts, the step-2 payments, the uploaded forms. */
import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../database";
import type { ArrangementDraftsTable, ArrangementFormsTable } from "./arrangement.table";

export type DraftRow = ArrangementDraftsTable;
export type FormRow = ArrangementFormsTable;

export function draftRowsOf(db: Db, personId: string): Promise<DraftRow[]> {
  return db
    .selectFrom("arrangement_drafts")
    .selectAll()
    .where("person_id", "=", personId)
    .orderBy("account_id")
    .execute();
}

export function draftRow(db: Db, personId: string, accountId: string): Promise<DraftRow | undefined> {
  return db
    .selectFrom("arrangement_drafts")
    .selectAll()
    .where("person_id", "=", personId)
    .where("account_id", "=", accountId)
    .executeTakeFirst();
}

/**
 * A new draft for the customer from the listed accounts (none has a case in force): balances taken
 * afresh, earlier choices and cases forgotten, accounts no longer listed dropped.
 */
export async function startDraft(db: Db, personId: string, rows: Insertable<DraftRow>[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await dropUnlisted(trx, personId, rows);
    for (const row of rows) {
      await trx
        .insertInto("arrangement_drafts")
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(["person_id", "account_id"]).doUpdateSet({
            full_name: row.full_name,
            email_address: row.email_address,
            premise_address: row.premise_address,
            balance_cents: row.balance_cents,
            dep_amount_cents: row.dep_amount_cents,
            dep_credit_cents: row.dep_credit_cents,
            apply_deposit: row.apply_deposit,
            deposit_stopped_at: null,
            case_id: null,
            customer_contact_id: null,
            case_status: null,
            case_amount_cents: null,
            started_at: row.started_at,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    }
    // Payments of an earlier draft no longer count toward this one.
    await trx.deleteFrom("arrangement_payments").where("person_id", "=", personId).execute();
  });
}

/** The listed accounts that are not on the draft yet, added; the draft's own rows and payments kept. */
export async function resumeDraft(db: Db, personId: string, rows: Insertable<DraftRow>[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await dropUnlisted(trx, personId, rows);
    for (const row of rows) {
      await trx
        .insertInto("arrangement_drafts")
        .values(row)
        .onConflict((conflict) => conflict.columns(["person_id", "account_id"]).doNothing())
        .execute();
    }
  });
}

/** Accounts no longer listed (a case opened since, a balance paid) leave the draft. */
async function dropUnlisted(trx: Db, personId: string, rows: Insertable<DraftRow>[]): Promise<void> {
  const listed = rows.map((row) => row.account_id);
  let stale = trx.deleteFrom("arrangement_drafts").where("person_id", "=", personId);
  if (listed.length > 0) stale = stale.where("account_id", "not in", listed);
  await stale.execute();
}

export function updateDraft(
  db: Db,
  key: { personId: string; accountId: string },
  changes: Updateable<DraftRow>,
): Promise<unknown> {
  return db
    .updateTable("arrangement_drafts")
    .set(changes)
    .where("person_id", "=", key.personId)
    .where("account_id", "=", key.accountId)
    .execute();
}

export function draftByContact(db: Db, customerContactId: string): Promise<DraftRow | undefined> {
  return db
    .selectFrom("arrangement_drafts")
    .selectAll()
    .where("customer_contact_id", "=", customerContactId)
    .executeTakeFirst();
}

export function recordArrangementCheckout(
  db: Db,
  row: { invoice: string; personId: string; accountId: string; amountCents: number; at: string },
): Promise<unknown> {
  return db
    .insertInto("arrangement_payments")
    .values({
      invoice: row.invoice,
      person_id: row.personId,
      account_id: row.accountId,
      amount_cents: row.amountCents,
      counted: 0,
      created_at: row.at,
    })
    .onConflict((conflict) => conflict.column("invoice").doNothing())
    .execute();
}

export function arrangementCheckout(db: Db, invoice: string) {
  return db.selectFrom("arrangement_payments").selectAll().where("invoice", "=", invoice).executeTakeFirst();
}

/** Marks an approved payment counted; true only the first time (so it is counted once). */
export async function countArrangementPayment(db: Db, invoice: string): Promise<boolean> {
  const result = await db
    .updateTable("arrangement_payments")
    .set({ counted: 1 })
    .where("invoice", "=", invoice)
    .where("counted", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the person paid today, per account (approved and counted payments). */
export async function paidTodayCents(db: Db, personId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("arrangement_payments")
    .select(["account_id", "amount_cents"])
    .where("person_id", "=", personId)
    .where("counted", "=", 1)
    .execute();
  const paid = new Map<string, number>();
  for (const row of rows) paid.set(row.account_id, (paid.get(row.account_id) ?? 0) + row.amount_cents);
  return paid;
}

export function insertForm(db: Db, row: FormRow): Promise<unknown> {
  return db.insertInto("arrangement_forms").values(row).execute();
}

export function formsInQueue(db: Db, reviewStatus?: FormRow["review_status"]): Promise<FormRow[]> {
  let query = db.selectFrom("arrangement_forms").selectAll().orderBy("uploaded_at", "desc").limit(500);
  if (reviewStatus) query = query.where("review_status", "=", reviewStatus);
  return query.execute();
}

export function formById(db: Db, id: string): Promise<FormRow | undefined> {
  return db.selectFrom("arrangement_forms").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Records a review once: false when the form was already reviewed. */
export async function reviewForm(
  db: Db,
  id: string,
  review: { status: "approved" | "rejected"; note: string; by: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("arrangement_forms")
    .set({
      review_status: review.status,
      review_note: review.note,
      reviewed_by: review.by,
      reviewed_at: review.at,
    })
    .where("id", "=", id)
    .where("review_status", "=", "submitted")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the case billing opened on a draft row; false when one was already recorded (a retry). */
export async function recordCase(
  db: Db,
  key: { personId: string; accountId: string },
  recorded: { caseId: string; customerContactId: string; status: string; amountCents: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("arrangement_drafts")
    .set({
      case_id: recorded.caseId,
      customer_contact_id: recorded.customerContactId,
      case_status: recorded.status,
      case_amount_cents: recorded.amountCents,
      updated_at: recorded.at,
    })
    .where("person_id", "=", key.personId)
    .where("account_id", "=", key.accountId)
    .where("case_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
