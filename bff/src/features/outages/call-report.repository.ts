/** The outage calls report's reads of `outage_reports` (decision 046, amended): filters, a page, an export's chunk. */
import type { OutageCallKind } from "@paygpa/contract";
import type { Db } from "../../database";

/** The report's filters as the database reads them: days made (Guam days, inclusive, as UTC instants). */
export interface OutageCallCriteria {
  /** First instant of the first day, or null. */
  fromAt: string | null;
  /** First instant after the last day, or null. */
  untilAt: string | null;
  kind: OutageCallKind | null;
  accountId: string | null;
}

function matching(db: Db, criteria: OutageCallCriteria) {
  let query = db.selectFrom("outage_reports");
  if (criteria.fromAt) query = query.where("reported_at", ">=", criteria.fromAt);
  if (criteria.untilAt) query = query.where("reported_at", "<", criteria.untilAt);
  if (criteria.accountId) query = query.where("account_id", "=", criteria.accountId);
  if (criteria.kind === "still-out" || criteria.kind === "power-back")
    query = query.where("kind", "=", criteria.kind);
  else if (criteria.kind) query = query.where("kind", "=", "report").where("problem", "=", criteria.kind);
  return query;
}

export async function outageCallCount(db: Db, criteria: OutageCallCriteria): Promise<number> {
  const row = await matching(db, criteria)
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page, newest first; ties by id so pages never overlap. */
export function outageCallRows(db: Db, criteria: OutageCallCriteria, limit: number, offset: number) {
  return matching(db, criteria)
    .selectAll()
    .orderBy("reported_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The export's next chunk after the last row sent (keyset on the same order): no row twice, none dropped. */
export function outageCallChunk(
  db: Db,
  criteria: OutageCallCriteria,
  after: { reportedAt: string; id: number } | null,
  limit: number,
) {
  let query = matching(db, criteria).selectAll();
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple("reported_at", "id"), "<", eb.tuple(after.reportedAt, after.id)),
    );
  }
  return query.orderBy("reported_at", "desc").orderBy("id", "desc").limit(limit).execute();
}
