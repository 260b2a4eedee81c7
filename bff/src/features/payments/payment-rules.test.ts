import { formattersMadeBy } from "@paygpa/runtime/date-time-format";
import { describe, expect, it } from "vitest";
import { paymentMessages } from "@paygpa/contract";
import {
  cardNumberProblem,
  checkPaymentAmount,
  expiryProblem,
  maskCardNumber,
  maskCardNumbersIn,
  maskWords,
  paymentSourceOf,
  paymentTypeOf,
  postingBackoffMs,
  receiptDateTime,
} from "./payment-rules";

describe("payment amount (1.00 to 99,999.99, 2 decimals)", () => {
  it("accepts the bounds and gives cents", () => {
    expect(checkPaymentAmount(1)).toEqual({ ok: true, cents: 100 });
    expect(checkPaymentAmount(99_999.99)).toEqual({ ok: true, cents: 9_999_999 });
    expect(checkPaymentAmount(75.25)).toEqual({ ok: true, cents: 7525 });
  });
  it("refuses below 1.00, above 99,999.99, negatives and a third decimal", () => {
    for (const amount of [0.99, 100_000, -5, 10.555]) {
      expect(checkPaymentAmount(amount)).toEqual({ ok: false, message: paymentMessages.amountRange });
    }
  });
  it("says 'Please enter an amount!' when there is none", () => {
    expect(checkPaymentAmount(0)).toEqual({ ok: false, message: "Please enter an amount!" });
    expect(checkPaymentAmount(undefined)).toEqual({ ok: false, message: "Please enter an amount!" });
  });
});

describe("card number rules (spec 000 §5)", () => {
  it("accepts a 16-digit Visa starting with 4 and a MasterCard starting 51–55", () => {
    expect(cardNumberProblem("4111111111111111", "Visa")).toBeNull();
    expect(cardNumberProblem("5500 0000 0000 0004", "MasterCard")).toBeNull();
  });
  it("calls any other first digits 'Invalid Card Number Format!'", () => {
    expect(cardNumberProblem("7011000000000004", "Visa")).toBe("Invalid Card Number Format!");
    expect(cardNumberProblem("5600000000000000", "MasterCard")).toBe("Invalid Card Number Format!");
    expect(cardNumberProblem("41x1", "Visa")).toBe("Invalid Card Number Format!");
  });
  it("knows Discover and the 2-series Mastercard numbers (2221–2720) the terms accept", () => {
    expect(cardNumberProblem("6011000000000004", "Discover")).toBeNull();
    expect(cardNumberProblem("6510000000000000", "Discover")).toBeNull();
    expect(cardNumberProblem("2223000048400011", "MasterCard")).toBeNull();
    expect(cardNumberProblem("2720990000000000", "MasterCard")).toBeNull();
    expect(cardNumberProblem("2721000000000000", "MasterCard")).toBe("Invalid Card Number Format!");
    expect(cardNumberProblem("6011000000000004", "Visa")).toBe("Please enter a valid Visa Card Number!");
  });
  it("says the chosen brand does not match the number", () => {
    expect(cardNumberProblem("5500000000000004", "Visa")).toBe("Please enter a valid Visa Card Number!");
    expect(cardNumberProblem("4111111111111111", "MasterCard")).toBe(
      "Please enter a valid Master Card Number!",
    );
  });
  it("needs exactly 16 digits", () => {
    expect(cardNumberProblem("411111111111111", "Visa")).toBe(paymentMessages.cardNumberLength);
    expect(cardNumberProblem("41111111111111111", "Visa")).toBe(paymentMessages.cardNumberLength);
  });
});

describe("expiry (MMYY)", () => {
  it("accepts this month and later", () => {
    expect(expiryProblem("1126", "2026-11-21")).toBeNull();
    expect(expiryProblem("0130", "2026-11-21")).toBeNull();
  });
  it("says 'Invalid card expriry date!' before this month or when malformed", () => {
    expect(expiryProblem("1026", "2026-11-21")).toBe("Invalid card expriry date!");
    expect(expiryProblem("1326", "2026-11-21")).toBe("Invalid card expriry date!");
    expect(expiryProblem("12-2030", "2026-11-21")).toBe("Invalid card expriry date!");
  });
});

describe("masking", () => {
  it("shows the first two characters of each word of a name or address", () => {
    expect(maskWords("Maria Cruz")).toBe("Ma*** Cr**");
    expect(maskWords("145 Chalan San Antonio")).toBe("14* Ch**** Sa* An*****");
    expect(maskWords("Jo")).toBe("Jo");
  });
  it("keeps only the last four digits of a card number, in any text", () => {
    expect(maskCardNumber("4111111111111111")).toBe("############1111");
    expect(maskCardNumbersIn('{"cc":"4111 1111 1111 1111","amount":"75.25"}')).toBe(
      '{"cc":"############1111","amount":"75.25"}',
    );
  });
});

describe("codes", () => {
  it("maps the gateway's card type to billing's payment source", () => {
    expect(paymentSourceOf("Visa")).toBe("CCV");
    expect(paymentSourceOf("Mastercard")).toBe("CCM");
    expect(paymentSourceOf("Discover")).toBe("CCD");
    expect(paymentSourceOf("")).toBe("");
  });
  it("uses the commercial page as soon as one account is not residential", () => {
    expect(paymentTypeOf(["RESID", "RESID"])).toBe("RESID");
    expect(paymentTypeOf(["RESID", "COMM"])).toBe("COMM");
  });
  it("backs off posting retries, doubling up to 5 minutes", () => {
    expect(postingBackoffMs(1)).toBe(5_000);
    expect(postingBackoffMs(2)).toBe(10_000);
    expect(postingBackoffMs(20)).toBe(300_000);
  });
});

describe("receiptDateTime", () => {
  it("shows the instant on Guam's clock (UTC+10), not as an ISO timestamp", () => {
    expect(receiptDateTime("2026-11-20T23:00:00.000Z")).toBe("11/21/2026, 9:00 AM (Guam time)");
    expect(receiptDateTime("2026-11-21T05:30:00.000Z")).toBe("11/21/2026, 3:30 PM (Guam time)");
  });

  it("makes no formatter per receipt (each one holds ICU's zone data in native memory)", () => {
    const made = formattersMadeBy(() => {
      for (let minute = 10; minute < 30; minute += 1) {
        expect(receiptDateTime(`2026-11-21T05:${minute}:00.000Z`)).toBe(
          `11/21/2026, 3:${minute} PM (Guam time)`,
        );
      }
    });
    expect(made).toBe(0);
  });
});
