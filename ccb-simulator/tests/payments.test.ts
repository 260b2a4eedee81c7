/**
 * make-payment as CCB takes it: a payment event (Oracle Utilities REST API, Financial Transactions /
 * Payment Event, `…/framework/2510/restapi/op-rest-apis-customer-financials-paymentevents-post.html`)
 * whose tender carries the portal's payment id as its external reference, and GPA's CM look-up of
 * tenders by that reference (decision 027).
 */
import { customerPersona } from "@paygpa/fixtures";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { refusal, type Simulator, startSimulator } from "./simulator";

let ccb: Simulator;
beforeAll(async () => {
  ccb = await startSimulator();
});
beforeEach(() => ccb.reset());
afterAll(() => ccb.close());

const PAYMENT_EVENTS = "/rest/apis/customer/financials/paymentEvents/";
const overdue = customerPersona("postpaid-overdue").accounts[0]!.accountId;
const summary = (AccountID: string) => ccb.post("/rest/apis/cm/accounts/financialSummary", { AccountID });
const paymentEvent = (
  options: { accountId?: string; amount?: string; tenderType?: string; reference?: string } = {},
) => {
  const accountId = options.accountId ?? overdue;
  const amount = options.amount ?? "25.00";
  return {
    paymentTenders: {
      _data: [
        {
          payorAccount: { accountId },
          tenderAmount: amount,
          tenderType: options.tenderType ?? "CCV",
          externalReferenceId: options.reference ?? "PAYGPA-100001-1",
        },
      ],
    },
    payments: { _data: [{ account: { accountId }, paymentAmount: amount }] },
  };
};
const tendersOf = (reference: string) =>
  ccb.get(`/rest/apis/cm/financials/paymentTenders?externalReferenceId=${reference}`);

describe("POST /rest/apis/customer/financials/paymentEvents/ (make-payment)", () => {
  it("creates a PS financial transaction, lowers the electric balance and answers the payment", async () => {
    const before = (await summary(overdue)).body.details.CurrentBalance;
    const { status, body } = await ccb.post(PAYMENT_EVENTS, paymentEvent());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      paymentEventId: expect.any(String),
      paymentTenders: {
        _data: [
          expect.objectContaining({
            externalReferenceId: "PAYGPA-100001-1",
            tenderAmount: "25.00",
            payorAccount: { accountId: overdue },
          }),
        ],
      },
      payments: {
        _data: [
          {
            paymentId: expect.stringMatching(/^\d+$/),
            account: { accountId: overdue },
            paymentAmount: "25.00",
            paymentStatus: "50",
          },
        ],
      },
    });
    const after = (await summary(overdue)).body.details.CurrentBalance;
    expect(Math.round((before - after) * 100)).toBe(2500);
    const history = await ccb.get(
      `/rest/apis/customer/financials/accountData/${overdue}/financialHistory?limit=1`,
    );
    expect(history.body.accountFinancialHistoryList[0]).toMatchObject({
      financialTransactionId: body.payments._data[0].paymentId,
      financialTransactionType: "PS",
      currentAmount: "-25.00",
    });
  });

  it("posts the same external reference twice, as CCB does; the look-up finds both", async () => {
    expect((await tendersOf("PAYGPA-100001-1")).body).toEqual({ paymentTenders: [] });
    const first = await ccb.post(PAYMENT_EVENTS, paymentEvent());
    expect((await tendersOf("PAYGPA-100001-1")).body.paymentTenders).toEqual([
      expect.objectContaining({
        externalReferenceId: "PAYGPA-100001-1",
        payorAccountId: overdue,
        tenderAmount: "25.00",
        paymentId: first.body.payments._data[0].paymentId,
      }),
    ]);
    await ccb.post(PAYMENT_EVENTS, paymentEvent());
    expect((await tendersOf("PAYGPA-100001-1")).body.paymentTenders).toHaveLength(2);
    expect((await tendersOf("PAYGPA-100001-2")).body.paymentTenders).toHaveLength(0);
  });

  it("refuses an unknown tender type, a bad amount, a long reference and an unknown account", async () => {
    const refused = await ccb.post(PAYMENT_EVENTS, paymentEvent({ tenderType: "CASH" }));
    expect(refused.status).toBe(400);
    expect(refusal(refused.body)).toMatchObject({ code: "BAD_REQUEST", status: 400 });
    expect((await ccb.post(PAYMENT_EVENTS, paymentEvent({ amount: "-1.00" }))).status).toBe(400);
    expect((await ccb.post(PAYMENT_EVENTS, paymentEvent({ amount: "1.5" }))).status).toBe(400);
    expect((await ccb.post(PAYMENT_EVENTS, paymentEvent({ reference: "X".repeat(31) }))).status).toBe(400);
    const unknown = await ccb.post(PAYMENT_EVENTS, paymentEvent({ accountId: "9999999999" }));
    // Oracle's pages list 400 with the problem detail document as the operation's refusal.
    expect(unknown.status).toBe(400);
    expect(refusal(unknown.body)).toMatchObject({ code: "ACCOUNT_NOT_FOUND" });
    expect((await tendersOf("")).status).toBe(400);
  });

  it("refuses the flat body of before (tenders[], payorAccountId): Oracle nests the lists and accounts", async () => {
    const flat = {
      tenders: [
        { payorAccountId: overdue, tenderAmount: "1.00", tenderType: "CCV", externalReferenceId: "R" },
      ],
      payments: [{ accountId: overdue, paymentAmount: "1.00" }],
    };
    const refused = await ccb.post(PAYMENT_EVENTS, flat);
    expect(refused.status).toBe(400);
    expect(refused.body.problemDetailDocument.detail).toBe("Request body must be a JSON object");
  });
});

describe("POST /rest/apis/customer/financials/paymentEvents/payments/search (Search Payment Event Payments)", () => {
  const SEARCH = "/rest/apis/customer/financials/paymentEvents/payments/search";

  it("pages an account's payments, newest first, each with its account object", async () => {
    await ccb.post(PAYMENT_EVENTS, paymentEvent({ reference: "PAYGPA-300001-1", amount: "11.00" }));
    const all = await ccb.post(SEARCH, { filters: { accountId: overdue } });
    expect(all.status).toBe(200);
    expect(all.body.payments._data[0]).toMatchObject({
      account: { accountId: overdue },
      paymentAmount: "11.00",
      paymentStatus: "50",
    });
    const total = all.body.payments._data.length;
    const first = await ccb.post(SEARCH, { filters: { accountId: overdue }, limit: 1, offset: 0 });
    expect(first.body).toMatchObject({ limit: 1, offset: 0, hasMore: total > 1 });
    expect(first.body.payments._data).toHaveLength(1);
    const last = await ccb.post(SEARCH, { filters: { accountId: overdue }, limit: 1, offset: total - 1 });
    expect(last.body.hasMore).toBe(false);
  });

  it("finds a payment event's payments by its id", async () => {
    const posted = await ccb.post(PAYMENT_EVENTS, paymentEvent({ reference: "PAYGPA-300002-1" }));
    const found = await ccb.post(SEARCH, { paymentEventId: posted.body.paymentEventId });
    expect(found.body.payments._data).toEqual([
      expect.objectContaining({ paymentId: posted.body.payments._data[0].paymentId }),
    ]);
  });

  it("answers 400 to an unknown account, to no criteria and to bad paging", async () => {
    const unknown = await ccb.post(SEARCH, { filters: { accountId: "9999999999" } });
    expect(unknown.status).toBe(400);
    expect(refusal(unknown.body)).toMatchObject({ code: "ACCOUNT_NOT_FOUND", status: 400 });
    expect((await ccb.post(SEARCH, {})).status).toBe(400);
    expect((await ccb.post(SEARCH, { filters: { accountId: overdue }, limit: 0 })).status).toBe(400);
  });
});

describe("billing's payment ids after a reset (docs/qa-guide.md, repeatable runs)", () => {
  it("start again from the first one, so two runs of one script get the same payment ids", async () => {
    const run = async () => {
      const first = await ccb.post(PAYMENT_EVENTS, paymentEvent({ reference: "PAYGPA-200001-1" }));
      const second = await ccb.post(PAYMENT_EVENTS, paymentEvent({ reference: "PAYGPA-200002-1" }));
      return [
        first.body.payments._data[0].paymentId,
        second.body.paymentEventId,
        second.body.paymentTenders._data[0].paymentTenderId,
      ];
    };
    const before = await run();
    expect(before[0]).toBe("900000000001");
    await ccb.reset();
    expect(await run()).toEqual(before);
  });
});
