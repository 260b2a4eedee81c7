import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** How many distinct statements stay prepared; SQL built with a varying number of values can be many. */
const STATEMENT_LIMIT = 500;

/**
 * The SQLite connection Kysely is given, with each statement prepared once: Kysely's SQLite driver
 * prepares its SQL again on every query, which was the largest cost of the session lookup every
 * authenticated request makes (bench/README.md, "Profiles"). A statement is reused only while the
 * driver holds the one connection (Kysely runs one query at a time on it, streams included), and
 * SQLite re-prepares a cached statement itself after a migration changes the schema.
 */
export function withPreparedStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_LIMIT) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
