/**
 * How this instance learns that a session row was deleted anywhere (decision 034), so that its
 * session cache (`sessions-cache.ts`) never serves a session that has ended: a logout, "end all
 * sessions", a password change or reset, an admin's lock or a reset on any instance.
 *
 * - PostgreSQL: one listening connection per instance on `paygpa_sessions` (the migration's trigger
 *   notifies "<schema>:<token hash>" for each deleted row, "<schema>:*" for a truncate). Until it
 *   listens, and from the moment it is lost until it listens again, the cache is emptied and not
 *   used: every request reads its row, as before the cache.
 * - SQLite (one process, or several on one file): the migration's trigger moves a one-row counter;
 *   each use of the cache first reads it through the raw connection (a prepared one-column read,
 *   far cheaper than the session row through Kysely) and empties the cache when it moved.
 * - A database opened some other way: no watch, so no cache.
 */
import type SQLite from "better-sqlite3";
import type { Db } from "../../database";
import { postgresLocationOf, sqliteConnectionOf } from "../../platform/db/database";
import { listenForNotifications } from "../../platform/db/notification-listener";
import type { RevocationWatch, SessionCache } from "./sessions-cache";

export const SESSION_REVOCATIONS_CHANNEL = "paygpa_sessions";

/** The watch fitting the database `db` was opened on, reporting to `cache`. */
export function watchSessionRevocations(db: Db, cache: SessionCache): RevocationWatch {
  const sqlite = sqliteConnectionOf(db);
  if (sqlite) return sqliteRevocationCounter(sqlite, cache);
  const postgres = postgresLocationOf(db);
  if (postgres) return postgresRevocationListener(postgres.url, postgres.schema, cache);
  return { vouches: () => false, close: async () => undefined };
}

export function sqliteRevocationCounter(sqlite: SQLite.Database, cache: SessionCache): RevocationWatch {
  let read: SQLite.Statement | null = null;
  let seen: number | undefined;
  return {
    vouches() {
      let generation: number | undefined;
      try {
        read ??= sqlite.prepare("SELECT generation FROM session_revocations WHERE id = 1").pluck();
        generation = read.get() as number | undefined;
      } catch {
        // Not migrated yet, migrated down, or closed: nothing to vouch with.
        read = null;
        generation = undefined;
      }
      if (generation !== seen) {
        cache.forgetAll();
        seen = generation;
      }
      return generation !== undefined;
    },
    close: async () => undefined,
  };
}

/**
 * `schema` null: the tables are in the server's default schema and every notification on the
 * channel counts (one forgotten too many is harmless, one missed is not).
 */
export function postgresRevocationListener(
  url: string,
  schema: string | null,
  cache: SessionCache,
): RevocationWatch {
  const listener = listenForNotifications(url, SESSION_REVOCATIONS_CHANNEL, {
    notified(payload) {
      const colon = payload.indexOf(":");
      if (schema !== null && payload.slice(0, colon) !== schema) return;
      const tokenHash = payload.slice(colon + 1);
      if (tokenHash === "*") cache.forgetAll();
      else cache.forget(tokenHash);
    },
    listening: () => cache.forgetAll(),
    lost(reason) {
      cache.forgetAll();
      process.stderr.write(
        `${JSON.stringify({ level: "warn", msg: "session revocations not heard: session cache off until back", error: reason })}\n`,
      );
    },
  });
  return {
    vouches: () => listener.isListening,
    close: () => listener.close(),
  };
}
