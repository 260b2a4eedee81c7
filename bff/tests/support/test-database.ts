/**
 * The database of a test app. By default SQLite in memory, as always; under
 * `npm run test:postgres` (PAYGPA_TEST_DATABASE_URL set by scripts/with-postgres.sh) the one
 * throwaway PostgreSQL cluster, with a fresh schema per app so that no test sees another's rows
 * (decision 019).
 */
import { randomUUID } from "node:crypto";
import type { Database, Db } from "../../src/database";
import { openDatabase } from "../../src/platform/db/database";

/** PostgreSQL's URL when the tests run on PostgreSQL, null on SQLite. */
export function testPostgresUrl(): string | null {
  return process.env.PAYGPA_TEST_DATABASE_URL?.trim() || null;
}

/** A schema name no other test app has. */
export function freshTestSchema(): string {
  return `test_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
}

/** The environment variables that put a test app on PostgreSQL (none on SQLite). */
export function testDatabaseEnv(): Record<string, string> {
  const url = testPostgresUrl();
  return url ? { PAYGPA_DATABASE_URL: url, PAYGPA_DATABASE_SCHEMA: freshTestSchema() } : {};
}

/** An empty database for one test: in-memory SQLite, or a fresh schema on the test PostgreSQL. */
export function openTestDatabase(): Db {
  const url = testPostgresUrl();
  return url
    ? openDatabase<Database>(url, { schema: freshTestSchema() })
    : openDatabase<Database>(":memory:");
}
