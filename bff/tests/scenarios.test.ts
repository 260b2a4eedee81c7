/**
 * The named scenarios through the BFF's control API (docs/qa-guide.md): each one applied as a QA script
 * would, checked by what a person sees. Billing's own scenarios are also checked one by one in
 * ccb-simulator/tests/world-and-scenarios.test.ts.
 */
import { SCENARIOS } from "@paygpa/fixtures";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages } from "@paygpa/contract";
import { reconcilePendingCheckouts } from "../src/features/payments";
import { type PaymentStack, payOnHostedPage, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.sim(stack.bff, "POST", "/__control/system/reset");
  await stack.close();
});

const current = persona("postpaid-current");
const accountId = current.accounts[0]!.accountId;
const db = () => stack.bffApp.services.db;
const apply = (name: string) => stack.sim(stack.bff, "POST", `/__control/scenarios/${name}`);

/** maria.cruz pays `amount` on the hosted page with the approving test Visa; answers the checkout. */
async function payAsMaria(amount = 25) {
  const token = await stack.login(current.username, current.password);
  const { body: form } = await stack.call("/api/v1/get-fphash", {
    token,
    body: { accounts: [{ accountId, amount }] },
  });
  await payOnHostedPage(stack, form.fields);
  return db()
    .selectFrom("checkouts")
    .selectAll()
    .where("invoice_num", "=", form.fp_sequence)
    .executeTakeFirstOrThrow();
}

async function lastRelay() {
  return (await stack.sim(stack.gateway, "GET", "/__control/outbox")).body.relays.at(-1);
}

describe("the scenarios' list and dispatch", () => {
  it("numbers the scenarios in force from 1 again after a system reset", async () => {
    await apply("web-user-locked");
    expect((await apply("new-bill-arrives")).body.id).toBe(2);
    await stack.sim(stack.bff, "POST", "/__control/system/reset");
    expect((await stack.sim(stack.bff, "GET", "/__control/scenarios/in-force")).body.inForce).toEqual([]);
    expect((await apply("new-bill-arrives")).body.id).toBe(1);
  });

  it("lists every scenario with what it shows and how to check it", async () => {
    const { status, body } = await stack.sim(stack.bff, "GET", "/__control/scenarios");
    expect(status).toBe(200);
    expect(body.scenarios).toHaveLength(SCENARIOS.length);
    for (const scenario of body.scenarios) {
      expect(scenario).toEqual({
        name: expect.any(String),
        description: expect.any(String),
        shows: expect.any(String),
        check: expect.any(String),
        scope: expect.stringMatching(/^(persona|system)$/),
      });
    }
  });

  it("refuses an unknown scenario with 404 UNKNOWN_SCENARIO", async () => {
    const answer = await apply("meteor-strike");
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe("UNKNOWN_SCENARIO");
  });

  it("billing-down: logging in ends in the catalogue's 'Server Error. Try again later!'", async () => {
    expect((await apply("billing-down")).body.services).toEqual({ "ccb-simulator": "applied" });
    const login = await stack.call("/api/v1/user-login", {
      body: { userName: current.username, password: current.password },
    });
    expect(login.status).toBeGreaterThanOrEqual(500);
    expect(login.body.error.message).toBe(messages.serverErrorTryAgain);
  });
});

describe("the gateway's scenarios", () => {
  for (const [name, code, message] of [
    ["gateway-declines-everything", "530", "Do Not Honor"],
    ["card-expired", "522", "Card is expired"],
    ["insufficient-funds", "521", "Insufficient funds"],
  ] as const) {
    it(`${name}: the approving test Visa at $25.00 is declined (${code} ${message})`, async () => {
      expect((await apply(name)).body.services).toEqual({ "gateway-simulator": "applied" });
      expect(await payAsMaria(25)).toMatchObject({
        status: "declined",
        issuer_code: code,
        issuer_message: message,
      });
      // Until the reset: the next payment too.
      expect((await payAsMaria(40)).status).toBe("declined");
    });
  }

  it("gateway-relay-lost: the relay never comes, reconciliation settles the payment", async () => {
    await apply("gateway-relay-lost");
    const checkout = await payAsMaria();
    expect((await lastRelay()).status).toBe("dropped");
    expect(checkout.status).toBe("pending");
    stack.clock.advance(6 * 60_000);
    expect(await reconcilePendingCheckouts(stack.bffApp.services)).toMatchObject({ settled: 1 });
  });

  it("gateway-relay-late: the relay is held for 3 minutes, the payment waits; 3 minutes on, it arrives", async () => {
    await apply("gateway-relay-late");
    const checkout = await payAsMaria();
    const relay = await lastRelay();
    expect(relay.status).toBe("late");
    expect(Date.parse(relay.dueAt) - Date.parse(relay.at)).toBe(180_000);
    expect(checkout.status).toBe("pending");
    await stack.sim(stack.bff, "PUT", "/__control/system/clock", { advance: "3m" });
    await expect
      .poll(async () => (await lastRelay()).status, { timeout: 5_000, interval: 200 })
      .toBe("delivered");
    const settled = await db()
      .selectFrom("checkouts")
      .select(["status", "settled_by"])
      .where("invoice_num", "=", checkout.invoice_num)
      .executeTakeFirstOrThrow();
    expect(settled).toEqual({ status: "approved", settled_by: "relay" });
  });
});

describe("the BFF's own scenarios", () => {
  it("maintenance-login: log-in is refused with the maintenance message", async () => {
    expect((await apply("maintenance-login")).body.services).toEqual({ bff: "applied" });
    const login = await stack.call("/api/v1/user-login", {
      body: { userName: current.username, password: current.password },
    });
    expect(login.body.error.message).toBe(messages.maintenance);
  });

  it("due-date-changed: the account's bills are due on the 15th from the next bill, and it cannot change again yet", async () => {
    expect((await apply("due-date-changed")).body.services).toEqual({ bff: "applied" });
    const token = await stack.login(current.username, current.password);
    const { body } = await stack.call(`/api/v1/due-date?accountId=${accountId}`, { token });
    expect(body.currentSentence).toMatch(/^Your bills are due on the 15th of the month\./);
    expect(body.refusal.code).toBe("TOO_SOON");
    expect(body.lastChange).toMatchObject({ dueDay: 15, requestedBy: "staff" });
    expect(body.lastChange.firstDueDate).toMatch(/-15$/);
  });

  it("budget-before-true-up: 11 budget bills and 3 reviews in billing; one advance to the next bill day shows the true-up", async () => {
    expect((await apply("budget-before-true-up")).body.services).toEqual({ bff: "applied" });
    const budgetOf = async () => {
      const token = await stack.login(current.username, current.password);
      return (await stack.call(`/api/v1/budget-billing?accountId=${accountId}`, { token })).body;
    };
    const before = await budgetOf();
    expect(before.enrolment).toMatchObject({ status: "active", enrolledBy: "staff" });
    expect(before.bills.map((bill: { billOfYear: number }) => bill.billOfYear)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    const kinds = () => before.enrolment.events.map((event: { kind: string }) => event.kind);
    expect(kinds().filter((kind: string) => kind.startsWith("review-"))).toHaveLength(3);
    expect(kinds().filter((kind: string) => kind.startsWith("true-up-"))).toEqual([]);
    const { body: cycle } = await stack.sim(
      stack.ccb,
      "GET",
      `/__control/cycle/events?account=${accountId}&limit=50`,
    );
    const trueUp = cycle.events.find((event: { kind: string }) => event.kind === "budget-true-up");
    expect(trueUp).toBeTruthy();
    const today = (await stack.sim(stack.bff, "GET", "/__control/system/clock")).body.services.bff
      .today as string;
    const days = Math.round((Date.parse(trueUp.date) - Date.parse(today)) / 86_400_000);
    expect(
      (await stack.sim(stack.bff, "PUT", "/__control/system/clock", { advance: `${days}d` })).status,
    ).toBe(200);
    const after = await budgetOf();
    expect(after.bills.at(-1)).toMatchObject({ billDate: trueUp.date, billOfYear: 12 });
    expect(after.enrolment.events.at(-1).kind).toMatch(/^true-up-(credit|debit)$/);
  });

  it("maintenance-pay: quick pay is refused with the maintenance message", async () => {
    await apply("maintenance-pay");
    const quickPay = await stack.call("/api/v1/validate-account", { body: { accountId, postal: "96913" } });
    expect(quickPay.body.error.message).toBe(messages.maintenance);
  });

  it("million-historical-payments: approved payments load in the background; a system reset stops and empties them", async () => {
    const answer = await apply("million-historical-payments");
    expect(answer.body.services).toEqual({ bff: "loading" });
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom("checkouts")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (let wait = 0; wait < 100 && (await count()) === 0; wait++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await count()).toBeGreaterThan(0);
    // What the guide's check reads: the BFF's health counts the checkouts as they load.
    expect((await stack.sim(stack.bff, "GET", "/__control/health")).body.checkouts).toBeGreaterThan(0);
    // The BFF still answers while it loads.
    expect((await stack.login(current.username, current.password)).length).toBeGreaterThan(10);
    expect((await stack.sim(stack.bff, "POST", "/__control/system/reset")).status).toBe(200);
    expect(await count()).toBe(0);
  });

  it("composes: maintenance for login and for pay together", async () => {
    await apply("maintenance-login");
    await apply("maintenance-pay");
    const flags = await db().selectFrom("maintenance_flags").select(["id", "flag"]).orderBy("id").execute();
    expect(flags).toEqual([
      { id: 1, flag: 1 },
      { id: 2, flag: 1 },
    ]);
  });
});
