/**
 * The back office's Phoned-In Bill Payment (spec 000 §2, §3, §7, §8): step 1's
 * account search, the two payment history tabs, the payment recorded Phoned-In with the clerk, the
 * levels allowed (1, 3, 4) and cash-only accounts refused.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages } from "@paygpa/contract";
import { type PaymentStack, payOnHostedPage, startPaymentStack } from "./payment-harness";
import { admins, persona } from "./personas";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const current = persona("postpaid-current");
const overdue = persona("postpaid-overdue");
const prepaid = persona("prepaid-only");
const cashOnly = persona("cash-only");
const accountOf = (who: ReturnType<typeof persona>) => who.accounts[0]!.accountId;

async function adminToken(level: number): Promise<string> {
  const found = admins.find((candidate) => candidate.level === level);
  if (!found) throw new Error(`no admin of level ${level}`);
  const { body } = await stack.call("/api/v1/login", {
    body: { username: found.username, password: found.password },
  });
  return body.token;
}

describe("step 1: the account search (user-latest-bill-phoned)", () => {
  it("gives phoned-in staff the account's balance, name, service location and summary line", async () => {
    const { status, body } = await stack.call("/api/v1/user-latest-bill-phoned", {
      token: await adminToken(4),
      body: { accountId: accountOf(current), division: "GPA" },
    });
    expect(status).toBe(200);
    expect(body.status).toBe("Success");
    expect(body.result.arrears.details.AccountID).toBe(accountOf(current));
    expect(body.result).toMatchObject({ type: "postpaid", cashOnlyFlag: "N" });
    expect(body.result.summary).toMatchObject({ accID: accountOf(current), accountType: "postpaid" });
    expect(body.result.summary.serviceLocation).toBe(body.result.arrears.details.PremiseInfo);
  });

  it("gives a prepaid account's prepaid balance and SA id", async () => {
    const { body } = await stack.call("/api/v1/user-latest-bill-phoned", {
      token: await adminToken(1),
      body: { accountId: accountOf(prepaid) },
    });
    expect(body.result.type).toBe("prepaid");
    expect(typeof body.result.prepayBalance).toBe("number");
    expect(body.result.prepaySAId).toBeTruthy();
  });

  it("answers an unknown account as Failed with billing's description and the account id", async () => {
    const { status, body } = await stack.call("/api/v1/user-latest-bill-phoned", {
      token: await adminToken(3),
      body: { accountId: "9999999999", division: "GPA" },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "Failed",
      accountId: "9999999999",
      description: messages.accountNumberDoesNotExist,
    });
  });

  it("refuses an IT admin (level 2), a customer and a caller with no session", async () => {
    const body = { accountId: accountOf(current) };
    const it2 = await stack.call("/api/v1/user-latest-bill-phoned", { token: await adminToken(2), body });
    expect(it2.status).toBe(403);
    const customer = await stack.login(current.username, current.password);
    expect((await stack.call("/api/v1/user-latest-bill-phoned", { token: customer, body })).status).toBe(403);
    expect((await stack.call("/api/v1/user-latest-bill-phoned", { body })).status).toBe(401);
    for (const path of ["/api/v1/user-payment-history", "/api/v1/user-payment-history-ccb"]) {
      expect((await stack.call(path, { token: await adminToken(2), body })).status).toBe(403);
      expect((await stack.call(path, { token: customer, body })).status).toBe(403);
    }
  });
});

describe("the Payment History modal", () => {
  it("Complete tab: billing's payments, at most 18, PS as 'Payment' and others as 'Payment Adjustment'", async () => {
    const { status, body } = await stack.call("/api/v1/user-payment-history-ccb", {
      token: await adminToken(4),
      body: { accountId: accountOf(overdue) },
    });
    expect(status).toBe(200);
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.length).toBeLessThanOrEqual(18);
    for (const row of body.result) {
      expect(row.FinancialTransactionType).not.toBe("BS");
      expect(row.label).toBe(row.FinancialTransactionType === "PS" ? "Payment" : "Payment Adjustment");
    }
  });
});

describe("step 2: the phoned-in payment through the hosted page", () => {
  it("records the payment of two accounts as Phoned-In with the clerk, shown in the Web tab", async () => {
    const clerk = await adminToken(4);
    const { status, body: form } = await stack.call("/api/v1/get-fphash", {
      token: clerk,
      body: {
        accounts: [
          { accountId: accountOf(current), amount: 12.5 },
          { accountId: accountOf(overdue), amount: 1234.56 },
        ],
      },
    });
    expect(status).toBe(200);
    await payOnHostedPage(stack, form.fields);

    const details = await stack.call("/api/payment-details", {
      token: clerk,
      body: { invoice_num: form.fp_sequence },
    });
    expect(details.body.paymentResults[0]).toMatchObject({ status: "approved", mode: "Phoned-In" });
    expect(details.body.paymentResults[0].dollar_amount).toBe("1247.06");
    const checkout = await stack.bffApp.services.db
      .selectFrom("checkouts")
      .innerJoin("admins", "admins.id", "checkouts.admin_id")
      .select(["mode", "admins.username"])
      .where("invoice_num", "=", form.fp_sequence)
      .executeTakeFirstOrThrow();
    expect(checkout).toEqual({ mode: "Phoned-In", username: "phonedin" });

    const history = await stack.call("/api/v1/user-payment-history", {
      token: clerk,
      body: { accountId: accountOf(overdue) },
    });
    expect(history.body.result[0]).toMatchObject({
      receipt_num: form.fp_sequence,
      username: "phonedin",
      status: "approved",
      amount: "1234.56",
    });
    expect(history.body.result[0].transaction_tag).not.toBe("");
  });

  it("refuses a cash-only account, alone or with another", async () => {
    const { status, body } = await stack.call("/api/v1/get-fphash", {
      token: await adminToken(3),
      body: {
        accounts: [
          { accountId: accountOf(current), amount: 10 },
          { accountId: accountOf(cashOnly), amount: 10 },
        ],
      },
    });
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ code: "CASH_ONLY", message: messages.cashOnlyNotice });
  });
});
