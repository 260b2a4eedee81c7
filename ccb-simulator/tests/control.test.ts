import { customerPersona } from "@paygpa/fixtures";
import { addDays } from "@paygpa/simulator-kit";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOGIN_MESSAGES } from "../src/index";
import { type Simulator, startSimulator, TODAY, refusal, problem, paymentEvent } from "./simulator";

let ccb: Simulator;
beforeAll(async () => {
  ccb = await startSimulator();
});
afterAll(() => ccb.close());
beforeEach(async () => {
  await ccb.put("/__control/clock", { today: TODAY });
  await ccb.reset();
});

const LOGIN = "/rest/apis/cm/webUsers/login";
const PREMISE = "/rest/apis/cm/accounts/premise";

describe("GET /__control/health", () => {
  it("reports ok, today and the counts of the loaded world", async () => {
    const { status, body } = await ccb.get("/__control/health");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", today: TODAY, worldToday: TODAY });
    expect(body.counts.accounts).toBeGreaterThan(24);
    expect(body.counts.webUsers).toBeGreaterThan(13);
  });
});

describe("the journal", () => {
  it("records each billing call with its body, passwords replaced by ***, newest last", async () => {
    const persona = customerPersona("postpaid-current");
    await ccb.login(persona.username, persona.password);
    await ccb.post(PREMISE, { AccountID: "1000000001" });
    const { body } = await ccb.get("/__control/journal");
    expect(body.entries.map((entry: { path: string }) => entry.path)).toEqual([LOGIN, PREMISE]);
    const [login] = body.entries;
    expect(login).toMatchObject({
      method: "POST",
      status: 200,
      body: { userName: persona.username, password: "***" },
    });
    expect(login.at).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toContain(persona.password);
  });

  it("filters by path, records failures with their status, and can be emptied", async () => {
    await ccb.post(PREMISE, { AccountID: "9999999999" });
    await ccb.post(LOGIN, {});
    const filtered = await ccb.get(`/__control/journal?path=${encodeURIComponent(PREMISE)}`);
    expect(filtered.body.entries).toEqual([expect.objectContaining({ path: PREMISE, status: 404 })]);
    expect((await ccb.get(`/__control/journal?path=${LOGIN}`)).body.entries[0].status).toBe(400);
    expect((await ccb.del("/__control/journal")).body).toEqual({ cleared: 2 });
    expect((await ccb.get("/__control/journal")).body.entries).toEqual([]);
  });

  it("does not record control calls", async () => {
    await ccb.get("/__control/health");
    expect((await ccb.get("/__control/journal")).body.entries).toEqual([]);
  });
});

describe("POST /__control/reset", () => {
  it("restores the fixtures: a user locked by wrong passwords can log in again", async () => {
    const persona = customerPersona("postpaid-current");
    for (let attempt = 0; attempt < 5; attempt++) await ccb.login(persona.username, "Wrong#2026");
    expect((await ccb.login(persona.username, persona.password)).body.status.loginMessage).toBe(
      LOGIN_MESSAGES.locked(5),
    );
    const reset = await ccb.reset();
    expect(reset.body).toMatchObject({ status: "reset", today: TODAY });
    expect((await ccb.login(persona.username, persona.password)).body.loginSuccessful).toBe(true);
  });

  it("can reset to another today", async () => {
    const { body } = await ccb.post("/__control/reset", { today: "2027-01-10" });
    expect(body).toMatchObject({ today: "2027-01-10", worldToday: "2027-01-10" });
  });

  it("rejects a today that is not a date", async () => {
    const answer = await ccb.post("/__control/reset", { today: "tomorrow" });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("INVALID_REQUEST");
  });
});

describe("PUT /__control/clock", () => {
  it("moves every date with today, so the personas keep their meaning", async () => {
    const before = await ccb.post("/rest/apis/cm/accounts/financialSummary", { AccountID: "1000000001" });
    expect(before.body.paymentDetails.dueDate).toBe(addDays(TODAY, 10));

    const later = "2026-07-04";
    const clock = await ccb.put("/__control/clock", { today: later });
    expect(clock.body).toMatchObject({ today: later, worldToday: later });
    expect((await ccb.get("/__control/clock")).body.today).toBe(later);

    const after = await ccb.post("/rest/apis/cm/accounts/financialSummary", { AccountID: "1000000001" });
    expect(after.body.paymentDetails.dueDate).toBe(addDays(later, 10));
    const overdue = await ccb.post("/rest/apis/cm/accounts/financialSummary", { AccountID: "1000000002" });
    expect(overdue.body.paymentDetails.dueDate).toBe(addDays(later, -3));
    expect(overdue.body.arrears[0].Label).toBe("Due Now");
  });

  it("a jump to an instant lets time pass in the world: three days on, the bill due in 10 days is due in 7", async () => {
    const later = addDays(TODAY, 3);
    const clock = await ccb.put("/__control/clock", { now: `${later}T09:00:00+10:00` });
    expect(clock.body).toMatchObject({ today: later, worldToday: TODAY });
    const after = await ccb.post("/rest/apis/cm/accounts/financialSummary", { AccountID: "1000000001" });
    expect(after.body.paymentDetails.dueDate).toBe(addDays(TODAY, 10));
  });

  it("requires today", async () => {
    expect((await ccb.put("/__control/clock", {})).status).toBe(400);
  });
});

describe("faults", () => {
  it("failFirst fails the next N calls, then the route recovers", async () => {
    const put = await ccb.put("/__control/faults", { route: PREMISE, failFirst: 2 });
    expect(put.status).toBe(200);
    const first = await ccb.post(PREMISE, { AccountID: "1000000001" });
    expect(first.status).toBe(503);
    expect(refusal(first.body).code).toBe("SERVICE_UNAVAILABLE");
    expect((await ccb.post(PREMISE, { AccountID: "1000000001" })).status).toBe(503);
    expect((await ccb.post(PREMISE, { AccountID: "1000000001" })).status).toBe(200);
    // Other routes were never affected.
    expect(
      (await ccb.post("/rest/apis/customer/financials/bills/search", { accountId: "1000000001" })).status,
    ).toBe(200);
  });

  it("status answers that HTTP status on every call until the faults are cleared", async () => {
    await ccb.put("/__control/faults", { route: PREMISE, status: 500 });
    expect((await ccb.post(PREMISE, { AccountID: "1000000001" })).status).toBe(500);
    expect((await ccb.post(PREMISE, { AccountID: "1000000001" })).status).toBe(500);
    expect((await ccb.get("/__control/faults")).body.faults).toEqual([{ route: PREMISE, status: 500 }]);
    await ccb.del("/__control/faults");
    expect((await ccb.post(PREMISE, { AccountID: "1000000001" })).status).toBe(200);
  });

  it("down drops the connection without an answer", async () => {
    await ccb.put("/__control/faults", { route: "*", down: true });
    await expect(ccb.post(LOGIN, { userName: "x" })).rejects.toThrow();
    const journal = await ccb.get("/__control/journal");
    expect(journal.body.entries.at(-1)).toMatchObject({ path: LOGIN, fault: "down" });
  });

  it("latency delays the answer", async () => {
    await ccb.put("/__control/faults", { route: PREMISE, latencyMs: 120 });
    const started = performance.now();
    expect((await ccb.post(PREMISE, { AccountID: "1000000001" })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it("holdSeconds clears the fault by itself after that long on the simulator's clock", async () => {
    await ccb.put("/__control/faults", { route: PREMISE, status: 429, holdSeconds: 30 });
    expect((await ccb.post(PREMISE, { AccountID: "1000000001" })).status).toBe(429);
    ccb.clock.advance(29_000);
    expect((await ccb.post(PREMISE, { AccountID: "1000000001" })).status).toBe(429);
    ccb.clock.advance(1_000);
    expect((await ccb.post(PREMISE, { AccountID: "1000000001" })).status).toBe(200);
    expect((await ccb.get("/__control/faults")).body.faults).toEqual([]);
  });

  it("retryAfterSeconds sends Retry-After with the injected status", async () => {
    await ccb.put("/__control/faults", { route: PREMISE, status: 503, retryAfterSeconds: 20 });
    const answer = await fetch(`${ccb.baseUrl}${PREMISE}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ AccountID: "1000000001" }),
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("20");
  });

  it("loseAnswer carries the call out (the payment is posted) and drops the connection before the answer", async () => {
    const PAYMENT_EVENTS = "/rest/apis/customer/financials/paymentEvents/";
    await ccb.put("/__control/faults", { route: PAYMENT_EVENTS, loseAnswer: true, failFirst: 1 });
    await expect(
      ccb.post(PAYMENT_EVENTS, paymentEvent("1000000001", "10.00", "PAYGPA-LOST-1")),
    ).rejects.toThrow();
    const journal = await ccb.get(`/__control/journal?path=${PAYMENT_EVENTS}`);
    expect(journal.body.entries.at(-1)).toMatchObject({ fault: "answer-lost" });
    expect((await ccb.get("/__control/payments")).body.payments).toEqual([
      expect.objectContaining({
        AccountID: "1000000001",
        amount: "10.00",
        externalReferenceId: "PAYGPA-LOST-1",
      }),
    ]);
    // The caller finds it by its external reference before posting again.
    const found = await ccb.get("/rest/apis/cm/financials/paymentTenders?externalReferenceId=PAYGPA-LOST-1");
    expect(found.body.paymentTenders).toEqual([expect.objectContaining({ tenderAmount: "10.00" })]);
  });

  it("reset clears the faults", async () => {
    await ccb.put("/__control/faults", { route: PREMISE, status: 502 });
    await ccb.reset();
    expect((await ccb.post(PREMISE, { AccountID: "1000000001" })).status).toBe(200);
  });

  it.each([
    [{ status: 500 }],
    [{ route: "/elsewhere", status: 500 }],
    [{ route: PREMISE }],
    [{ route: PREMISE, status: 200 }],
    [{ route: PREMISE, latencyMs: -1 }],
  ])("rejects the malformed fault %j", async (fault) => {
    const answer = await ccb.put("/__control/faults", fault);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("INVALID_REQUEST");
  });
});

describe("unknown routes", () => {
  it("answer JSON errors", async () => {
    expect(await ccb.get("/rest/apis/nowhere")).toEqual({
      status: 404,
      body: problem(404, "NOT_FOUND", "No route GET /rest/apis/nowhere"),
    });
    const wrongMethod = await ccb.get(PREMISE);
    expect(wrongMethod.status).toBe(405);
    expect(refusal(wrongMethod.body).code).toBe("METHOD_NOT_ALLOWED");
  });
});

describe("the control token", () => {
  it("is needed for every control call but health; the billing API does not need it", async () => {
    for (const [method, path] of [
      ["POST", "/__control/reset"],
      ["PUT", "/__control/clock"],
      ["GET", "/__control/journal"],
      ["PUT", "/__control/faults"],
    ]) {
      const response = await fetch(`${ccb.baseUrl}${path}`, { method });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "control_token_required",
      );
    }
    expect((await fetch(`${ccb.baseUrl}/__control/health`)).status).toBe(200);
    const wrong = await fetch(`${ccb.baseUrl}/__control/journal`, {
      headers: { authorization: "Bearer nope" },
    });
    expect(wrong.status).toBe(401);
  });
});
