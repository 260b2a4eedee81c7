/** The due date changes' rows (the only place Kysely appears for them). */
import type { Db } from "../../database";
import type { DueDateChangesTable } from "./due-date.table";

export async function insertDueDateChange(db: Db, row: DueDateChangesTable): Promise<void> {
  await db.insertInto("due_date_changes").values(row).execute();
}

/** The account's newest change of due day. */
export function latestDueDateChangeOf(db: Db, accountId: string) {
  return db
    .selectFrom("due_date_changes")
    .selectAll()
    .where("account_id", "=", accountId)
    .orderBy("requested_at", "desc")
    .orderBy("change_id", "desc")
    .executeTakeFirst();
}

/** The back office report's filters as the database reads them (days changed, inclusive). */
export interface DueDateReportCriteria {
  from: string | null;
  to: string | null;
  by: "customer" | "staff" | null;
}

function reportMatching(db: Db, criteria: DueDateReportCriteria) {
  let query = db.selectFrom("due_date_changes");
  if (criteria.from) query = query.where("requested_on", ">=", criteria.from);
  if (criteria.to) query = query.where("requested_on", "<=", criteria.to);
  if (criteria.by === "customer") query = query.where("requested_by", "=", "customer");
  if (criteria.by === "staff") query = query.where("requested_by", "!=", "customer");
  return query;
}

export async function dueDateReportCount(db: Db, criteria: DueDateReportCriteria): Promise<number> {
  const row = await reportMatching(db, criteria)
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page of the report, newest first; ties by id so pages never overlap. */
export function dueDateReportRows(db: Db, criteria: DueDateReportCriteria, limit: number, offset: number) {
  return reportMatching(db, criteria)
    .selectAll()
    .orderBy("requested_at", "desc")
    .orderBy("change_id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The export's next chunk after the last row sent (keyset on the same order). */
export function dueDateReportChunk(
  db: Db,
  criteria: DueDateReportCriteria,
  after: { requestedAt: string; changeId: string } | null,
  limit: number,
) {
  let query = reportMatching(db, criteria).selectAll();
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple("requested_at", "change_id"), "<", eb.tuple(after.requestedAt, after.changeId)),
    );
  }
  return query.orderBy("requested_at", "desc").orderBy("change_id", "desc").limit(limit).execute();
}
