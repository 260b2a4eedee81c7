import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { migrateToLatest, openDatabase } from "../db/database";
import type { RateLimitTables } from "../jobs/jobs.table";

type Db = Kysely<RateLimitTables>;
import { createRateLimiter } from "./rate-limit";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 9, 0, seconds));

describe("createRateLimiter (counts in the database, decision 020)", () => {
  let db: Db;
  beforeEach(async () => {
    db = openDatabase<RateLimitTables>(":memory:");
    await migrateToLatest(db);
  });
  afterEach(() => db.destroy());

  it("lets an address through up to the limit in a minute, then refuses it until the minute ends", async () => {
    const limiter = createRateLimiter({ db, limit: 3 });
    const allowed = [];
    for (const s of [0, 1, 2]) allowed.push((await limiter.hit("sign-up", "203.0.113.7", at(s))).allowed);
    expect(allowed).toEqual([true, true, true]);
    const refused = await limiter.hit("sign-up", "203.0.113.7", at(20));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await limiter.hit("sign-up", "203.0.113.7", at(60))).allowed).toBe(true);
  });

  it("counts each address and each route family on its own", async () => {
    const limiter = createRateLimiter({ db, limit: 1 });
    expect((await limiter.hit("sign-up", "203.0.113.7", at(0))).allowed).toBe(true);
    expect((await limiter.hit("sign-up", "203.0.113.7", at(1))).allowed).toBe(false);
    expect((await limiter.hit("sign-up", "198.51.100.2", at(1))).allowed).toBe(true);
    expect((await limiter.hit("login", "203.0.113.7", at(1))).allowed).toBe(true);
  });

  it("forgets every count on clear (the control API's reset)", async () => {
    const limiter = createRateLimiter({ db, limit: 1 });
    await limiter.hit("forgot", "203.0.113.7", at(0));
    await limiter.clear();
    expect((await limiter.hit("forgot", "203.0.113.7", at(1))).allowed).toBe(true);
  });

  it("counts one address across two limiters on one database (two BFF instances)", async () => {
    const first = createRateLimiter({ db, limit: 2 });
    const second = createRateLimiter({ db, limit: 2 });
    expect((await first.hit("login", "203.0.113.7", at(0))).allowed).toBe(true);
    expect((await second.hit("login", "203.0.113.7", at(1))).allowed).toBe(true);
    expect(await first.hit("login", "203.0.113.7", at(2))).toEqual({ allowed: false, retryAfterSeconds: 58 });
  });

  it("sweeps only the windows that have ended", async () => {
    const limiter = createRateLimiter({ db, limit: 1 });
    await limiter.hit("login", "203.0.113.7", at(0));
    await limiter.hit("login", "198.51.100.2", at(30));
    await limiter.sweep(at(70));
    const keys = await db.selectFrom("rate_limit_windows").select("key").execute();
    expect(keys.map((row) => row.key)).toEqual(["login 198.51.100.2"]);
  });
});
