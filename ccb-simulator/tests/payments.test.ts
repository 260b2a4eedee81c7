import { customerPersona } from "@paygpa/fixtures";
import { afterAll, beforeEach, beforeAll, describe, expect, it } from "vitest";
import { type Simulator, startSimulator } from "./simulator";

let ccb: Simulator;
beforeAll(async () => {
  ccb = await startSimulator();
});
beforeEach(() => ccb.reset());
afterAll(() => ccb.close());

const overdue = customerPersona("postpaid-overdue").accounts[0]!.accountId;
const summary = (AccountID: string) => ccb.post("/ccb/v1/accounts/financial-summary", { AccountID });
const pay = (body: Record<string, unknown>) =>
  ccb.post("/ccb/v1/payments", {
    AccountID: overdue,
    amount: "25.00",
    method: "PG001",
    cardCharge: "0.00",
    paymentSource: "CCV",
    paymentKey: "checkout-1-line-1",
    ...body,
  });

describe("POST /ccb/v1/payments (make-payment)", () => {
  it("creates a PS financial transaction and lowers the electric balance", async () => {
    const before = (await summary(overdue)).body.details.CurrentBalance;
    const { status, body } = await pay({});
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: "1", created: true, AccountID: overdue, amount: "25.00" });
    expect(body.paymentId).toMatch(/^\d+$/);
    const after = (await summary(overdue)).body.details.CurrentBalance;
    expect(Math.round((before - after) * 100)).toBe(2500);
    const history = await ccb.post("/ccb/v1/accounts/financial-transactions", { AccountID: overdue });
    expect(history.body.result[0]).toMatchObject({ FinancialTransactionType: "PS", TotalAmount: -25 });
  });

  it("posts the same payment key once", async () => {
    const before = (await summary(overdue)).body.details.CurrentBalance;
    const first = await pay({});
    const second = await pay({});
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ created: false, paymentId: first.body.paymentId });
    const after = (await summary(overdue)).body.details.CurrentBalance;
    expect(Math.round((before - after) * 100)).toBe(2500);
  });

  it("refuses a method other than PG001, a bad amount and an unknown account", async () => {
    expect((await pay({ method: "CASH" })).status).toBe(400);
    expect((await pay({ amount: "-1.00" })).status).toBe(400);
    expect((await pay({ amount: "1.5" })).status).toBe(400);
    expect((await pay({ AccountID: "9999999999" })).status).toBe(404);
  });
});
