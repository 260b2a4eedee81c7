import { type Kysely, PostgresAdapter } from "kysely";

/** Which database a connection speaks: SQLite (embedded default) or PostgreSQL (production). */
export type DatabaseKind = "sqlite" | "postgres";

/** Where SQL must differ between the two (row claims, resets), ask the connection, not the config. */
export function databaseKind(db: Kysely<unknown>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
