import { describe, expect, it } from "vitest";
import { productionEnv } from "../../../tests/production-env";
import { demoConfig } from "../../demo";
import { isPostgresUrl, isSchemaName } from "./dialect";
import { postgresTypes } from "./database";

// Decision 019: PAYGPA_DATABASE_URL=postgres://… selects PostgreSQL, anything else keeps SQLite.
describe("the database a start chooses", () => {
  const demo = { PAYGPA_MODE: "demo", PAYGPA_BFF_DB: "data/x.sqlite" };

  it("takes PostgreSQL at a postgres:// or postgresql:// PAYGPA_DATABASE_URL", () => {
    for (const url of ["postgres://gpa@db:5432/paygpa", "postgresql://gpa@db/paygpa"]) {
      expect(demoConfig({ ...demo, PAYGPA_DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it("keeps SQLite at PAYGPA_BFF_DB with no URL, an empty one or another kind of URL", () => {
    for (const url of [undefined, "", "mysql://db/paygpa", "data/bff.sqlite"]) {
      const config = demoConfig({ ...demo, PAYGPA_DATABASE_URL: url });
      expect(config.databaseUrl).toBeNull();
      expect(config.databasePath).toBe("data/x.sqlite");
    }
  });

  it("starts production on PostgreSQL without PAYGPA_BFF_DB, and refuses neither being set", () => {
    const {
      PAYGPA_BFF_DB: _,
      PAYGPA_DATABASE_URL: __,
      PAYGPA_DATABASE_SCHEMA: ___,
      ...env
    } = productionEnv();
    const config = demoConfig({ ...env, PAYGPA_DATABASE_URL: "postgres://gpa@db/paygpa" });
    expect(config.databaseUrl).toBe("postgres://gpa@db/paygpa");
    expect(() => demoConfig(env)).toThrow("PAYGPA_BFF_DB or PAYGPA_DATABASE_URL is required in production");
  });

  it("refuses a PAYGPA_DATABASE_SCHEMA that is not a plain lower-case name (it goes into SQL)", () => {
    expect(demoConfig({ ...demo, PAYGPA_DATABASE_SCHEMA: "paygpa_2" }).databaseSchema).toBe("paygpa_2");
    for (const schema of ["public; drop table x", "Pay", "a-b", "1abc"]) {
      expect(isSchemaName(schema)).toBe(false);
      expect(() => demoConfig({ ...demo, PAYGPA_DATABASE_SCHEMA: schema })).toThrow("PAYGPA_DATABASE_SCHEMA");
    }
  });

  it("tells a PostgreSQL URL from a SQLite path", () => {
    expect(isPostgresUrl("POSTGRES://db/x")).toBe(true);
    expect(isPostgresUrl(":memory:")).toBe(false);
    expect(isPostgresUrl("postgres.sqlite")).toBe(false);
  });
});

describe("PostgreSQL's answers read as SQLite's", () => {
  it("turns count() (int8) and sum() (numeric) into numbers of cents, other types as node-postgres does", () => {
    expect(postgresTypes.getTypeParser(20, "text")("123456789012")).toBe(123_456_789_012);
    expect(postgresTypes.getTypeParser(1700, "text")("4200")).toBe(4200);
    // int4 and text keep node-postgres's own parsers.
    expect(postgresTypes.getTypeParser(23, "text")("7")).toBe(7);
    expect(postgresTypes.getTypeParser(25, "text")("2026-11-21T00:00:00.000Z")).toBe(
      "2026-11-21T00:00:00.000Z",
    );
  });
});
