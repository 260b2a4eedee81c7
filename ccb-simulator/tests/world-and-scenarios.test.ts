/**
 * Billing's runtime world API (issue 14 §3) and its part of the named scenarios (§2): each change
 * is validated, journaled and undone by a reset; each scenario does what its `check` says.
 */
import { addDays, customerPersona } from "@paygpa/fixtures";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOGIN_MESSAGES } from "../src";
import { type Simulator, startSimulator, TODAY } from "./simulator";

let ccb: Simulator;
beforeAll(async () => {
  ccb = await startSimulator();
});
afterAll(() => ccb.close());
beforeEach(async () => {
  await ccb.put("/__control/clock", { today: TODAY });
  await ccb.reset();
});

const MARIA = customerPersona("postpaid-current");
const ACCOUNT = "1000000001";
const summary = async () =>
  (await ccb.post("/ccb/v1/accounts/financial-summary", { AccountID: ACCOUNT })).body;
const scenario = (name: string) => ccb.post(`/__control/scenarios/${name}`);

describe("the runtime world API", () => {
  it("changes the world, keeps each change in the journal, and a reset undoes them", async () => {
    const applied = await ccb.post("/__control/world", {
      change: "account",
      account: ACCOUNT,
      cashOnly: true,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toMatchObject({ seq: 1, change: { change: "account", cashOnly: true } });
    expect((await summary()).cashOnlyFlag).toBe("Y");
    expect((await ccb.get("/__control/world/changes")).body.changes).toHaveLength(1);
    await ccb.reset();
    expect((await summary()).cashOnlyFlag).toBe("N");
    expect((await ccb.get("/__control/world/changes")).body.changes).toEqual([]);
  });

  it("refuses what billing would not hold: an unknown account, money in fractions of a cent, a negative bill", async () => {
    const refusals = [
      [{ change: "account", account: "9999999999", cashOnly: true }, 404],
      [{ change: "bill", account: ACCOUNT, newCharges: 10.001, dueInDays: 10 }, 400],
      [{ change: "bill", account: ACCOUNT, newCharges: -5, dueInDays: 10 }, 400],
      [{ change: "overdue", account: ACCOUNT, arrears: 50, daysLate: 0 }, 400],
      [{ change: "web-user", username: "nobody.here", locked: true }, 404],
      [{ change: "meteor" }, 400],
      ["not an object", 400],
    ] as const;
    for (const [body, status] of refusals) {
      const answer = await ccb.post("/__control/world", body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.error.code).toEqual(expect.any(String));
    }
    expect((await ccb.get("/__control/world/changes")).body.changes).toEqual([]);
  });
});

describe("billing's scenarios do what they say", () => {
  it("lists only the scenarios with billing steps, each with what it shows and how to check it", async () => {
    const { body } = await ccb.get("/__control/scenarios");
    const names = body.scenarios.map((s: { name: string }) => s.name);
    expect(names).toContain("billing-down");
    expect(names).not.toContain("gateway-declines-everything");
    expect(body.scenarios[0]).toMatchObject({ shows: expect.any(String), check: expect.any(String) });
  });

  it("billing-down: every call's connection drops", async () => {
    await scenario("billing-down");
    await expect(ccb.login(MARIA.username, MARIA.password)).rejects.toThrow();
  });

  it("billing-slow: every call takes 2.5 s", async () => {
    await scenario("billing-slow");
    expect((await ccb.get("/__control/faults")).body.faults).toEqual([{ route: "*", latencyMs: 2500 }]);
    const started = performance.now();
    await ccb.post("/ccb/v1/accounts/premise", { AccountID: ACCOUNT });
    expect(performance.now() - started).toBeGreaterThanOrEqual(2400);
  });

  it("billing-fails-first-3: three 503s, then billing answers", async () => {
    await scenario("billing-fails-first-3");
    for (let call = 0; call < 3; call++) {
      expect((await ccb.post("/ccb/v1/accounts/premise", { AccountID: ACCOUNT })).status).toBe(503);
    }
    expect((await ccb.post("/ccb/v1/accounts/premise", { AccountID: ACCOUNT })).status).toBe(200);
  });

  it("account-goes-cash-only: 1000000001 is cash only", async () => {
    await scenario("account-goes-cash-only");
    expect((await summary()).cashOnlyFlag).toBe("Y");
  });

  it("web-user-locked: maria.cruz's right password is refused as locked", async () => {
    await scenario("web-user-locked");
    const login = await ccb.login(MARIA.username, MARIA.password);
    expect(login.body.status.loginMessage).toBe(LOGIN_MESSAGES.locked(5));
  });

  it("new-bill-arrives: a $142.37 bill due in 21 days, added to the balance", async () => {
    const before = await summary();
    await scenario("new-bill-arrives");
    const after = await summary();
    expect(after.paymentDetails).toMatchObject({ billDate: TODAY, dueDate: addDays(TODAY, 21) });
    expect(Math.round((after.details.CurrentBalance - before.details.CurrentBalance) * 100)).toBe(14237);
  });

  it("account-overdue: a 'Due Now' line of at least $250.00", async () => {
    await scenario("account-overdue");
    const dueNow = (await summary()).arrears.find((line: { Label: string }) => line.Label === "Due Now");
    expect(dueNow.ArrearsAmount).toBeGreaterThanOrEqual(250);
  });

  it("pending-arrangement-case: maria.cruz's login lists a pending arrangement for 1000000001", async () => {
    await scenario("pending-arrangement-case");
    const login = await ccb.login(MARIA.username, MARIA.password);
    expect(login.body.payArrExistingIds).toEqual(
      expect.arrayContaining([expect.objectContaining({ AccountID: ACCOUNT, customerContactStatus: "10" })]),
    );
  });

  it("deposit-credit-appears: a deposit SA credited with -150.00", async () => {
    await scenario("deposit-credit-appears");
    const { body } = await ccb.post("/ccb/v1/accounts/service-agreements", { AccountID: ACCOUNT });
    expect(JSON.stringify(body)).toContain("DEP-RES");
    expect(JSON.stringify(body)).toContain("-150");
  });

  it("composes: applying two scenarios keeps both", async () => {
    await scenario("account-goes-cash-only");
    await scenario("new-bill-arrives");
    const after = await summary();
    expect(after.cashOnlyFlag).toBe("Y");
    expect(after.paymentDetails.dueDate).toBe(addDays(TODAY, 21));
  });
});
