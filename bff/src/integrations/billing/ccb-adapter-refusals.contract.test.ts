/**
 * The CCB adapter's reading of billing's refusals (decision 027): OUAF problem detail documents,
 * wrapped or bare, named by their message for the features, and what posting may try again.
 */
import { describe, expect, it } from "vitest";
import { BillingRejected } from "./billing-errors";
import { CCB_PATHS } from "./ccb-paths";
import { describeBillingFailure, isTransientBillingFailure } from "./billing-failures";
import { adapter, problem, recordedCcb } from "./ccb-recorded.test-support";

describe("refusals as OUAF problem details", () => {
  it("names GPA's CM messages for the features and keeps billing's words", async () => {
    const ccb = recordedCcb([
      { status: 400, body: problem(400, "90000", "2001", "Account number doesn't exist") },
    ]);
    const refused = await adapter(ccb)
      .bills("9999999999")
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BillingRejected);
    expect(refused).toMatchObject({
      kind: "billing-refused",
      reason: "unknown-account",
      billingStatus: 400,
      ouafCode: "ACCOUNT_NOT_FOUND",
      description: "Account number doesn't exist",
      answer: { billingAnswered: true, tryAgain: false },
    });
    expect(ccb.sent[0]?.url.pathname).toBe(`/ouaf/rest/apis${CCB_PATHS.billSearch}`);
  });

  it("reads a bare problem document too, and keeps an unknown message as category/number", async () => {
    const ccb = recordedCcb([
      { status: 422, body: problem(422, "3", "1205", "Tender type is not valid").problemDetailDocument },
    ]);
    const refused = await adapter(ccb)
      .makePayment({ accountId: "1", amount: "1.00", paymentSource: "CCV", externalReferenceId: "X" })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      kind: "billing-refused",
      reason: "refused",
      billingStatus: 422,
      ouafCode: "3/1205",
      description: "Tender type is not valid",
    });
    expect(isTransientBillingFailure(describeBillingFailure(refused))).toBe(false);
  });

  it("retries only the documented 'try again', 408, 429 (with Retry-After) and what is not an answer", async () => {
    const ccb = recordedCcb([
      {
        status: 409,
        body: problem(409, "90000", "9001", "The record was changed by another user. Try again."),
      },
      { status: 409, body: problem(409, "90000", "3004", "No active deposit to stop on this account") },
      { status: 429, body: problem(429, "90000", "9002", "Busy"), headers: { "retry-after": "30" } },
      { status: 503, body: problem(503, "90000", "9503", "Down") },
      { status: 404, body: "<html>Not Found</html>" },
    ]);
    const billing = adapter(ccb);
    const refusals: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      refusals.push(await billing.stopDeposit("1000000001").catch((error: unknown) => error));
    }
    const failures = refusals.map(describeBillingFailure);
    expect(failures.map((failure) => [failure.status, isTransientBillingFailure(failure)])).toEqual([
      [409, true],
      [409, false],
      [429, true],
      [503, true],
      [404, false],
      [null, true], // no answer at all
    ]);
    expect(failures[2]?.retryAfter).toBe("30");
    expect(refusals.map((error) => (error as { reason?: string }).reason)).toEqual([
      "try-again",
      "no-deposit",
      "billing-busy",
      "HTTP 503",
      "not-found",
      "connection failed",
    ]);
    expect(refusals.map((error) => (error as { kind?: string }).kind)).toEqual([
      "billing-refused",
      "billing-refused",
      "billing-refused",
      "billing-unavailable",
      "billing-refused",
      "billing-unavailable",
    ]);
    expect(failures[4]?.billingAnswered).toBe(false);
  });
});
