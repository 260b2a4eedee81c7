/**
 * The login lockout reads the same for a name that exists and for one nobody has (spec 000 §8: one
 * admin login failure message; spec 001 §8): black-box through the HTTP API, then the outbox read for
 * the mail that tells the real admin or customer (the customer's once the lock-notice job has run).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sendCustomerLockNotices } from "../src/features/auth";
import { startStack, type TestStack } from "./harness";
import { admins, persona } from "./personas";

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack();
});
afterEach(async () => {
  await stack.close();
});

const adminLogIn = (username: string, password: string) =>
  stack.call("/api/v1/login", { body: { username, password } });

/** The answers of `count` wrong passwords, then of the right one (or any, for an unknown name). */
async function adminRun(username: string, rightPassword: string, count: number) {
  const answers: { message: string; ms: number }[] = [];
  for (let attempt = 1; attempt <= count + 1; attempt++) {
    const password = attempt <= count ? `Wrong#Pass${attempt}` : rightPassword;
    const started = performance.now();
    const { body } = await adminLogIn(username, password);
    answers.push({ message: body.message, ms: performance.now() - started });
  }
  return answers;
}

const lockMails = () =>
  stack.bffApp.services.db.selectFrom("mail_outbox").selectAll().where("kind", "=", "admin-locked").execute();

describe("admin login lockout: an admin's name and an unknown one answer alike", { timeout: 120_000 }, () => {
  it("gives the same sequence of messages, does the hash work for both, and mails only the real admin", async () => {
    const real = admins.find((item) => item.level === 3)!;
    const known = await adminRun(real.username, real.password, 6);
    const unknown = await adminRun("no.such.admin", real.password, 6);
    expect(unknown.map((a) => a.message)).toEqual(known.map((a) => a.message));
    expect(known.map((a) => a.message)).toEqual([
      ...Array(4).fill("Log in failed. Invalid Username or Password."),
      ...Array(3).fill(
        "Log in failed. This admin account is locked for 15 minutes after 5 failed attempts. Please try again later.",
      ),
    ]);
    // Timing class: an unknown name is verified against a dummy scrypt hash, so no answer before the
    // lock comes back in a fraction of a real check (scrypt at N=2^17 takes tens of milliseconds).
    const slowestUnknown = Math.min(...unknown.slice(0, 4).map((a) => a.ms));
    const fastestKnown = Math.min(...known.slice(0, 4).map((a) => a.ms));
    expect(slowestUnknown).toBeGreaterThan(fastestKnown / 4);

    const mails = await lockMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`Dear ${real.username},`);
    expect(mails[0]!.to_address).toMatch(/@/);

    // Both locks end after 15 minutes; the real admin then logs in, the unknown name is refused again.
    stack.clock.advance(15 * 60_000 + 1000);
    expect((await adminLogIn(real.username, real.password)).body.status).toBe("Success");
    expect((await adminLogIn("no.such.admin", real.password)).body.message).toBe(
      "Log in failed. Invalid Username or Password.",
    );
  });

  it("counts names without creating admins, and forgets the counts once they expire", async () => {
    const db = stack.bffApp.services.db;
    const adminsBefore = await db.selectFrom("admins").select("id").execute();
    for (let i = 0; i < 3; i++) await adminLogIn(`ghost-${i}`, "Wrong#Pass1");
    expect(await db.selectFrom("admins").select("id").execute()).toHaveLength(adminsBefore.length);
    const rows = await db.selectFrom("login_failures").selectAll().execute();
    expect(rows).toHaveLength(3);
    // Only a hash of the name is kept.
    for (const row of rows) expect(row.key).toMatch(/^admin [0-9a-f]{64}$/);
    stack.clock.advance(24 * 60 * 60_000 + 1000);
    await adminLogIn("someone.else", "Wrong#Pass1");
    expect(await db.selectFrom("login_failures").select("key").execute()).toHaveLength(1);
  });
});

describe("customer login lockout: a web user and an unknown name answer alike", { timeout: 60_000 }, () => {
  async function customerRun(username: string, rightPassword: string, count: number) {
    const messages: string[] = [];
    for (let attempt = 1; attempt <= count + 1; attempt++) {
      const password = attempt <= count ? `Wrong#pass${attempt}` : rightPassword;
      messages.push((await stack.login(username, password)).body.status.loginMessage);
    }
    return messages;
  }

  it("locks both at the fifth wrong password with the same message, also for the right password", async () => {
    const real = persona("postpaid-current");
    const known = await customerRun(real.username, real.password, 6);
    const unknown = await customerRun("nobody.at.all", real.password, 6);
    expect(unknown).toEqual(known);
    const locked =
      "Your account has been locked after 5 unsuccessful login attempts. Please use Forgot Password or contact GPA Customer Service.";
    expect(known).toEqual([...Array(4).fill("Invalid Username or Password."), locked, locked, locked]);
    // A day later the unknown name is still locked while it keeps being tried, like the web user.
    stack.clock.advance(23 * 60 * 60_000);
    expect((await stack.login("nobody.at.all", "Wrong#pass9")).body.status.loginMessage).toBe(locked);
    stack.clock.advance(23 * 60 * 60_000);
    expect((await stack.login("nobody.at.all", "Wrong#pass9")).body.status.loginMessage).toBe(locked);
  });

  const customerLockMails = () =>
    stack.services.db.selectFrom("mail_outbox").selectAll().where("kind", "=", "customer-locked").execute();

  /** The answers of a run like `customerRun`'s, with the lock notices sent after each attempt, and the mails then. */
  async function customerRunWithNotices(username: string, rightPassword: string, count: number) {
    const answers: { message: string; noticesWaiting: number; mails: number }[] = [];
    for (let attempt = 1; attempt <= count + 1; attempt++) {
      const password = attempt <= count ? `Wrong#pass${attempt}` : rightPassword;
      const message = (await stack.login(username, password)).body.status.loginMessage;
      const waiting = await stack.services.db.selectFrom("customer_lock_notices").select("id").execute();
      await sendCustomerLockNotices(stack.services);
      answers.push({ message, noticesWaiting: waiting.length, mails: (await customerLockMails()).length });
    }
    return answers;
  }

  it("e-mails the web user's person once, on the locking attempt, and nobody for an unknown name", async () => {
    const real = persona("postpaid-current");
    const known = await customerRunWithNotices(real.username, real.password, 7);
    // Both names leave a lock notice on their fifth wrong password and on no other attempt: the same work.
    expect(known.map((a) => a.noticesWaiting)).toEqual([0, 0, 0, 0, 1, 0, 0, 0]);
    expect(known.map((a) => a.mails)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    const mails = await customerLockMails();
    expect(mails[0]!.to_address).toBe(real.email);
    expect(mails[0]!.text_body).toContain(`for your PayGPA username ${real.username} at`);
    expect(mails[0]!.text_body).toContain("Forgot Password");

    const unknown = await customerRunWithNotices("nobody.at.all", real.password, 7);
    expect(unknown.map((a) => a.message)).toEqual(known.map((a) => a.message));
    expect(unknown.map((a) => a.noticesWaiting)).toEqual([0, 0, 0, 0, 1, 0, 0, 0]);
    expect(unknown.map((a) => a.mails)).toEqual(Array(8).fill(1));
    expect(await stack.services.db.selectFrom("customer_lock_notices").select("id").execute()).toEqual([]);
  });

  it("tells of billing's lock once when billing locked the web user before the BFF's count did", async () => {
    const real = persona("postpaid-current");
    // Four wrong passwords, then a day and a half without any: the BFF forgets its count, billing does not.
    for (let attempt = 1; attempt <= 4; attempt++) await stack.login(real.username, `Wrong#pass${attempt}`);
    stack.clock.advance(36 * 60 * 60_000);
    const answers = await customerRunWithNotices(real.username, real.password, 2);
    expect(answers.map((a) => a.mails)).toEqual([1, 1, 1]);
    expect((await customerLockMails())[0]!.to_address).toBe(real.email);
  });

  it("keeps a notice while billing cannot be asked, and sends it once billing answers", async () => {
    const real = persona("postpaid-current");
    for (let attempt = 1; attempt <= 5; attempt++) await stack.login(real.username, `Wrong#pass${attempt}`);
    const billing = stack.services.billing;
    const lookup = billing.webUserPerson;
    billing.webUserPerson = () => Promise.reject(new Error("billing is down"));
    try {
      expect(await sendCustomerLockNotices(stack.services)).toBe(0);
    } finally {
      billing.webUserPerson = lookup;
    }
    const waiting = await stack.services.db.selectFrom("customer_lock_notices").selectAll().execute();
    expect(waiting.map((row) => row.attempts)).toEqual([1]);
    expect(await sendCustomerLockNotices(stack.services)).toBe(1);
    expect(await customerLockMails()).toHaveLength(1);
  });

  it("a right password before the fifth forgets the count", async () => {
    const real = persona("postpaid-current");
    for (let i = 0; i < 4; i++) await stack.login(real.username, "Wrong#pass1");
    expect((await stack.login(real.username, real.password)).body.loginSuccessful).toBe(true);
    expect(await stack.bffApp.services.db.selectFrom("login_failures").select("key").execute()).toEqual([]);
  });
});
