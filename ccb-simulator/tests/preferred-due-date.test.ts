/**
 * The preferred due date as CCB does it (decision 047): the account moves to the due day's bill
 * cycle through Oracle's Update Account, GPA's CM service says beforehand when the first bill under
 * it comes, and on the cycle's clock that bill and every one after it are due on the chosen day.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { firstWindow } from "../src/bill-cycles/due-day-cycles";
import { refusal, type Simulator, startSimulator, TODAY } from "./simulator";

const DAY = 24 * 60 * 60 * 1000;
const CURRENT = "1000000001"; // postpaid-current: billed 2026-03-05, due 2026-03-25
const PREPAID = "1000000004";
const ACCOUNT = `/rest/apis/customer/v-model/accounts/${CURRENT}`;
const PREVIEW = "/rest/apis/cm/accounts/billCycleChangeDates";

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
beforeEach(async () => {
  sim.clock.setToday(TODAY);
  await sim.reset();
});
afterAll(() => sim.close());

const issuedBills = async () =>
  (await sim.get(`/__control/cycle/bills?account=${CURRENT}`)).body.bills as {
    billDate: string;
    dueDate: string;
  }[];

describe("the first window of a due-day bill cycle", () => {
  it("is after the change, a period after the latest bill and in a later month than it", () => {
    // Due on the 28th: cut on the 8th; March's window has passed, April's is a period after 5 March.
    expect(firstWindow(28, "2026-03-15", "2026-03-05")).toEqual({
      billDate: "2026-04-08",
      dueDate: "2026-04-28",
    });
    // Due on the 10th: cut 20 days before, 21 March is too close to 5 March; so 20 April, due 10 May.
    expect(firstWindow(10, "2026-03-15", "2026-03-05")).toEqual({
      billDate: "2026-04-20",
      dueDate: "2026-05-10",
    });
    // Across February: due 1 March is cut on 9 February.
    expect(firstWindow(1, "2026-01-20", "2026-01-05")).toEqual({
      billDate: "2026-02-09",
      dueDate: "2026-03-01",
    });
  });
});

describe("changing the due day (Update Account's bill cycle)", () => {
  it("previews the first bill, changes the cycle, and the next bills are due on the chosen day", async () => {
    const before = await sim.get(ACCOUNT);
    expect(before.body.billCycle).toEqual({ billCycle: "MON05" });
    const preview = await sim.post(PREVIEW, { AccountID: CURRENT, billCycle: "DUE15" });
    expect(preview.body).toEqual({
      AccountID: CURRENT,
      currentBillCycle: "MON05",
      billCycle: "DUE15",
      firstBillDate: "2026-04-25",
      firstDueDate: "2026-05-15",
    });
    const changed = await sim.put(ACCOUNT, { billCycle: { billCycle: "DUE15" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ accountId: CURRENT, billCycle: { billCycle: "DUE15" } });
    expect((await sim.get(ACCOUNT)).body.billCycle).toEqual({ billCycle: "DUE15" });

    // The old cycle's 5 April bill does not come: the bill is moved to the new window.
    sim.clock.advance(30 * DAY); // 2026-04-14
    await sim.get("/__control/cycle");
    expect(await issuedBills()).toEqual([]);
    sim.clock.advance(120 * DAY); // 2026-08-12
    await sim.get("/__control/cycle");
    const bills = await issuedBills();
    expect(bills.map((bill) => [bill.billDate, bill.dueDate])).toEqual([
      ["2026-04-25", "2026-05-15"],
      ["2026-05-26", "2026-06-15"],
      ["2026-06-25", "2026-07-15"],
      ["2026-07-26", "2026-08-15"],
    ]);
  });

  it("bills a period made longer by a second change in full: every month's usage, none left uncharged", async () => {
    await sim.put(ACCOUNT, { billCycle: { billCycle: "DUE15" } });
    sim.clock.advance(46 * DAY); // 2026-04-30: the first bill on the 15th was cut on 25 April
    await sim.get("/__control/cycle");
    // Due on the 28th now: May's window (the 8th) comes before April's bill is due, so June's is the
    // first; that bill covers May and June.
    await sim.put(ACCOUNT, { billCycle: { billCycle: "DUE28" } });
    sim.clock.advance(60 * DAY); // 2026-06-29
    await sim.get("/__control/cycle");
    const bills = (await sim.get(`/__control/cycle/bills?account=${CURRENT}`)).body.bills as {
      billDate: string;
      kwh: number;
      usageCharge: number;
    }[];
    expect(bills.map((bill) => bill.billDate)).toEqual(["2026-04-25", "2026-06-08"]);
    const months = (await sim.post("/rest/apis/cm/accounts/consumption", { AccountID: CURRENT })).body;
    const billed = JSON.stringify(months);
    for (const month of ["2026-04", "2026-05", "2026-06"]) expect(billed).toContain(month);
    const [april, june] = bills as [(typeof bills)[number], (typeof bills)[number]];
    // Two months of usage on the June bill, each with its monthly customer charge.
    expect(june.kwh).toBeGreaterThan(april.kwh * 1.5);
    expect(june.usageCharge).toBeGreaterThan(april.usageCharge * 1.5);
  });

  it("refuses a cycle that is not a due-day one, a prepaid account and an unknown one, changing nothing", async () => {
    for (const billCycle of ["DUE29", "DUE00", "MON05", 15]) {
      const answer = await sim.put(ACCOUNT, { billCycle: { billCycle } });
      expect(answer.status).toBe(400);
      expect(refusal(answer.body).description).toBe(
        "billCycle.billCycle must be a due-day bill cycle, DUE01 to DUE28",
      );
    }
    expect((await sim.put(ACCOUNT, {})).status).toBe(400);
    const prepaid = await sim.put(`/rest/apis/customer/v-model/accounts/${PREPAID}`, {
      billCycle: { billCycle: "DUE15" },
    });
    expect(refusal(prepaid.body).description).toBe("A prepaid account has no bill cycle");
    const unknown = await sim.post(PREVIEW, { AccountID: "9999999999", billCycle: "DUE15" });
    expect(refusal(unknown.body).code).toBe("ACCOUNT_NOT_FOUND");
    expect((await sim.get(ACCOUNT)).body.billCycle).toEqual({ billCycle: "MON05" });
  });

  it("is forgotten by a reset of the world", async () => {
    await sim.put(ACCOUNT, { billCycle: { billCycle: "DUE15" } });
    await sim.reset();
    expect((await sim.get(ACCOUNT)).body.billCycle).toEqual({ billCycle: "MON05" });
  });
});

describe("the console's next billing events", () => {
  it("show the day the first bill on the new due day comes, until it has come", async () => {
    await sim.put(ACCOUNT, { billCycle: { billCycle: "DUE15" } });
    const events = async () =>
      (await sim.get(`/__control/cycle/events?account=${CURRENT}&limit=10`)).body.events as {
        date: string;
        kind: string;
        description: string;
      }[];
    expect(await events()).toContainEqual({
      date: "2026-04-25",
      AccountID: CURRENT,
      programme: "due-date",
      kind: "due-day-change",
      description:
        "The due date changed on 2026-03-15 takes effect: this bill is the first due on the 15th (2026-05-15)",
    });
    sim.clock.advance(41 * DAY); // 2026-04-25: the first bill under the new day is cut
    await sim.get("/__control/cycle");
    expect((await events()).map((event) => event.kind)).not.toContain("due-day-change");
  });
});
