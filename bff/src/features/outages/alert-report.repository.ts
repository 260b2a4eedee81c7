/**
 * The outage alerts report's reads (decision 046, amended): the texts (`text_outbox`) and e-mails
 * (`mail_outbox`) whose event key is an outage alert's, `outages:<account>:<occasion>`, as one list.
 * The filters go inside each side (the event key's prefix, the day queued), a page or an export's
 * chunk is taken from the union.
 */
import type { OutageAlertChange, OutageAlertChannel } from "@paygpa/contract";
import { sql } from "kysely";
import type { Db } from "../../database";

/** The report's filters as the database reads them: days sent (Guam days, inclusive, as UTC instants). */
export interface OutageAlertCriteria {
  fromAt: string | null;
  untilAt: string | null;
  channel: OutageAlertChannel | null;
  change: OutageAlertChange | null;
  accountId: string | null;
}

export interface OutageAlertRow {
  channel: OutageAlertChannel;
  id: number;
  at: string;
  event_key: string;
  to_whom: string;
  status: string;
  delivery: string | null;
}

/** `outages:<account>:<change>:…`, narrowed by what the filters name (account digits, change words: no LIKE wildcard). */
const keyPattern = (criteria: OutageAlertCriteria) =>
  `outages:${criteria.accountId ?? "%"}:${criteria.change ? `${criteria.change}:` : ""}%`;

function alertsSent(db: Db, criteria: OutageAlertCriteria) {
  const pattern = keyPattern(criteria);
  const texts = db
    .selectFrom("text_outbox")
    .select([
      sql<OutageAlertChannel>`'text'`.as("channel"),
      "id",
      "created_at as at",
      "event_key",
      "to_phone as to_whom",
      sql<string>`status`.as("status"),
      sql<string | null>`delivery`.as("delivery"),
    ])
    .where("event_key", "like", pattern)
    .$if(criteria.fromAt !== null, (query) => query.where("created_at", ">=", criteria.fromAt as string))
    .$if(criteria.untilAt !== null, (query) => query.where("created_at", "<", criteria.untilAt as string));
  const mails = db
    .selectFrom("mail_outbox")
    .select([
      sql<OutageAlertChannel>`'email'`.as("channel"),
      "id",
      "created_at as at",
      sql<string>`event_key`.as("event_key"),
      "to_address as to_whom",
      sql<string>`status`.as("status"),
      sql<string | null>`cast(null as text)`.as("delivery"),
    ])
    .where("event_key", "like", pattern)
    .$if(criteria.fromAt !== null, (query) => query.where("created_at", ">=", criteria.fromAt as string))
    .$if(criteria.untilAt !== null, (query) => query.where("created_at", "<", criteria.untilAt as string));
  // The same columns on both sides: the e-mails alone read as the texts' query to the type checker.
  const emailsAlone = mails as unknown as typeof texts;
  const union =
    criteria.channel === "text" ? texts : criteria.channel === "email" ? emailsAlone : texts.unionAll(mails);
  return db.selectFrom(union.as("alerts"));
}

export async function outageAlertCount(db: Db, criteria: OutageAlertCriteria): Promise<number> {
  const row = await alertsSent(db, criteria)
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page, newest first; ties by channel then id so pages never overlap. */
export function outageAlertRows(
  db: Db,
  criteria: OutageAlertCriteria,
  limit: number,
  offset: number,
): Promise<OutageAlertRow[]> {
  return alertsSent(db, criteria)
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("channel", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute() as Promise<OutageAlertRow[]>;
}

export type OutageAlertCursor = { at: string; channel: OutageAlertChannel; id: number };

/** The export's next chunk after the last row sent (keyset on the same order): no row twice, none dropped. */
export function outageAlertChunk(
  db: Db,
  criteria: OutageAlertCriteria,
  after: OutageAlertCursor | null,
  limit: number,
): Promise<OutageAlertRow[]> {
  let query = alertsSent(db, criteria).selectAll();
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple("at", "channel", "id"), "<", eb.tuple(after.at, after.channel, after.id)),
    );
  }
  return query
    .orderBy("at", "desc")
    .orderBy("channel", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute() as Promise<OutageAlertRow[]>;
}
