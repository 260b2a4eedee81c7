/** Budget billing's enrolment rows (the only place Kysely appears for them). */
import type { Db } from "../../database";
import type { BudgetEnrolmentsTable } from "./budget-billing.table";

export async function insertEnrolment(db: Db, row: BudgetEnrolmentsTable): Promise<void> {
  await db.insertInto("budget_enrolments").values(row).execute();
}

/** The account's newest enrolment, whatever its status. */
export function latestEnrolmentOf(db: Db, accountId: string) {
  return db
    .selectFrom("budget_enrolments")
    .selectAll()
    .where("account_id", "=", accountId)
    .orderBy("enrolled_at", "desc")
    .orderBy("enrolment_id", "desc")
    .executeTakeFirst();
}

/** Ends an active enrolment; false when it had already ended. */
export async function endEnrolment(
  db: Db,
  enrolmentId: string,
  end: { by: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("budget_enrolments")
    .set({ status: "left", left_by: end.by, left_at: end.at })
    .where("enrolment_id", "=", enrolmentId)
    .where("status", "=", "active")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Which of the accounts have an enrolment in one of the statuses (one query, indexed by account). */
export async function accountsEnrolled(
  db: Db,
  accountIds: readonly string[],
  statuses: readonly BudgetEnrolmentsTable["status"][],
): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("budget_enrolments")
    .select("account_id")
    .distinct()
    .where("account_id", "in", [...accountIds])
    .where("status", "in", [...statuses])
    .execute();
  return new Set(rows.map((row) => row.account_id));
}
