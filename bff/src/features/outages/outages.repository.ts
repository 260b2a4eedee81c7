/** The outage reports' outbox and the status tickets (decision 046): the only place Kysely appears here. */
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../database";
import { databaseKind } from "../../platform/db/dialect";
import type { OutageReportsTable, OutageWatchesTable } from "./outages.table";

export type OutageReportRow = Selectable<OutageReportsTable>;

export async function insertOutageReport(
  db: Db,
  row: Insertable<OutageReportsTable>,
): Promise<OutageReportRow> {
  return db.insertInto("outage_reports").values(row).returningAll().executeTakeFirstOrThrow();
}

interface Claim {
  holder: string;
  now: string;
  until: string;
}

/**
 * Claims the next queued report after `afterId` for one instance until `until`: one UPDATE …
 * RETURNING over a `FOR UPDATE SKIP LOCKED` pick on PostgreSQL (the text outbox's way), so two
 * instances never deliver the same report at once and a crashed one's report goes after its claim.
 */
export function claimQueuedReport(db: Db, claim: Claim & { afterId: number; onlyId?: number }) {
  const next = db
    .selectFrom("outage_reports")
    .select("id")
    .where("status", "=", "queued")
    .where("id", ">", claim.afterId)
    .$if(claim.onlyId !== undefined, (query) => query.where("id", "=", claim.onlyId ?? 0))
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", claim.now)]))
    .orderBy("id")
    .limit(1)
    .$if(databaseKind(db) === "postgres", (query) => query.forUpdate().skipLocked());
  return db
    .updateTable("outage_reports")
    .set({ claimed_by: claim.holder, claimed_until: claim.until })
    .where("id", "=", next)
    .where("status", "=", "queued")
    .returningAll()
    .executeTakeFirst();
}

const RELEASED = { claimed_by: null, claimed_until: null } as const;

export function markReportDelivered(
  db: Db,
  id: number,
  delivered: { outageId: string; joined: boolean; callId: string | null; at: string },
) {
  return db
    .updateTable("outage_reports")
    .set((eb) => ({
      status: "delivered",
      outage_id: delivered.outageId,
      oms_call_id: delivered.callId,
      joined_known_outage: delivered.joined ? 1 : 0,
      delivered_at: delivered.at,
      attempts: eb("attempts", "+", 1),
      last_error: null,
      ...RELEASED,
    }))
    .where("id", "=", id)
    .execute();
}

/** An attempt the outage system did not answer: queued again (the same call id makes a repeat one call). */
export function markReportUndelivered(db: Db, id: number, error: string, giveUp: boolean) {
  return db
    .updateTable("outage_reports")
    .set((eb) => ({
      status: giveUp ? "given-up" : "queued",
      attempts: eb("attempts", "+", 1),
      last_error: error,
      ...RELEASED,
    }))
    .where("id", "=", id)
    .execute();
}

/** The latest report (not a power-back) of each account, newest first. */
export function latestReportsOf(db: Db, accountIds: readonly string[]) {
  if (accountIds.length === 0) return Promise.resolve([] as OutageReportRow[]);
  return db
    .selectFrom("outage_reports")
    .selectAll()
    .where("account_id", "in", accountIds)
    .where("kind", "!=", "power-back")
    .orderBy("reported_at", "desc")
    .orderBy("id", "desc")
    .limit(50)
    .execute();
}

export async function insertWatch(db: Db, row: Selectable<OutageWatchesTable>): Promise<void> {
  await db.insertInto("outage_watches").values(row).execute();
}

export function findWatch(db: Db, ticketHash: string) {
  return db.selectFrom("outage_watches").selectAll().where("ticket_hash", "=", ticketHash).executeTakeFirst();
}

/** Tickets past their end are of no use to anyone. */
export function deleteWatchesEndedBefore(db: Db, at: string) {
  return db.deleteFrom("outage_watches").where("expires_at", "<=", at).execute();
}
