import type { CompiledQuery, Insertable, Selectable } from "kysely";
import type { Db } from "../../database";
import type { SessionsTable } from "./sessions.table";

/** Whose sessions: a customer by billing's person id, an admin by id. */
export type SessionOwner = { kind: "customer"; personId: string } | { kind: "admin"; adminId: number };

export type SessionRow = Selectable<SessionsTable>;

export function insertSession(db: Db, row: Insertable<SessionsTable>) {
  return db.insertInto("sessions").values(row).execute();
}

/**
 * The session lookup every authenticated request makes, built and compiled once per database
 * (its SQL differs by dialect) and run with the token's hash as its one parameter: building and
 * compiling it anew was about half of Kysely's share of a JSON route (bench/README.md "Profiles").
 * The row itself is still read on every request, so a logout or a password change that deletes it
 * ends the session at once on every instance.
 */
const sessionLookups = new WeakMap<Db, CompiledQuery<SessionRow>>();

function sessionLookupOf(db: Db): CompiledQuery<SessionRow> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = db.selectFrom("sessions").selectAll().where("token_hash", "=", "").compile();
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

export async function findSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const lookup = sessionLookupOf(db);
  const result = await db.executeQuery<SessionRow>({ ...lookup, parameters: [tokenHash] });
  return result.rows[0];
}

export function touchSession(db: Db, tokenHash: string, at: string) {
  return db
    .updateTable("sessions")
    .set({ last_activity_at: at })
    .where("token_hash", "=", tokenHash)
    .execute();
}

export function deleteSession(db: Db, tokenHash: string) {
  return db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

/** Every session of one customer (by billing's person id) or of one admin. */
export function deleteSessionsOf(db: Db, owner: SessionOwner) {
  const query = db.deleteFrom("sessions");
  return (
    owner.kind === "customer"
      ? query.where("kind", "=", "customer").where("person_id", "=", owner.personId)
      : query.where("kind", "=", "admin").where("admin_id", "=", owner.adminId)
  ).execute();
}

export function deleteSessionsIdleSince(db: Db, before: string) {
  return db.deleteFrom("sessions").where("last_activity_at", "<", before).execute();
}
