/**
 * Two BFF instances on one SQLite FILE (or the PostgreSQL of PAYGPA_TEST_DATABASE_URL) sharing what
 * used to be one process's (decision 020): the rate limit's counts, the mail
 * outbox, the lease of a whole-run job, and the sessions (a logout or a password change on one
 * instance ends the session on the other at once, though the other had it cached: decision 034). The posting outbox's race is the two-instance campaign's.
 */
import { setTimeout as delay } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_PORTAL_KEY } from "../../src/demo";
import { leaseOf, withJobLease } from "../../src/platform/jobs";
import { testPostgresUrl } from "../support/test-database";
import { startTwoInstances, type TwoInstanceStack } from "./two-instance-stack";

/**
 * The mail outbox's claim and the job lease both last this long: long enough that a claim never
 * runs out while its instance is still sending on a loaded machine (at 1 s, a slow SMTP hand-off
 * let the other instance claim the same mail again), short enough for the crashed-holder test.
 */
const LEASE_SECONDS = 3;
let stack: TwoInstanceStack;
beforeAll(async () => {
  stack = await startTwoInstances({
    config: { rateLimitPerMinute: 4, jobLeaseSeconds: LEASE_SECONDS, smtpUrl: "smtp://counted.test" },
  });
});
afterAll(() => stack.close());

const instance = (index: number) => {
  const app = stack.instances[index];
  if (!app) throw new Error("no such instance");
  return app.services;
};
const a = () => instance(0);
const b = () => instance(1);

/**
 * B resolves the session, then serves it from its cache: a change made to the row behind the
 * cache's back (no revocation: an update, not a delete) is not seen. The row is put back after.
 */
async function expectCachedOnB(token: string): Promise<void> {
  const session = await b().sessions.resolve(token);
  if (session.kind !== "customer") throw new Error("not a customer's session");
  const { tokenHash, accountIds } = session;
  const row = a().db.updateTable("sessions").where("token_hash", "=", tokenHash);
  await row.set({ account_ids: JSON.stringify(["9999999999"]) }).execute();
  expect(await b().sessions.resolve(token)).toMatchObject({ accountIds });
  await row.set({ account_ids: JSON.stringify(accountIds) }).execute();
}

/**
 * Refused as soon as the revocation reaches the instance: at once on SQLite (the counter is read
 * before the cache is used), as soon as the notification arrives on PostgreSQL (a few ms here;
 * without it the cached copy would serve until its activity step, 30 s).
 */
async function expectRefused(on: ReturnType<typeof instance>, token: string): Promise<void> {
  const started = Date.now();
  const refusal = async () => {
    for (;;) {
      const outcome = await on.sessions.resolve(token).then(
        () => null,
        (error: unknown) => error,
      );
      if (outcome !== null || Date.now() - started > 2_000) return outcome;
      await delay(1);
    }
  };
  expect(await refusal()).toMatchObject({ kind: "not-signed-in", code: "UNAUTHENTICATED" });
  expect(Date.now() - started).toBeLessThan(testPostgresUrl() ? 1_000 : 50);
}
/** Whether an instance's session cache hears revocations now. */
const listening = (on: ReturnType<typeof instance>) => on.sessions.hearsRevocations();
const expectRefusedOnB = (token: string) => expectRefused(b(), token);

describe("two BFF instances on one database", () => {
  it("counts a browser's account checks across both instances: the 5th in a minute is refused, whichever instance gets it", async () => {
    const headers = { "x-paygpa-portal-key": DEV_PORTAL_KEY, "x-forwarded-for": "203.0.113.41" };
    const from = stack.served.length;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const checked = await fetch(`${stack.bff}/api/v1/check-account-number`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ accountId: "9999999999" }),
      });
      statuses.push(checked.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
    // The load balancer alternated: each instance alone saw fewer than the limit.
    const servedHere = stack.served.slice(from);
    expect(new Set(servedHere)).toEqual(new Set([0, 1]));
  });

  it("sends each queued mail once when both instances deliver the outbox at the same moment", async () => {
    for (let n = 1; n <= 20; n++) {
      await a().mailer.queue({
        kind: "test",
        to: `customer${n}@example.test`,
        subject: `Mail ${n}`,
        text: `Mail ${n}`,
      });
    }
    const before = stack.sent.length;
    const [first, second] = await Promise.all([a().mailer.deliverQueued(), b().mailer.deliverQueued()]);
    const sent = stack.sent.slice(before);
    expect(first + second).toBe(20);
    expect(new Set(sent.map((mail) => mail.subject)).size).toBe(20);
    expect(sent).toHaveLength(20);
  });

  it("runs a whole-run job on one instance at a time, and takes over a crashed holder's lease once it ends", async () => {
    let runs = 0;
    const job = async () => {
      runs++;
      return "ran";
    };
    // Instance A takes the lease and "crashes" inside its run (the run never ends, the lease stays).
    let crash: () => void = () => undefined;
    const stuck = withJobLease(
      a(),
      "nightly reconciliation",
      () =>
        new Promise<string>((resolve) => {
          crash = () => resolve("never released");
        }),
      "held elsewhere",
    );
    await delay(50);
    expect((await leaseOf(a().db, "nightly reconciliation"))?.holder).toBe(a().config.instanceId);
    expect(await withJobLease(b(), "nightly reconciliation", job, "held elsewhere")).toBe("held elsewhere");
    expect(runs).toBe(0);
    await delay(LEASE_SECONDS * 1000 + 100);
    expect(await withJobLease(b(), "nightly reconciliation", job, "held elsewhere")).toBe("ran");
    expect(runs).toBe(1);
    // B gave the lease back when its run ended: A (recovered) may run the next one at once.
    expect(await withJobLease(a(), "nightly reconciliation", job, "held elsewhere")).toBe("ran");
    crash();
    await stuck;
  });

  it("ends a session on both instances at once when it is logged out, or its password changes, on one, though the other had it cached", async () => {
    const customer = { personId: "1100000011", username: "shared.session", accountIds: ["1000000012"] };
    const open = () => a().sessions.startCustomerSession({ ...customer, loginSnapshot: {} });

    const loggedOut = await open();
    await expectCachedOnB(loggedOut);
    expect((await a().sessions.resolve(loggedOut)).username).toBe(customer.username);
    await a().sessions.end(loggedOut);
    await expectRefusedOnB(loggedOut);

    const [first, second] = [await open(), await open()];
    await expectCachedOnB(first);
    await expectCachedOnB(second);
    expect(await a().sessions.endAllSessionsOf({ kind: "customer", personId: customer.personId })).toBe(2);
    await expectRefusedOnB(first);
    await expectRefusedOnB(second);

    // The other way round: B ends them all, A (which had them cached) refuses them.
    const third = await open();
    expect((await a().sessions.resolve(third)).username).toBe(customer.username);
    expect(await b().sessions.endAllSessionsOf({ kind: "customer", personId: customer.personId })).toBe(1);
    await expectRefused(a(), third);
  });

  it("keeps the idle limit and its sliding refresh across instances: a copy cached on one never expires a session the other kept active", async () => {
    const customer = { personId: "1100000013", username: "idle.across", accountIds: ["1000000014"] };
    const token = await a().sessions.startCustomerSession({ ...customer, loginSnapshot: {} });
    await expectCachedOnB(token);
    stack.clock.advance(40_000);
    // A records the activity (its step has passed); B's copy still holds the login's time.
    expect((await a().sessions.resolve(token)).username).toBe(customer.username);
    stack.clock.advance(14 * 60_000 + 30_000);
    // 15 min 10 s after B's copy, 14 min 30 s after A's write: B reads the row and keeps the session.
    expect((await b().sessions.resolve(token)).username).toBe(customer.username);
    // Then 15 min idle everywhere: refused on both, whichever asks first.
    stack.clock.advance(15 * 60_000 + 1_000);
    await expect(a().sessions.resolve(token)).rejects.toMatchObject({ code: "SESSION_EXPIRED" });
    await expect(b().sessions.resolve(token)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it.skipIf(!testPostgresUrl())(
    "reads every session from the database while its revocation listener is lost, and caches again once it is back (PostgreSQL)",
    async () => {
      const customer = { personId: "1100000012", username: "lost.listener", accountIds: ["1000000013"] };
      const open = () => a().sessions.startCustomerSession({ ...customer, loginSnapshot: {} });
      const token = await open();
      await expectCachedOnB(token);
      const { tokenHash } = await b().sessions.resolve(token);
      // The database ends both instances' listening connections (a failover, a restart).
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE query = 'LISTEN paygpa_sessions' AND pid <> pg_backend_pid()`.execute(a().db);
      await expect.poll(() => listening(b()), { timeout: 2_000, interval: 1 }).toBe(false);
      // Lost: the row is read on every call, so a change behind the cache's back shows at once.
      const row = a().db.updateTable("sessions").where("token_hash", "=", tokenHash);
      await row.set({ account_ids: JSON.stringify(["9999999999"]) }).execute();
      if (!listening(b()))
        expect(await b().sessions.resolve(token)).toMatchObject({ accountIds: ["9999999999"] });
      await row.set({ account_ids: JSON.stringify(customer.accountIds) }).execute();
      // Back within its backoff: cached again, and revocations heard again.
      await expect.poll(() => listening(b()), { timeout: 5_000, interval: 10 }).toBe(true);
      await expectCachedOnB(token);
      await a().sessions.end(token);
      await expectRefusedOnB(token);
    },
  );
});
