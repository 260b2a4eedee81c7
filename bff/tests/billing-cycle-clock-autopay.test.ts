/**
 * One clock for the whole system, moved as one (decision 029): a long advance moves the BFF, billing
 * and the gateway to each day before that day's jobs run, so AutoPay drafts every bill on its own due
 * date, once, approved by a gateway that reads the same day. A step a service refuses, or a day job
 * that fails, fails the call with the per-day report and leaves all three clocks on one instant.
 * Each simulator runs on its own clock here, so only the system call can move them.
 */
import { utilityDate } from "@paygpa/simulator-kit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backToRealTime } from "../src/control/clock.routes";
import { type SimulatorControl, simulatorControl } from "../src/control/simulator-control";
import { moveSystemClockTo } from "../src/control/system-clock";
import { isFailure } from "../src/platform/failures";
import * as autopay from "./autopay-helpers";
import type { Json } from "./harness";
import { type PaymentStack, startPaymentStack, TODAY } from "./payment-harness";
import { persona } from "./personas";

const maria = persona("postpaid-current");
const accountId = maria.accounts[0]!.accountId;

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack({
    separateClocks: true,
    config: { sessionIdleSeconds: 90 * 24 * 3600 },
  });
  await stack.sim(stack.gateway, "PUT", "/__control/terminal/settings", { tokenization: true });
});
afterEach(() => stack.close());

const control = (method: string, path: string, body?: unknown) =>
  stack.sim(stack.bff, method, `/__control${path}`, body);
const todays = async () => {
  const clocks = (await control("GET", "/system/clock")).body.services;
  return [clocks.bff.today, clocks["ccb-simulator"].today, clocks["gateway-simulator"].today];
};

/** The system deps a scenario step gets, over simulators a test may make refuse. */
function system(simulators?: SimulatorControl) {
  const { services } = stack.bffApp;
  return {
    services,
    simulators:
      simulators ??
      simulatorControl(
        { "ccb-simulator": stack.ccb, "gateway-simulator": stack.gateway },
        services.config.control?.token ?? "",
      ),
    startToday: null,
    resetBff: async () => {},
  };
}

describe("one advance of 40 days over two due dates, with AutoPay", () => {
  it("drafts each bill on its own due date, once, approved by the gateway on that day", async () => {
    const token = await stack.login(maria.username, maria.password);
    const cardId = await autopay.saveCard(stack, token);
    const { enrolled } = await autopay.enrol(stack, token, {
      accountId,
      cardId,
      plan: { kind: "amount-due" },
    });
    expect(enrolled.status).toBe(200);

    const answer = await control("PUT", "/system/clock", { advance: "40d" });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 600)).toBe(200);
    expect(answer.body).toMatchObject({ today: "2026-12-31", days: 40 });
    expect(answer.body.dayReport).toHaveLength(40);
    expect(answer.body.dayReport[0]).toEqual({
      day: "2026-11-22",
      jobs: ["notices", "autopay", "payment-extension", "outage-alerts"],
    });
    for (const day of answer.body.dayReport as Json[]) expect(day.failed, day.day).toBeUndefined();
    expect(await todays()).toEqual(["2026-12-31", "2026-12-31", "2026-12-31"]);

    // Both bills due on the way: the one due 2026-12-01 and the one cut 2026-12-11, due 2026-12-31.
    const bills = await stack.bffApp.services.billing.bills(accountId);
    const due = bills.filter((bill) => bill.dueDate > TODAY && bill.dueDate <= "2026-12-31");
    expect(due.map((bill) => bill.dueDate).sort()).toEqual(["2026-12-01", "2026-12-31"]);

    const drafts = await stack.bffApp.services.db
      .selectFrom("autopay_drafts")
      .selectAll()
      .where("account_id", "=", accountId)
      .orderBy("draft_on")
      .execute();
    expect(drafts.map((draft) => [draft.bill_id, draft.draft_on, draft.status, draft.attempts])).toEqual(
      [...due]
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
        .map((bill) => [bill.billId, bill.dueDate, "approved", 1]),
    );

    // The gateway saw one purchase per bill, approved, on its own clock's due date.
    const transactions = (await stack.sim(stack.gateway, "GET", "/__control/transactions")).body
      .transactions as Json[];
    const charged = transactions.filter((transaction) =>
      drafts.some((draft) => draft.invoice_num === transaction.invoice),
    );
    expect(
      charged.map((transaction) => [
        utilityDate(new Date(transaction.createdAt)),
        transaction.approved,
        transaction.amountCents,
      ]),
    ).toEqual(drafts.map((draft) => [draft.draft_on, true, draft.amount_cents]));
    expect(transactions.filter((transaction) => !transaction.approved)).toEqual([]);
  }, 90_000);
});

describe("a clock call moves all three services or fails loudly", () => {
  it("stops at the end of a day whose job failed, all three clocks on it, and answers the days run", async () => {
    let runs = 0;
    stack.bffApp.services.dayJobs.push({
      name: "fails on its third day",
      async run() {
        runs += 1;
        if (runs === 3) throw new Error("the third day went wrong");
      },
    });
    const answer = await control("PUT", "/system/clock", { advance: "5d" });
    expect(answer.status).toBe(500);
    expect(answer.body.error).toMatchObject({ code: "DAY_JOBS_FAILED", today: "2026-11-24", days: 3 });
    expect(answer.body.error.message).toContain("2026-11-24");
    expect(answer.body.error.dayReport.map((day: Json) => day.day)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
    ]);
    expect(answer.body.error.dayReport[2].failed).toEqual([
      { job: "fails on its third day", error: "Error: the third day went wrong" },
    ]);
    expect(await todays()).toEqual(["2026-11-24", "2026-11-24", "2026-11-24"]);
  });

  it("counts an error a day job logs and goes on from (a draft not made) as that job's failure", async () => {
    const { services } = stack.bffApp;
    services.dayJobs.push({
      name: "logs and goes on",
      async run() {
        services.logger.error("autopay: charge failed", { draft: "E1:B1", error: "GatewayError: 401" });
      },
    });
    const answer = await control("PUT", "/system/clock", { advance: "3d" });
    expect(answer.status).toBe(500);
    expect(answer.body.error.days).toBe(1);
    expect(answer.body.error.dayReport[0].failed).toEqual([
      {
        job: "logs and goes on",
        error: 'autopay: charge failed {"draft":"E1:B1","error":"GatewayError: 401"}',
      },
    ]);
    expect(await todays()).toEqual(["2026-11-22", "2026-11-22", "2026-11-22"]);
  });

  it("puts every clock back on the last step all reached when a simulator refuses a step", async () => {
    const real = system().simulators;
    let gatewayMoves = 0;
    const refusing: SimulatorControl = {
      ...real,
      async each(method, path, body) {
        const answers = await real.each(method, path, body);
        if (method === "PUT" && path === "/clock" && ++gatewayMoves === 3) {
          // The third step is refused by the gateway (its clock not moved); the put-back is taken.
          await real.call("gateway-simulator", "PUT", "/clock", { now: stack.clock.now().toISOString() });
          return { ...answers, "gateway-simulator": { ok: false, status: 409, body: { error: "no" } } };
        }
        return answers;
      },
    };
    const target = new Date(stack.clock.now().getTime() + 5 * autopay.DAY);
    const failure = await moveSystemClockTo(system(refusing), target).catch((error: unknown) => error);
    expect(isFailure(failure, "gateway-unavailable")).toBe(true);
    expect(failure).toMatchObject({ code: "CLOCK_NOT_MOVED", details: { days: 2, today: "2026-11-23" } });
    expect(await todays()).toEqual(["2026-11-23", "2026-11-23", "2026-11-23"]);
  });

  it("refuses before moving anything when a simulator does not answer", async () => {
    const real = system().simulators;
    const silent: SimulatorControl = {
      ...real,
      async each(method, path, body) {
        const answers = await real.each(method, path, body);
        return { ...answers, "ccb-simulator": { ok: false, status: 0, body: { error: "UNREACHABLE" } } };
      },
    };
    const failure = await moveSystemClockTo(system(silent), new Date(Date.now() + 86_400_000)).catch(
      (error: unknown) => error,
    );
    expect(isFailure(failure, "billing-unavailable")).toBe(true);
    expect(await todays()).toEqual([TODAY, TODAY, TODAY]);
  });

  it("goes back to the real date day by day when it is ahead, and says a reset is needed when billing ran past it", async () => {
    const realNow = new Date(Date.parse(`${TODAY}T09:00:00+10:00`) + 2 * autopay.DAY);
    const moved = await backToRealTime(system(), realNow);
    expect(moved.days).toBe(2);
    expect(await todays()).toEqual(["2026-11-23", "2026-11-23", "2026-11-23"]);

    expect((await control("PUT", "/system/clock", { advance: "3d" })).status).toBe(200);
    const failure = await backToRealTime(system(), realNow).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "CLOCK_NEEDS_RESET" });
    expect((failure as Error).message).toContain("Billing's world has run through 2026-11-26");
    expect(await todays()).toEqual(["2026-11-26", "2026-11-26", "2026-11-26"]);
  });
});
