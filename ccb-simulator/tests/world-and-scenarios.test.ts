/**
 * Billing's runtime world API (docs/qa-guide.md) and its part of the named scenarios (§2): each change
 * is validated, journaled and undone by a reset; each scenario does what its `check` says.
 */
import { customerPersona } from "@paygpa/fixtures";
import { addDays } from "@paygpa/simulator-kit";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOGIN_MESSAGES } from "../src/index";
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
  (await ccb.post("/rest/apis/cm/accounts/financialSummary", { AccountID: ACCOUNT })).body;
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

describe("the runtime world API creates", () => {
  const world = (body: unknown) => ccb.post("/__control/world", body);

  it("a person, their account with a balance, and their web user, who can then log in", async () => {
    const person = await world({
      change: "person",
      firstName: "Ana",
      lastName: "Quintanilla",
      email: "ana.q@example.com",
    });
    expect(person.status).toBe(200);
    const personId = person.body.applied.created;
    expect(personId).toMatch(/^\d{10}$/);
    const created = await world({
      change: "new-web-user",
      person: personId,
      username: "ana.quintanilla",
      password: "Trainee#2026",
    });
    expect(created.status).toBe(200);
    const account = await world({ change: "new-account", person: personId, kind: "postpaid", balance: 87.5 });
    expect(account.body.applied.created).toMatch(/^\d{10}$/);
    const login = await ccb.login("ana.quintanilla", "Trainee#2026");
    expect(login.body.loginSuccessful).toBe(true);
    const accountId = login.body.postpaid[0].AccountID;
    const summary = (await ccb.post("/rest/apis/cm/accounts/financialSummary", { AccountID: accountId }))
      .body;
    expect(summary.details).toMatchObject({ CurrentBalance: 87.5, Name: "QUINTANILLA,ANA" });
    const journal = JSON.stringify((await ccb.get("/__control/world/changes")).body.changes);
    expect(journal).not.toContain("Trainee#2026");
  });

  it("a balance set by an adjustment, and a service agreement created then stopped", async () => {
    expect((await world({ change: "balance", account: ACCOUNT, currentBalance: 412.08 })).status).toBe(200);
    expect((await summary()).details.CurrentBalance).toBe(412.08);
    const sa = await world({
      change: "service-agreement",
      account: ACCOUNT,
      saType: "DEP-RES",
      status: "20",
      balance: -75,
    });
    const said = sa.body.applied.created;
    const listed = async () =>
      JSON.stringify(
        (await ccb.post("/rest/apis/cm/accounts/serviceAgreements", { AccountID: ACCOUNT })).body,
      );
    expect(await listed()).toContain(said);
    expect((await world({ change: "service-agreement", account: ACCOUNT, said, status: "40" })).status).toBe(
      200,
    );
    expect(
      (await world({ change: "service-agreement", account: ACCOUNT, said: "1", status: "40" })).status,
    ).toBe(404);
  });

  it("refuses a second web user for a person, a taken username, a bad name and an unknown person", async () => {
    const second = await world({
      change: "new-web-user",
      person: MARIA.personId,
      username: "maria.two",
      password: "Second#2026",
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("WEB_USER_EXISTS");
    expect((await world({ change: "person", firstName: "<script>", lastName: "X" })).status).toBe(400);
    expect((await world({ change: "new-account", person: "0000000000", kind: "postpaid" })).status).toBe(404);
    const jo = (await world({ change: "person", firstName: "Jo", lastName: "Taken" })).body.applied.created;
    const taken = await world({
      change: "new-web-user",
      person: jo,
      username: "maria.cruz",
      password: "Whatever#2026",
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe("USERNAME_TAKEN");
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
    await ccb.post("/rest/apis/cm/accounts/premise", { AccountID: ACCOUNT });
    expect(performance.now() - started).toBeGreaterThanOrEqual(2400);
  });

  it("billing-fails-first-3: three 503s on payment posting, then billing answers; other calls answer", async () => {
    await scenario("billing-fails-first-3");
    // A look-up (quick pay's first step) is not one of the three.
    expect((await ccb.post("/rest/apis/cm/accounts/premise", { AccountID: ACCOUNT })).status).toBe(200);
    const post = () => ccb.post("/rest/apis/customer/financials/paymentEvents/", {});
    for (let call = 0; call < 3; call++) expect((await post()).status).toBe(503);
    expect((await post()).status).not.toBe(503);
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
    const { body } = await ccb.post("/rest/apis/cm/accounts/serviceAgreements", { AccountID: ACCOUNT });
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
