/**
 * The console's timeline of each programme's next events (decision 048): billing's own, the payment
 * arrangement's next instalment, and the payment extension's promised date and the day it would
 * break — each labelled with its programme, in the order the days will run them.
 */
import { randomBytes } from "node:crypto";
import type { ServiceAgreement } from "@paygpa/fixtures";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CcbStore } from "../src/store";
import { type Simulator, startSimulator, TODAY } from "./simulator";

const DAY = 24 * 60 * 60 * 1000;
const CURRENT = "1000000001"; // postpaid-current: latest bill due 2026-03-25, bill day 5
type Event = { date: string; programme: string; kind: string; description: string; amount?: number };

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
beforeEach(async () => {
  sim.clock.setToday(TODAY);
  await sim.reset();
});
afterAll(() => sim.close());

const eventsOf = async (account: string, limit = 10) =>
  (await sim.get(`/__control/cycle/events?account=${account}&limit=${limit}`)).body.events as Event[];
const timeline = (events: Event[]) => events.map((event) => [event.date, event.programme, event.kind]);

describe("each programme's next events", () => {
  it("labels billing's own events with their programme", async () => {
    expect(timeline(await eventsOf(CURRENT, 3))).toEqual([
      ["2026-03-25", "billing", "due-date"],
      ["2026-03-26", "billing", "late-notice"],
      ["2026-04-05", "billing", "bill"],
    ]);
  });

  it("shows a payment extension's promised date and the day it breaks, in place of the held late notice", async () => {
    const created = await sim.post("/rest/apis/customer/financials/payPlans/", {
      account: { accountId: CURRENT },
      payPlanType: "EXTENSION",
      scheduledPayments: { _data: [{ scheduleDate: "2026-04-02", scheduleAmount: "50.00" }] },
    });
    expect(created.status).toBe(201);
    const events = await eventsOf(CURRENT, 4);
    expect(timeline(events)).toEqual([
      ["2026-03-25", "billing", "due-date"],
      ["2026-04-02", "extension", "extension-promise"],
      ["2026-04-03", "extension", "extension-break"],
      ["2026-04-05", "billing", "bill"],
    ]);
    expect(events[1]).toMatchObject({ amount: 50 });
    expect(events[1]!.description).toContain("$50.00 to be paid");
    // Kept by paying: the extension's events go once billing's cycle ends the plan.
    await sim.post("/rest/apis/customer/financials/paymentEvents/", {
      paymentTenders: {
        _data: [
          {
            payorAccount: { accountId: CURRENT },
            tenderAmount: "50.00",
            tenderType: "CCV",
            externalReferenceId: "PAYGPA-48-1",
          },
        ],
      },
      payments: { _data: [{ account: { accountId: CURRENT }, paymentAmount: "50.00" }] },
    });
    sim.clock.advance(DAY);
    expect((await eventsOf(CURRENT)).filter((event) => event.programme === "extension")).toEqual([]);
  });

  it("shows a running payment arrangement's next instalment on the next bill day, as the bill then carries it", () => {
    const store = new CcbStore({ seed: 2026, bulkCustomers: 0, trainees: 0 }, randomBytes, TODAY);
    const arrangement: ServiceAgreement = {
      SAID: "PA7000000048",
      AccountID: CURRENT,
      saType: "PA-RES",
      status: "20",
      startDate: TODAY,
      currentBalance: 250,
      payoffBalance: 250,
    };
    store.addServiceAgreement(arrangement);
    store.cycle.arrangementApproved(arrangement, TODAY);
    const next = () =>
      store.upcomingCycleEvents([store.account(CURRENT)!], 10).filter((event) => event.kind === "instalment");
    expect(next()).toEqual([
      {
        date: "2026-04-05",
        AccountID: CURRENT,
        programme: "arrangement",
        kind: "instalment",
        description: "Instalment 1 of 6 ($41.66) comes on this bill, due 2026-04-25",
        amount: 41.66,
      },
    ]);
    store.cycle.runThrough("2026-04-05");
    const bill = store.cycle.issued.find((issued) => issued.AccountID === CURRENT)!;
    expect(bill).toMatchObject({ billDate: "2026-04-05", instalment: { number: 1, amount: 41.66 } });
    expect(next()).toEqual([
      expect.objectContaining({
        date: "2026-05-05",
        description: expect.stringMatching(/^Instalment 2 of 6 /),
      }),
    ]);
  });
});
