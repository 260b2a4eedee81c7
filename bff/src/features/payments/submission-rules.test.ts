import { describe, expect, it } from "vitest";
import type { PayeezyRequest } from "@paygpa/contract";
import {
  fpHashDigest,
  isDuplicateApproval,
  payeezyDigest,
  refundBackoffMs,
  repeatOf,
  submitterOf,
} from "./submission-rules";

const request: PayeezyRequest = {
  accounts: [{ accountId: "1000000001", amount: 25 }],
  card_type: "Visa",
  card_holder: "MARIA CRUZ",
  card_num: "4111111111111111",
  exp_date: "1230",
  CAVV: "123",
  billingZipCode: "96929",
  confirmationEmail: "maria@example.org",
  idempotencyKey: "k".repeat(20),
};

describe("submitterOf: a key belongs to who submitted it", () => {
  it("names the customer, the admin or the quick-pay token", () => {
    expect(submitterOf({ kind: "customer", tokenHash: "t", personId: "P1", accountIds: [] })).toBe(
      "customer:P1",
    );
    expect(submitterOf({ kind: "admin", tokenHash: "t", adminId: 7, level: 1 })).toBe("admin:7");
    expect(submitterOf({ kind: "quickpay", tokenHash: "h", personId: "P1", accountId: "A" })).toBe(
      "quickpay:h",
    );
  });
});

describe("payeezyDigest: the same payment, whatever is retyped", () => {
  it("is the same for the same payment, and for another CVV or zip (never part of it)", () => {
    expect(payeezyDigest({ ...request, CAVV: "999", billingZipCode: "96910" })).toBe(payeezyDigest(request));
  });

  it("differs for another amount, account, card or e-mail", () => {
    const base = payeezyDigest(request);
    expect(payeezyDigest({ ...request, accounts: [{ accountId: "1000000001", amount: 26 }] })).not.toBe(base);
    expect(payeezyDigest({ ...request, card_num: "4012888888881881" })).not.toBe(base);
    expect(payeezyDigest({ ...request, confirmationEmail: "x@example.org" })).not.toBe(base);
  });

  it("holds no card number", () => {
    expect(payeezyDigest(request)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("tells a hosted checkout's request from a card payment's", () => {
    expect(fpHashDigest({ accounts: request.accounts })).not.toBe(payeezyDigest(request));
  });
});

describe("repeatOf: what a repeat of a claimed key gets", () => {
  const digest = payeezyDigest(request);
  it("the first answer once it is done", () => {
    expect(
      repeatOf(
        { request_digest: digest, state: "done", answer_status: 200, answer: '{"invoice":"200001"}' },
        digest,
      ),
    ).toEqual({ kind: "answer", status: 200, body: { invoice: "200001" } });
  });
  it("a wait while the first is in progress", () => {
    expect(
      repeatOf({ request_digest: digest, state: "in-progress", answer_status: null, answer: null }, digest),
    ).toEqual({ kind: "wait" });
  });
  it("a refusal for another request under the same key", () => {
    expect(
      repeatOf({ request_digest: "other", state: "done", answer_status: 200, answer: "{}" }, digest),
    ).toEqual({ kind: "refuse" });
  });
});

describe("isDuplicateApproval: which approval is refunded", () => {
  it("is a second approved tag of an approved checkout, never the recorded one", () => {
    expect(isDuplicateApproval({ status: "approved", gateway_tag: "111" }, "222")).toBe(true);
    expect(isDuplicateApproval({ status: "approved", gateway_tag: "111" }, "111")).toBe(false);
    expect(isDuplicateApproval({ status: "declined", gateway_tag: "111" }, "222")).toBe(false);
    expect(isDuplicateApproval({ status: "approved", gateway_tag: "111" }, "")).toBe(false);
  });
  it("retries a refund at growing intervals, at most five minutes apart", () => {
    expect(refundBackoffMs(1)).toBe(5_000);
    expect(refundBackoffMs(3)).toBe(20_000);
    expect(refundBackoffMs(30)).toBe(300_000);
  });
});
