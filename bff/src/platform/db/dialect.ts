import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

/** Which database a connection speaks: SQLite (embedded default) or PostgreSQL (production). */
export type DatabaseKind = "sqlite" | "postgres";

/** `postgres://` and `postgresql://` URLs select PostgreSQL; anything else is a SQLite file path. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** A schema name safe to put in SQL unquoted by the caller: lower-case letters, digits, underscore. */
export function isSchemaName(name: string): boolean {
  return /^[a-z_][a-z0-9_]{0,62}$/.test(name);
}

/** Where SQL must differ between the two (row claims, resets), ask the connection, not the config. */
export function databaseKind<T>(db: Kysely<T>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * An integer primary key the database numbers itself: `autoincrement` on SQLite, exactly as the
 * shipped migrations rendered it, and an identity column on PostgreSQL, which has no
 * `autoincrement` (decision 019). Read the new row's id with `returning`, never `insertId`.
 */
export function identityPrimaryKey(
  db: Kysely<unknown>,
): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  if (databaseKind(db) === "postgres") {
    return (column) => column.primaryKey().generatedByDefaultAsIdentity();
  }
  return (column) => column.primaryKey().autoIncrement();
}
