import { describe, expect, it } from "vitest";
import { decideOutcome, describeOutcome, parseOutcome, triggerAmountOutcome } from "./outcomes";

describe("outcomes", () => {
  it("approves an ordinary card and amount", () => {
    expect(
      decideOutcome({ cardNumber: "4111111111111111", amountCents: 12540, nextOutcome: null }),
    ).toMatchObject({
      kind: "approved",
      bank: { code: "100", message: "Approved" },
      decidedBy: "default",
    });
  });

  it("reads the bank code from the whole dollars above 5,000", () => {
    expect(triggerAmountOutcome(552_100)).toEqual({ kind: "bank", code: "521" });
    expect(triggerAmountOutcome(530_399)).toEqual({ kind: "bank", code: "303" });
    expect(triggerAmountOutcome(510_000)).toEqual({ kind: "bank", code: "100" });
    expect(triggerAmountOutcome(499_999)).toBeNull();
    expect(triggerAmountOutcome(500_000)).toBeNull();
    expect(triggerAmountOutcome(600_000)).toBeNull();
    expect(triggerAmountOutcome(700_000)).toBeNull();
  });

  it("declines '5,000 + error' with no listed bank code as the recorded $5,013.00 was: 605", () => {
    expect(triggerAmountOutcome(501_300)).toEqual({ kind: "bank", code: "605" });
    expect(triggerAmountOutcome(505_100)).toEqual({ kind: "bank", code: "605" });
    expect(
      decideOutcome({ cardNumber: "4242424242424242", amountCents: 501_300, nextOutcome: null }),
    ).toMatchObject({ kind: "declined", bank: { code: "605", message: "Invalid Expiration Date" } });
  });

  it("lets a decline test card win over a trigger amount, and a forced outcome win over both", () => {
    expect(
      decideOutcome({ cardNumber: "4000000000000002", amountCents: 552_100, nextOutcome: null }),
    ).toMatchObject({
      bank: { code: "530" },
      decidedBy: "test-card",
    });
    expect(
      decideOutcome({
        cardNumber: "4000000000000002",
        amountCents: 552_100,
        nextOutcome: parseOutcome("approve"),
      }),
    ).toMatchObject({ kind: "approved", decidedBy: "next-outcome" });
  });

  it("applies a trigger amount to an approving test card", () => {
    expect(
      decideOutcome({ cardNumber: "4111111111111111", amountCents: 553_100, nextOutcome: null }),
    ).toMatchObject({
      kind: "declined",
      bank: { code: "531" },
      decidedBy: "trigger-amount",
    });
  });

  it("parses and describes forced outcomes", () => {
    for (const outcome of ["approve", "decline:521", "error:42", "error:12"]) {
      const parsed = parseOutcome(outcome);
      expect(parsed).not.toBeNull();
      expect(describeOutcome(parsed!)).toBe(outcome);
    }
    expect(describeOutcome(parseOutcome("error")!)).toBe("error:42");
    expect(parseOutcome("decline:100")).toBeNull();
    expect(parseOutcome("decline:51")).toBeNull();
  });
});
