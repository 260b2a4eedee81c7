import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery, Kysely, Migrator, SqliteDialect, sql, type Transaction } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import { databaseKind, isPostgresUrl, isSchemaName } from "./dialect";
import { migrations } from "./migrations";
import { OwnSchemaPostgresDialect } from "./own-schema-introspector";
import { withPreparedStatements } from "./statement-cache";

/**
 * The platform knows no feature's table: the database's type is composed at the root
 * (`src/database.ts`, decision 015) and handed in as `DB`. `Kysely<DB>` is invariant in `DB`, so a
 * platform module is generic over any database holding its own tables (`<DB extends AuditTables>`)
 * and queries it through `tablesOf<AuditTables>()`, this narrowing being the only cast.
 */
export function tablesOf<Own>() {
  return <DB extends Own>(db: Executor<DB>): Kysely<Own> => db as unknown as Kysely<Own>;
}

/** A database or a transaction of it (TypeScript infers `DB` from the one named). */
export type Executor<DB> = Kysely<DB> | Transaction<DB>;

export interface OpenOptions {
  /**
   * PostgreSQL only: the schema the BFF's tables live in (created if missing, first on the
   * `search_path` of every connection); null or absent keeps the server's default (`public`).
   * Each test app gets a fresh one, so tests share one cluster without sharing rows.
   */
  readonly schema?: string | null;
  /** PostgreSQL only: connections kept open by this process (default 10, node-postgres's own). */
  readonly poolSize?: number;
}

/** Where a PostgreSQL database opened here lives: its URL and the schema its tables are in. */
export interface PostgresLocation {
  readonly url: string;
  readonly schema: string | null;
}

// What a second connection of a database opened here needs: the raw SQLite connection (a read
// cheaper than Kysely's, the session cache's revocation counter) or PostgreSQL's location (the
// session cache's listening connection). Keyed by the Kysely instance, so nothing leaks once it goes.
const sqliteConnections = new WeakMap<object, SQLite.Database>();
const postgresLocations = new WeakMap<object, PostgresLocation>();

/** The better-sqlite3 connection under a SQLite database opened here; null on PostgreSQL. */
export function sqliteConnectionOf(db: object): SQLite.Database | null {
  return sqliteConnections.get(db) ?? null;
}

/** The URL and schema of a PostgreSQL database opened here; null on SQLite. */
export function postgresLocationOf(db: object): PostgresLocation | null {
  return postgresLocations.get(db) ?? null;
}

/**
 * Opens the BFF's database: PostgreSQL at a `postgres://` URL, otherwise SQLite at a file path
 * (created if needed) or ":memory:". The same Kysely API either way (decision 019).
 */
export function openDatabase<DB>(location: string, options: OpenOptions = {}): Kysely<DB> {
  if (isPostgresUrl(location)) return openPostgres<DB>(location, options);
  if (location !== ":memory:") mkdirSync(dirname(location), { recursive: true });
  const sqlite = new SQLite(location);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }) });
  sqliteConnections.set(db, sqlite);
  return db;
}

/** The database a configuration names: PostgreSQL at PAYGPA_DATABASE_URL, else SQLite at PAYGPA_BFF_DB. */
export function openConfiguredDatabase<DB>(
  config: Pick<Config, "databasePath" | "databaseUrl" | "databaseSchema">,
): Kysely<DB> {
  return openDatabase<DB>(config.databaseUrl ?? config.databasePath, { schema: config.databaseSchema });
}

// PostgreSQL's type ids (pg_type.oid) whose text node-postgres leaves as a string by default.
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * count(*) is int8 and sum() over integers is int8 or numeric; node-postgres hands both back as
 * strings (they may exceed 2^53). The BFF's sums are cents and counts of rows, far below 2^53, and
 * every reader expects a number as SQLite gives: parse them, for this pool only (not globally).
 */
export const postgresTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (text: string) => Number(text);
    // biome-ignore lint/suspicious/noExplicitAny: node-postgres's overloads take the same arguments.
    return (pg.types.getTypeParser as any)(oid, format);
  },
};

function openPostgres<DB>(url: string, options: OpenOptions): Kysely<DB> {
  const schema = options.schema ?? null;
  if (schema !== null && !isSchemaName(schema)) throw new Error(`not a schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types: postgresTypes,
    // Every connection looks in the BFF's schema first; set at connect, so no query can miss it.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection lost while idle (a database restart, a failover) is dropped by the pool and the
  // next query opens a new one; without a listener node-postgres's "error" event ends the process.
  pool.on("error", (error) => {
    process.stderr.write(
      `${JSON.stringify({ level: "warn", msg: "database connection lost", error: error.message })}\n`,
    );
  });
  let created: Promise<unknown> | null = null;
  const dialect = new OwnSchemaPostgresDialect({
    pool,
    // The schema is made once per process, on the first connection, before any query runs.
    onCreateConnection: async (connection) => {
      if (!schema) return;
      created ??= connection.executeQuery(CompiledQuery.raw(`CREATE SCHEMA IF NOT EXISTS ${schema}`));
      await created;
    },
  });
  const db = new Kysely<DB>({ dialect });
  postgresLocations.set(db, { url, schema });
  return db;
}

/**
 * The schema Kysely's own migration tables go in on PostgreSQL: the connection's current one.
 * Kysely looks for them in every schema unless told, so a second schema in one database (one per
 * test app) would find another's and skip creating its own.
 */
async function migrationTableSchema<DB>(db: Kysely<DB>): Promise<string | undefined> {
  if (databaseKind(db) !== "postgres") return undefined;
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema;
}

// Any fixed number: with the schema's name, the key of the session lock a BFF migration on
// PostgreSQL takes.
const MIGRATION_LOCK_KEY = 160_019;

/**
 * Brings the schema up to date; a failed migration stops the start. On PostgreSQL, on one
 * connection holding an advisory lock for the schema: two instances starting together migrate one
 * after the other. Schemas of other apps (one per test app) are not waited for: introspection sees
 * only the connection's own schema (own-schema-introspector.ts), so a table being rewritten in
 * another schema cannot be read mid-change.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  await withMigrator(db, async (migrator) => {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === "Error");
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
    }
  });
}

/**
 * Hands a migrator of the BFF's migrations to `use`, on PostgreSQL under the schema's lock
 * every migration takes (see migrateToLatest): anything that moves a schema up or down (a test
 * that migrates down and back) goes through here, or another app's migrator may read its tables
 * mid-change.
 */
export async function withMigrator<DB, T>(
  db: Kysely<DB>,
  use: (migrator: Migrator) => Promise<T>,
): Promise<T> {
  const migratorOn = async (on: Kysely<DB>) =>
    new Migrator({
      db: on,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: await migrationTableSchema(on),
    });
  if (databaseKind(db) === "sqlite") return use(await migratorOn(db));
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY}, hashtext(current_schema()))`.execute(connection);
    try {
      return await use(await migratorOn(connection));
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY}, hashtext(current_schema()))`.execute(
        connection,
      );
    }
  });
}
