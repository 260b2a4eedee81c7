/**
 * The billing cycle over HTTP (decision 029): the simulator's own clock moving — by the control API
 * or by real time crossing midnight — runs the days' events, and the new bills come out of the same
 * billing services the BFF reads. The console's next events, the notices and the scenario's start.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Simulator, startSimulator } from "./simulator";

let sim: Simulator;
beforeEach(async () => {
  sim = await startSimulator(); // 2026-03-15, 09:00 Guam
});
afterEach(async () => {
  await sim.close();
});

const DAY = 86_400_000;
const bills = async (AccountID: string) =>
  (await sim.post("/rest/apis/customer/financials/bills/search", { accountId: AccountID })).body.result as {
    billDate: string;
  }[];

describe("the billing cycle on the simulator's clock", () => {
  it("issues the bill of the bill day when the control API moves the clock past it", async () => {
    expect((await bills("1000000001"))[0]!.billDate).toBe("2026-03-05");
    const now = new Date(sim.clock.now().getTime() + 21 * DAY).toISOString();
    expect((await sim.put("/__control/clock", { now })).body.today).toBe("2026-04-05");
    expect((await bills("1000000001"))[0]).toMatchObject({ billDate: "2026-04-05", dueDate: "2026-04-25" });
    const summary = await sim.post("/rest/apis/cm/accounts/financialSummary", { AccountID: "1000000001" });
    expect(summary.body.paymentDetails.billDate).toBe("2026-04-05");
    const history = await sim.get(
      "/rest/apis/customer/financials/accountData/1000000001/financialHistory?startDate=2026-04-05&endDate=2026-04-05",
    );
    expect(history.body.accountFinancialHistoryList).toContainEqual(
      expect.objectContaining({ financialTransactionType: "BS", arrearsDate: "2026-04-05" }),
    );
    expect((await sim.get("/__control/cycle")).body).toMatchObject({ ranThrough: "2026-04-05" });
  });

  it("runs the days real time crossed on the next request", async () => {
    sim.clock.advance(21 * DAY);
    expect((await bills("1000000001"))[0]!.billDate).toBe("2026-04-05");
    const notices = (await sim.get("/__control/cycle/notices?account=1000000001")).body.notices;
    expect(notices).toEqual([expect.objectContaining({ dueDate: "2026-03-25", noticeDate: "2026-03-26" })]);
  });

  it("lists each persona's next events in the order the days will run them", async () => {
    const answer = await sim.get("/__control/cycle/events?limit=3");
    expect(answer.status).toBe(200);
    const current = answer.body.personas.find(
      (persona: { key: string }) => persona.key === "postpaid-current",
    );
    expect(current.accounts).toEqual([{ AccountID: "1000000001", kind: "postpaid", billDay: 5 }]);
    expect(current.events.map((event: { date: string; kind: string }) => [event.date, event.kind])).toEqual([
      ["2026-03-25", "due-date"],
      ["2026-03-26", "late-notice"],
      ["2026-04-05", "bill"],
    ]);
    const prepaid = answer.body.personas.find((persona: { key: string }) => persona.key === "prepaid-only");
    expect(prepaid.events[0]).toMatchObject({ date: "2026-03-16", kind: "prepaid-usage" });
    expect((await sim.get("/__control/cycle/events?limit=0")).status).toBe(400);
    expect((await sim.get("/__control/cycle/events?account=1999999999")).status).toBe(404);
  });

  it("starts a scenario three days before the due date, and a reset starts the cycle again", async () => {
    const applied = await sim.post("/__control/scenarios/cycle-three-days-before-due");
    expect(applied.status).toBe(200);
    const summary = await sim.post("/rest/apis/cm/accounts/financialSummary", { AccountID: "1000000001" });
    expect(summary.body.paymentDetails).toMatchObject({ billDate: "2026-02-26", dueDate: "2026-03-18" });
    const events = (await sim.get("/__control/cycle/events?account=1000000001&limit=1")).body.events;
    expect(events).toEqual([expect.objectContaining({ date: "2026-03-18", kind: "due-date" })]);

    sim.clock.advance(40 * DAY);
    expect((await sim.get("/__control/cycle")).body.billsIssued).toBeGreaterThan(0);
    await sim.post("/__control/reset", { today: "2026-03-15" });
    expect((await sim.get("/__control/cycle")).body).toMatchObject({
      ranThrough: "2026-03-15",
      billsIssued: 0,
    });
  });

  it("catches a trainee reset back up with the days the class has lived", async () => {
    const classroom = await startSimulator({ trainees: 2 });
    try {
      classroom.clock.advance(21 * DAY);
      const billsOf = async (AccountID: string) =>
        (
          (await classroom.post("/rest/apis/customer/financials/bills/search", { accountId: AccountID })).body
            .result as {
            billDate: string;
          }[]
        )
          .map((bill) => bill.billDate)
          .slice(0, 2);
      expect(await billsOf("1000010001")).toEqual(["2026-04-05", "2026-03-05"]);
      expect((await classroom.post("/__control/trainees/1/reset")).status).toBe(200);
      expect(await billsOf("1000010001")).toEqual(["2026-04-05", "2026-03-05"]);
      expect(await billsOf("1000020001")).toEqual(["2026-04-05", "2026-03-05"]);
    } finally {
      await classroom.close();
    }
  });
});
