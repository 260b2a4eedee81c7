/**
 * One system reset and one system clock (docs/qa-guide.md): the BFF's control API drives billing, the
 * gateway and its own data together. Each simulator runs on its own clock here, so only the system
 * calls can make them agree.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runPostingOutbox } from "../src/features/payments";
import { type PaymentStack, payOnHostedPage, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack({ separateClocks: true });
});
afterEach(async () => {
  await stack.close();
});

const current = persona("postpaid-current");
const accountId = current.accounts[0]!.accountId;
const control = (method: string, path: string, body?: unknown) =>
  stack.sim(stack.bff, method, `/__control${path}`, body);

async function payTwentyFive(): Promise<string> {
  const token = await stack.login(current.username, current.password);
  const { body: form } = await stack.call("/api/v1/get-fphash", {
    token,
    body: { accounts: [{ accountId, amount: 25 }] },
  });
  expect((await payOnHostedPage(stack, form.fields)).status).toBe(200);
  await runPostingOutbox(stack.bffApp.services);
  return form.fp_sequence as string;
}

async function balanceAtBilling(): Promise<number> {
  const { body } = await stack.sim(stack.ccb, "POST", "/rest/apis/cm/accounts/financialSummary", {
    AccountID: accountId,
  });
  return body.details.CurrentBalance;
}

describe("one system reset", () => {
  it("returns every service to the fixtures: payments, invoice sequence, mail, sessions, gateway", async () => {
    const fixtureBalance = await balanceAtBilling();
    const firstInvoice = await payTwentyFive();
    expect(await balanceAtBilling()).toBeCloseTo(fixtureBalance - 25, 2);
    expect((await control("GET", "/mail")).body.messages.length).toBeGreaterThan(0);
    const token = await stack.login(current.username, current.password);

    const reset = await control("POST", "/system/reset");
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      status: "reset",
      today: stack.clock.today(),
      services: {
        bff: { status: "reset" },
        "ccb-simulator": { status: "reset", today: stack.clock.today() },
        "gateway-simulator": { status: "reset", transactions: 0 },
      },
    });
    expect(await balanceAtBilling()).toBeCloseTo(fixtureBalance, 2);
    expect((await stack.sim(stack.ccb, "GET", "/__control/payments")).body.payments).toEqual([]);
    expect((await stack.sim(stack.gateway, "GET", "/__control/transactions")).body.transactions).toEqual([]);
    expect((await control("GET", "/mail")).body.messages).toEqual([]);
    expect((await stack.call("/api/v1/session", { token })).status).toBe(401);
    const db = stack.bffApp.services.db;
    expect(await db.selectFrom("checkouts").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("posting_outbox").selectAll().execute()).toEqual([]);
    // The invoice sequence starts again: the next payment gets the first one's number.
    expect(await payTwentyFive()).toBe(firstInvoice);
    // The fixtures' admins are back (the reset reseeds what it emptied).
    expect((await db.selectFrom("admins").select("username").execute()).length).toBeGreaterThan(0);
  });
});

describe("one system clock", () => {
  it("sets all three clocks to the same second, in Guam's wall-clock time", async () => {
    const answer = await control("PUT", "/system/clock", { set: "2026-12-01T09:00" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ now: "2026-11-30T23:00:00.000Z", today: "2026-12-01" });
    for (const service of ["ccb-simulator", "gateway-simulator"]) {
      expect(answer.body.services[service]).toMatchObject({
        now: "2026-11-30T23:00:00.000Z",
        today: "2026-12-01",
      });
    }
    expect((await control("GET", "/clock")).body).toEqual({
      now: "2026-11-30T23:00:00.000Z",
      today: "2026-12-01",
    });
  });

  it("advancing 16 minutes ends a customer session on the server, and moves the simulators too", async () => {
    const token = await stack.login(current.username, current.password);
    const before = stack.clock.now().getTime();
    const answer = await control("PUT", "/system/clock", { advance: "16m" });
    expect(Date.parse(answer.body.now) - before).toBe(16 * 60_000);
    expect(Date.parse(answer.body.services["gateway-simulator"].now)).toBe(Date.parse(answer.body.now));
    expect(Date.parse(answer.body.services["ccb-simulator"].now)).toBe(Date.parse(answer.body.now));
    const expired = await stack.call("/api/v1/session", { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe("SESSION_EXPIRED");
  });

  it("advancing 3 days lets time pass in billing: the bill due in 10 days is now due in 7", async () => {
    const summary = async () =>
      (
        await stack.sim(stack.ccb, "POST", "/rest/apis/cm/accounts/financialSummary", {
          AccountID: accountId,
        })
      ).body;
    const dueDate = (await summary()).paymentDetails.dueDate;
    await control("PUT", "/system/clock", { advance: "3d" });
    expect((await summary()).paymentDetails.dueDate).toBe(dueDate);
    expect((await control("GET", "/system/clock")).body.today).not.toBe(dueDate);
  });

  it("refuses, in words, a clock before the day billing's world was built for, and the clock stays", async () => {
    const before = (await control("GET", "/clock")).body.now;
    const answer = await control("PUT", "/system/clock", { set: "2020-01-01T09:00" });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("CLOCK_BEFORE_WORLD");
    expect(answer.body.error.message).toMatch(
      /cannot go before \d{4}-\d\d-\d\d, the day billing's world was built for/,
    );
    expect((await control("GET", "/clock")).body.now).toBe(before);
  });

  it("goes back to real time without a reset: the data stays", async () => {
    const token = await stack.login(current.username, current.password);
    const answer = await control("PUT", "/system/clock", { real: true });
    expect(answer.status).toBe(200);
    expect((await stack.call("/api/v1/session", { token })).status).toBe(200);
  });

  it("refuses an advance without a unit and a time that is not one, and the clock stays", async () => {
    const before = (await control("GET", "/clock")).body.now;
    for (const body of [{ advance: "16" }, { set: "tomorrow" }, { set: "2026-12-01", advance: "1m" }, {}]) {
      const answer = await control("PUT", "/system/clock", body);
      expect(answer.status).toBe(400);
    }
    expect((await control("GET", "/clock")).body.now).toBe(before);
  });
});

describe("faults of every service in one place", () => {
  it("lists every service's faults (the BFF's mail delivery too) and clears them all", async () => {
    await stack.sim(stack.ccb, "PUT", "/__control/faults", { route: "*", down: true });
    await stack.sim(stack.gateway, "PUT", "/__control/faults", { route: "/transaction/*", status: 503 });
    expect((await control("PUT", "/faults", { route: "mail", failFirst: 2 })).status).toBe(200);
    expect(
      (
        await control("PUT", "/faults", {
          route: "/rest/apis/customer/financials/paymentEvents/",
          down: true,
        })
      ).status,
    ).toBe(400);
    const listed = await control("GET", "/faults");
    expect(listed.body.services.bff.faults).toEqual([{ route: "mail", failFirst: 2 }]);
    expect(listed.body.services["ccb-simulator"].faults).toEqual([{ route: "*", down: true }]);
    expect(listed.body.services["gateway-simulator"].faults).toEqual([
      { route: "/transaction/*", status: 503 },
    ]);
    const cleared = await control("DELETE", "/faults");
    expect(cleared.body.services["ccb-simulator"].faults).toEqual([]);
    expect(cleared.body.services.bff.faults).toEqual([]);
    expect(cleared.body.services["gateway-simulator"].faults).toEqual([]);
  });
});

describe("the personas the control console lists", () => {
  it("are the fixtures' customers, each with the login and accounts the console's 'log in as' needs", async () => {
    const answer = await control("GET", "/personas");
    expect(answer.status).toBe(200);
    const listed = answer.body.customers.find(
      (customer: { username: string }) => customer.username === current.username,
    );
    expect(listed).toEqual({
      key: "postpaid-current",
      title: current.title,
      username: current.username,
      password: current.password,
      email: current.email,
      accounts: [accountId],
    });
  });
});
