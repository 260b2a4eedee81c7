import { type Kysely, sql } from "kysely";
import { databaseKind } from "../dialect";

// Frozen in time: never edit a migration that has shipped; add a new one.
// The session cache's revocations (decision 034): any deleted session row, by whatever statement
// (a logout, "end all sessions", a sweep, a reset), tells every instance. On PostgreSQL a trigger
// notifies the channel `paygpa_sessions` with "<schema>:<token hash>" ("<schema>:*" when the table
// is truncated); on SQLite a trigger moves a one-row counter each instance reads before trusting
// its cache. The counter restarts from a random value if its row is ever deleted (a reset empties
// every table), so it never comes back to a value an instance saw before (below 2^53: JavaScript reads it exactly).
export async function up(db: Kysely<unknown>): Promise<void> {
  if (databaseKind(db) === "postgres") {
    await sql`
      CREATE OR REPLACE FUNCTION paygpa_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('paygpa_sessions', TG_TABLE_SCHEMA || ':*');
        ELSE
          PERFORM pg_notify('paygpa_sessions', TG_TABLE_SCHEMA || ':' || OLD.token_hash);
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER sessions_revoked AFTER DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION paygpa_session_revoked()`.execute(db);
    await sql`CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
      FOR EACH STATEMENT EXECUTE FUNCTION paygpa_session_revoked()`.execute(db);
    return;
  }
  await db.schema
    .createTable("session_revocations")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("generation", "integer", (column) => column.notNull())
    .execute();
  await sql`INSERT INTO session_revocations (id, generation) VALUES (1, abs(random() % 1000000000000))`.execute(
    db,
  );
  await sql`CREATE TRIGGER sessions_revoked AFTER DELETE ON sessions BEGIN
      INSERT INTO session_revocations (id, generation) VALUES (1, abs(random() % 1000000000000))
        ON CONFLICT (id) DO UPDATE SET generation = generation + 1;
    END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (databaseKind(db) === "postgres") {
    await sql`DROP TRIGGER IF EXISTS sessions_truncated ON sessions`.execute(db);
    await sql`DROP TRIGGER IF EXISTS sessions_revoked ON sessions`.execute(db);
    await sql`DROP FUNCTION IF EXISTS paygpa_session_revoked()`.execute(db);
    return;
  }
  await sql`DROP TRIGGER IF EXISTS sessions_revoked`.execute(db);
  await db.schema.dropTable("session_revocations").execute();
}
