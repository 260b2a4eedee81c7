import type { Kysely } from "kysely";
import { type Executor, tablesOf } from "../db/database";
import type { AuditTables } from "./audit.table";

const auditLog = tablesOf<AuditTables>();

/**
 * One row of the audit log: who did what to what, when. Written by every feature that changes
 * something staff must be able to trace (logins, maintenance switches, password resets, duplicate
 * payments), with the browser's address when a person acted; the back office reads it (Audit Log).
 */
export function recordAudit<DB extends AuditTables>(
  db: Executor<DB>,
  entry: { at: string; actor: string; action: string; subject?: string; details?: object; address?: string },
) {
  return auditLog(db)
    .insertInto("audit_log")
    .values({
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      address: entry.address ?? null,
    })
    .execute();
}

export type AuditFilter = { actor?: string; action?: string; from?: string; to?: string };

function filtered(db: Kysely<AuditTables>, filter: AuditFilter) {
  let query = db.selectFrom("audit_log");
  if (filter.actor) query = query.where("actor", "=", filter.actor);
  if (filter.action) query = query.where("action", "=", filter.action);
  // Times are ISO-8601 UTC text, so a date range is a text range (portable: no date functions).
  if (filter.from) query = query.where("at", ">=", `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where("at", "<=", `${filter.to}T23:59:59.999Z`);
  return query;
}

/** One page of the audit log, newest first, and how many rows the filter matches. Read only. */
export async function listAudit<DB extends AuditTables>(
  database: Executor<DB>,
  filter: AuditFilter,
  page: { offset: number; limit: number },
) {
  const db = auditLog(database);
  const [rows, count, actions] = await Promise.all([
    filtered(db, filter)
      .select(["id", "at", "actor", "action", "subject", "details", "address"])
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst(),
    db.selectFrom("audit_log").select("action").distinct().orderBy("action").execute(),
  ]);
  return { rows, total: Number(count?.count ?? 0), actions: actions.map((row) => row.action) };
}
