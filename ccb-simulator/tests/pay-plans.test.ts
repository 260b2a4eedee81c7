/**
 * Pay plans (the payment extension, decision 045) at Oracle's C1-PayPlan paths, on the cycle's clock:
 * collection is held while one is active, it is kept when the account pays, broken when its date
 * passes unpaid (the held late notice goes out), and can be cancelled (decision 045).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Simulator, startSimulator, TODAY } from "./simulator";

const DAY = 24 * 60 * 60 * 1000;
const PAY_PLANS = "/rest/apis/customer/financials/payPlans/";
const CURRENT = "1000000001"; // postpaid-current: latest bill due 2026-03-25

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
beforeEach(async () => {
  sim.clock.setToday(TODAY);
  await sim.reset();
});
afterAll(() => sim.close());

const extension = (scheduleDate: string, scheduleAmount = "50.00", accountId = CURRENT) => ({
  account: { accountId },
  payPlanType: "EXTENSION",
  scheduledPayments: { _data: [{ scheduleDate, scheduleAmount }] },
});
const noticesOf = async (account: string) =>
  (await sim.get(`/__control/cycle/notices?account=${account}`)).body.notices as { noticeDate: string }[];
const pay = (amount: string) =>
  sim.post("/rest/apis/customer/financials/paymentEvents/", {
    paymentTenders: {
      _data: [
        {
          payorAccount: { accountId: CURRENT },
          tenderAmount: amount,
          tenderType: "CCV",
          externalReferenceId: "PAYGPA-9-1",
        },
      ],
    },
    payments: { _data: [{ account: { accountId: CURRENT }, paymentAmount: amount }] },
  });

describe("Create and Get Pay Plan (C1-PayPlan)", () => {
  it("creates an active pay plan with its scheduled payment and answers it by id", async () => {
    const created = await sim.post(PAY_PLANS, extension("2026-04-02"));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      account: { accountId: CURRENT },
      payPlanType: "EXTENSION",
      status: "ACTIVE",
      startDate: TODAY,
      scheduledPayments: { _data: [{ scheduleDate: "2026-04-02", scheduleAmount: "50.00" }] },
    });
    const read = await sim.get(`${PAY_PLANS}${created.body.payPlanId}`);
    expect(read.body).toEqual(created.body);
  });

  it("refuses a second active pay plan, a date before today, an unknown account and an unknown plan", async () => {
    await sim.post(PAY_PLANS, extension("2026-04-02"));
    expect((await sim.post(PAY_PLANS, extension("2026-04-03"))).status).toBe(400);
    expect((await sim.post(PAY_PLANS, extension("2026-03-14", "50.00", "1000000002"))).status).toBe(400);
    expect((await sim.post(PAY_PLANS, extension("2026-04-02", "50.00", "9999999999"))).status).toBe(400);
    expect((await sim.post(PAY_PLANS, extension("2026-04-02", "0", "1000000002"))).status).toBe(400);
    expect((await sim.get(`${PAY_PLANS}945999999999`)).status).toBe(400);
  });
});

describe("a pay plan on the cycle's clock", () => {
  it("holds the late notice while active, is broken the day after its date unpaid, then sends the notice", async () => {
    const { body } = await sim.post(PAY_PLANS, extension("2026-04-02"));
    sim.clock.advance(12 * DAY); // 2026-03-27: the bill of 2026-03-25 is past due
    expect((await sim.get(`${PAY_PLANS}${body.payPlanId}`)).body.status).toBe("ACTIVE");
    expect(await noticesOf(CURRENT)).toEqual([]);
    sim.clock.advance(6 * DAY); // 2026-04-02: the promised day itself is still in time
    expect((await sim.get(`${PAY_PLANS}${body.payPlanId}`)).body.status).toBe("ACTIVE");
    sim.clock.advance(DAY); // 2026-04-03
    const broken = (await sim.get(`${PAY_PLANS}${body.payPlanId}`)).body;
    expect(broken).toMatchObject({ status: "BROKEN", endDate: "2026-04-03" });
    expect(await noticesOf(CURRENT)).toEqual([expect.objectContaining({ noticeDate: "2026-04-03" })]);
  });

  it("is kept (completed) once the account pays the scheduled amount, and no notice follows", async () => {
    const { body } = await sim.post(PAY_PLANS, extension("2026-04-02", "20.00"));
    sim.clock.advance(12 * DAY);
    await pay("20.00");
    sim.clock.advance(DAY);
    expect((await sim.get(`${PAY_PLANS}${body.payPlanId}`)).body.status).toBe("COMPLETED");
  });

  it("is cancelled by Update Pay Plan; collection is no longer held", async () => {
    const { body } = await sim.post(PAY_PLANS, extension("2026-04-02"));
    const cancelled = await sim.put(`${PAY_PLANS}${body.payPlanId}`, { status: "CANCELED" });
    expect(cancelled.body).toMatchObject({ status: "CANCELED", endDate: TODAY });
    expect((await sim.put(`${PAY_PLANS}${body.payPlanId}`, { status: "ACTIVE" })).status).toBe(400);
    sim.clock.advance(11 * DAY); // 2026-03-26
    expect(await noticesOf(CURRENT)).toEqual([expect.objectContaining({ noticeDate: "2026-03-26" })]);
  });
});
