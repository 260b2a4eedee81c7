import { paymentMessages } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import { checkAmount } from "./quick-pay-form";

const amount = (typed: string | null) => {
  const form = new FormData();
  if (typed !== null) form.set("amount", typed);
  return checkAmount(form);
};

describe("quick pay's amount", () => {
  it("asks for an amount when none, or $ 0.00, is typed", () => {
    expect(amount(null)).toEqual({ message: paymentMessages.enterAmount });
    expect(amount("$ 0.00")).toEqual({ message: paymentMessages.enterAmount });
  });

  it("refuses less than a dollar and more than $99,999.99 with the range message", () => {
    expect(amount("$ 0.50")).toEqual({ message: paymentMessages.amountRange });
    expect(amount("$ 100,000.00")).toEqual({ message: paymentMessages.amountRange });
  });

  it("reads '$ 1,234.56' as dollars", () => {
    expect(amount("$ 1,234.56")).toEqual({ amount: 1234.56 });
  });
});
