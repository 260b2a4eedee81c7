/**
 * Forced outcomes (docs/qa-guide.md): the next N outcomes of a card, an amount or any transaction, on the
 * hosted page and the direct API; a timeout that never answers; cents triggers at everyday amounts.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { E4TransactionResponse } from "../src/index";
import {
  callTransactionApi,
  control,
  type Gateway,
  jsonOf,
  payOnHostedPage,
  purchase,
  startGateway,
} from "./helpers";

let gateway: Gateway;

beforeEach(async () => {
  gateway = await startGateway({ forcedTimeoutMs: 50 });
});

afterEach(async () => {
  await gateway.close();
});

async function buy(overrides: Record<string, unknown> = {}): Promise<E4TransactionResponse> {
  return jsonOf<E4TransactionResponse>(await callTransactionApi(gateway, purchase(overrides)));
}

describe("forced outcomes for the next N transactions", () => {
  it("declines the next 2 payments of one card with the bank code asked, then approves again", async () => {
    const set = await control(gateway, "POST", "/forced-outcomes", {
      outcome: "decline:521",
      count: 2,
      card: "4111 1111 1111 1111",
    });
    expect(set.status).toBe(201);
    expect(JSON.stringify(set.body)).not.toContain("4111111111111111");
    expect((await buy({ cc_number: "5500000000000004" })).transaction_approved).toBe(1);
    const first = await buy();
    expect(first.bank_resp_code).toBe("521");
    expect((await buy()).bank_resp_code).toBe("521");
    expect((await buy()).transaction_approved).toBe(1);
    expect((await control(gateway, "GET", "/forced-outcomes")).body).toEqual({ forcedOutcomes: [] });
  });

  it("forces an amount on the hosted page: a gateway error for $60.00, others approved", async () => {
    await control(gateway, "POST", "/forced-outcomes", { outcome: "error", amount: "60.00" });
    await payOnHostedPage(gateway, { amount: "60.00" });
    await payOnHostedPage(gateway, { amount: "61.00", sequence: "100235" });
    const [errored, approved] = gateway.store.transactions;
    expect(errored?.exactRespCode).toBe("42");
    expect(errored?.decidedBy).toBe("forced-outcome");
    expect(gateway.relay.received[0]?.fields.x_response_code).toBe("3");
    expect(approved?.approved).toBe(true);
  });

  it("forces an approval over a declining test card", async () => {
    await control(gateway, "POST", "/forced-outcomes", { outcome: "approve" });
    expect((await buy({ cc_number: "4000000000000002" })).transaction_approved).toBe(1);
    expect((await buy({ cc_number: "4000000000000002" })).bank_resp_code).toBe("530");
  });

  it("times out: the direct API never answers and nothing is charged", async () => {
    await control(gateway, "POST", "/forced-outcomes", { outcome: "timeout", timeoutMs: 30 });
    await expect(callTransactionApi(gateway, purchase())).rejects.toThrow();
    expect(gateway.store.transactions).toHaveLength(0);
    expect((await buy()).transaction_approved).toBe(1);
  });

  it("times out on the hosted page too, and the page takes a card again afterwards", async () => {
    await control(gateway, "POST", "/forced-outcomes", { outcome: "timeout" });
    await expect(payOnHostedPage(gateway)).rejects.toThrow();
    expect(gateway.store.transactions).toHaveLength(0);
    expect([...gateway.store.sessions.values()][0]?.status).toBe("open");
  });

  it("refuses an unknown outcome, a count out of range and a bad card", async () => {
    for (const body of [
      { outcome: "maybe" },
      { outcome: "approve", count: 0 },
      { outcome: "decline:100" },
      { outcome: "approve", card: "41x1" },
      { outcome: "approve", amount: "-1" },
    ]) {
      const answer = await control(gateway, "POST", "/forced-outcomes", body);
      expect(answer.status).toBe(400);
    }
  });

  it("is emptied by DELETE and by a reset", async () => {
    await control(gateway, "POST", "/forced-outcomes", { outcome: "error", count: 5 });
    await control(gateway, "DELETE", "/forced-outcomes");
    expect((await buy()).transaction_approved).toBe(1);
    await control(gateway, "POST", "/forced-outcomes", { outcome: "error", count: 5 });
    await control(gateway, "POST", "/reset");
    expect((await buy()).transaction_approved).toBe(1);
  });
});

describe("cents triggers at everyday amounts", () => {
  it.each([
    ["25.51", "521"],
    ["99.30", "530"],
    ["10.22", "522"],
    ["140.31", "531"],
  ])("$%s declines with bank code %s", async (amount, code) => {
    const answer = await buy({ amount });
    expect(answer.transaction_approved).toBe(0);
    expect(answer.bank_resp_code).toBe(code);
  });

  it("$12.42 is a gateway error 42, on the hosted page too", async () => {
    expect((await buy({ amount: "12.42" })).exact_resp_code).toBe("42");
    await payOnHostedPage(gateway, { amount: "12.42" });
    expect(gateway.relay.received[0]?.fields.EXact_Resp_Code).toBe("42");
  });

  it("applies under $1,000.00 only: $1,289.51 and $25.50 are approved", async () => {
    expect((await buy({ amount: "1289.51" })).transaction_approved).toBe(1);
    expect((await buy({ amount: "25.50" })).transaction_approved).toBe(1);
  });

  it("lists the cents triggers with the test cards", async () => {
    const { body } = await control(gateway, "GET", "/test-cards");
    expect(body).toMatchObject({ centsTriggers: { belowAmount: 1000, cents: { ".51": "decline:521" } } });
  });
});

// The scenarios' outcomes (docs/qa-guide.md) are forced outcome rules for any card and
// amount: listed and cleared with the others, after a rule for one card or amount, before the test
// cards and the triggers.
describe("a scenario's outcome is a forced outcome rule for every payment", () => {
  it.each([
    ["gateway-declines-everything", "530"],
    ["card-expired", "522"],
    ["insufficient-funds", "521"],
  ])("%s declines the approving Visa at $25.00 with %s, on the hosted page too", async (name, code) => {
    expect((await control(gateway, "POST", `/scenarios/${name}`)).status).toBe(200);
    const answer = await buy({ amount: "25.00" });
    expect(answer.transaction_approved).toBe(0);
    expect(answer.bank_resp_code).toBe(code);
    await payOnHostedPage(gateway, { amount: "25.00" });
    expect(gateway.relay.received[0]?.fields.x_response_reason_code).toBeDefined();
    expect(gateway.store.transactions.map((transaction) => transaction.decidedBy)).toEqual([
      "forced-outcome",
      "forced-outcome",
    ]);
  });

  it("gateway-declines-everything wins over a cents trigger, a trigger amount and a test card", async () => {
    await control(gateway, "POST", "/scenarios/gateway-declines-everything");
    for (const overrides of [{ amount: "25.51" }, { amount: "5100.00" }, { cc_number: "5500000000000004" }]) {
      expect((await buy(overrides)).bank_resp_code, JSON.stringify(overrides)).toBe("530");
    }
  });

  it("is listed with the forced outcomes, yields to a rule for one card, and goes with their DELETE", async () => {
    await control(gateway, "POST", "/scenarios/gateway-declines-everything");
    await control(gateway, "POST", "/forced-outcomes", { outcome: "approve", card: "5500000000000004" });
    expect((await control(gateway, "GET", "/forced-outcomes")).body).toEqual({
      forcedOutcomes: [
        { outcome: "approve", remaining: 1, card: "############0004", amount: null },
        { outcome: "decline:530", remaining: null, card: null, amount: null, scenario: true },
      ],
    });
    expect((await buy({ cc_number: "5500000000000004" })).transaction_approved).toBe(1);
    expect((await buy()).bank_resp_code).toBe("530");
    expect((await control(gateway, "DELETE", "/forced-outcomes")).body).toEqual({ forcedOutcomes: [] });
    expect((await buy()).transaction_approved).toBe(1);
  });

  it("is undone by a reset", async () => {
    await control(gateway, "POST", "/scenarios/card-expired");
    await control(gateway, "POST", "/reset");
    expect((await control(gateway, "GET", "/forced-outcomes")).body).toEqual({ forcedOutcomes: [] });
    expect((await buy({ amount: "25.00" })).transaction_approved).toBe(1);
  });
});
