/** The budget billing report's reads of `budget_enrolments` (decision 043, amended): filters, a page, an export's chunk. */
import type { Db } from "../../database";
import type { BudgetEnrolmentsTable } from "./budget-billing.table";

/** The report's filters as the database reads them: days enrolled as UTC instants (Guam days, inclusive). */
export interface BudgetReportCriteria {
  /** First instant of the first day, or null. */
  fromAt: string | null;
  /** First instant after the last day, or null. */
  untilAt: string | null;
  status: BudgetEnrolmentsTable["status"] | null;
  /** The customer on the portal, or any clerk (every other `enrolled_by` is a clerk's username). */
  by: "customer" | "clerk" | null;
  accountId: string | null;
}

export interface BudgetReportCursor {
  enrolledAt: string;
  enrolmentId: string;
}

function matching(db: Db, criteria: BudgetReportCriteria) {
  let query = db.selectFrom("budget_enrolments");
  if (criteria.fromAt) query = query.where("enrolled_at", ">=", criteria.fromAt);
  if (criteria.untilAt) query = query.where("enrolled_at", "<", criteria.untilAt);
  if (criteria.status) query = query.where("status", "=", criteria.status);
  if (criteria.by === "customer") query = query.where("enrolled_by", "=", "customer");
  if (criteria.by === "clerk") query = query.where("enrolled_by", "<>", "customer");
  if (criteria.accountId) query = query.where("account_id", "=", criteria.accountId);
  return query;
}

export async function budgetReportCount(db: Db, criteria: BudgetReportCriteria): Promise<number> {
  const row = await matching(db, criteria)
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page, newest enrolment first; ties by id so pages never overlap. */
export function budgetReportRows(db: Db, criteria: BudgetReportCriteria, limit: number, offset: number) {
  return matching(db, criteria)
    .selectAll()
    .orderBy("enrolled_at", "desc")
    .orderBy("enrolment_id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The export's next chunk after the last row sent (keyset on the same order). */
export function budgetReportChunk(
  db: Db,
  criteria: BudgetReportCriteria,
  after: BudgetReportCursor | null,
  limit: number,
) {
  let query = matching(db, criteria).selectAll();
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple("enrolled_at", "enrolment_id"), "<", eb.tuple(after.enrolledAt, after.enrolmentId)),
    );
  }
  return query.orderBy("enrolled_at", "desc").orderBy("enrolment_id", "desc").limit(limit).execute();
}
