import type { Db } from "../db/database";

/**
 * One row of the audit log: who did what to what, when. Written by every feature that changes
 * something staff must be able to trace (logins, maintenance switches, password resets, duplicate
 * payments); the back office reads it.
 */
export function recordAudit(
  db: Db,
  entry: { at: string; actor: string; action: string; subject?: string; details?: object },
) {
  return db
    .insertInto("audit_log")
    .values({
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
