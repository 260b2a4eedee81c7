import { describe, expect, it } from "vitest";
import {
  arrangementAvailability,
  balancesFromServiceAgreements,
  depositToggle,
  holdsCommercialAccount,
  isDraftResumable,
  isListedForArrangement,
  isSentToEligibilityList,
  monthlyAmountCents,
  payTodayBalance,
  signedFormFileName,
  totalOwedCents,
} from "./arrangement-rules";

const sa = (serviceType: string, status: string, current: number, payoff: number) => ({
  serviceType,
  status,
  currentBalanceCents: current,
  payoffBalanceCents: payoff,
});

describe("eligibility (spec 002 §5)", () => {
  it("sends only residential accounts with an amount above 0 to the eligibility list", () => {
    expect(isSentToEligibilityList({ className: "RESID", amountCents: 1 })).toBe(true);
    expect(isSentToEligibilityList({ className: "RESID", amountCents: 0 })).toBe(false);
    expect(isSentToEligibilityList({ className: "COMM", amountCents: 50_000 })).toBe(false);
  });

  it("lists an account only when the electric balance minus the deposit credit is above 0", () => {
    expect(isListedForArrangement({ balanceCents: 100, depCreditCents: 0, depAmountCents: 0 })).toBe(true);
    expect(isListedForArrangement({ balanceCents: 100, depCreditCents: 100, depAmountCents: 0 })).toBe(false);
    expect(isListedForArrangement({ balanceCents: 0, depCreditCents: 0, depAmountCents: 0 })).toBe(false);
  });
});

describe("commercial customer (spec 002 §1, §6)", () => {
  it("is a customer holding any account whose class is not RESID", () => {
    expect(holdsCommercialAccount(["RESID", "RESID"])).toBe(false);
    expect(holdsCommercialAccount(["RESID", "COMM"])).toBe(true);
    expect(holdsCommercialAccount(["COMM"])).toBe(true);
    expect(holdsCommercialAccount([])).toBe(false);
  });
});

describe("balance from service agreements (spec 002 §7 payment-arr-list)", () => {
  it("takes the balance of the active E SA, and a held deposit as depAmount = −payoff", () => {
    const balances = balancesFromServiceAgreements([
      sa("E-RES", "60", 999, 999),
      sa("E-RES", "20", 45_000, 45_000),
      sa("DEP-RES", "20", 0, -20_000),
    ]);
    expect(balances).toEqual({ balanceCents: 45_000, depCreditCents: 0, depAmountCents: 20_000 });
  });

  it("reads a credited deposit as depCredit = its current balance", () => {
    const balances = balancesFromServiceAgreements([
      sa("E-RES", "20", 30_000, 30_000),
      sa("DEP-RES", "20", -15_000, -15_000),
    ]);
    expect(balances).toEqual({ balanceCents: 30_000, depCreditCents: -15_000, depAmountCents: 15_000 });
  });

  it("gives depAmount 0 when the deposit's payoff is above 0, and ignores inactive deposits", () => {
    expect(
      balancesFromServiceAgreements([sa("E-RES", "20", 100, 100), sa("DEP-RES", "20", 0, 500)])
        .depAmountCents,
    ).toBe(0);
    expect(
      balancesFromServiceAgreements([sa("E-RES", "20", 100, 100), sa("DEP-RES", "60", 0, -500)])
        .depAmountCents,
    ).toBe(0);
  });
});

describe("deposit toggle (spec 002 §4)", () => {
  it("allows applying a held deposit and lowers the balance by it", () => {
    const account = { balanceCents: 45_000, depCreditCents: 0, depAmountCents: 20_000 };
    expect(depositToggle(account, true)).toEqual({ allowed: true, newBalanceCents: 25_000 });
    expect(depositToggle(account, false)).toEqual({ allowed: true, newBalanceCents: 45_000 });
  });

  it("refuses the toggle ('Invalid deposit amount!') with a deposit credit or no deposit", () => {
    expect(
      depositToggle({ balanceCents: 100, depCreditCents: -15_000, depAmountCents: 15_000 }, true),
    ).toEqual({ allowed: false });
    expect(depositToggle({ balanceCents: 100, depCreditCents: 0, depAmountCents: 0 }, true)).toEqual({
      allowed: false,
    });
  });
});

describe("pay-today balance (spec 002 §4)", () => {
  const account = { balanceCents: 45_000, depCreditCents: 0, depAmountCents: 20_000 };
  it("subtracts an amount above 0 from the balance minus the applied deposit", () => {
    expect(payTodayBalance({ ...account, applyDeposit: true }, 5_000)).toBe(20_000);
    expect(payTodayBalance({ ...account, applyDeposit: false }, 5_000)).toBe(40_000);
  });
  it("holds the balance (minus the applied deposit) when the amount is 0", () => {
    expect(payTodayBalance({ ...account, applyDeposit: true }, 0)).toBe(25_000);
  });
  it("leaves the balance unchanged when a deposit credit exists and no deposit is applied", () => {
    expect(
      payTodayBalance(
        { balanceCents: 30_000, depCreditCents: -15_000, depAmountCents: 15_000, applyDeposit: false },
        5_000,
      ),
    ).toBe(30_000);
  });
});

describe("monthly amount and total owed (spec 002 §2, §5, §9)", () => {
  it("spreads the balance over 6 months, and shows none when the balance is not above 0", () => {
    expect(monthlyAmountCents(60_000)).toBe(10_000);
    expect(monthlyAmountCents(100)).toBe(17);
    expect(monthlyAmountCents(0)).toBeNull();
    expect(monthlyAmountCents(-5)).toBeNull();
  });
  it("counts only balances above 0 toward the total owed", () => {
    expect(
      totalOwedCents([{ balanceCents: 10_000 }, { balanceCents: -2_000 }, { balanceCents: 5_050 }]),
    ).toBe(15_050);
  });
});

describe("availability on the dashboard (spec 002 §4)", () => {
  it("shows Pending when any case awaits its signed form", () => {
    expect(arrangementAvailability([{ accountId: "1", customerContactStatus: "10" }], ["2"])).toBe("pending");
  });
  it("offers a request for an eligible account without a case, else nothing", () => {
    expect(arrangementAvailability([{ accountId: "1", customerContactStatus: "20" }], ["1", "2"])).toBe(
      "request",
    );
    expect(arrangementAvailability([{ accountId: "1", customerContactStatus: "20" }], ["1"])).toBe("none");
    expect(arrangementAvailability([], [])).toBe("none");
  });
});

describe("stored name of a signed form (spec 002 §5)", () => {
  it("is CASE-{caseId}_ACCT-{accountId}-{timestamp}.{original extension}", () => {
    expect(
      signedFormFileName({
        caseId: "7000000001",
        accountId: "1000000009",
        timestamp: 1700000000000,
        originalName: "My Form.PDF",
      }),
    ).toBe("CASE-7000000001_ACCT-1000000009-1700000000000.pdf");
  });
});

describe("resuming the draft (decision 018: a reload of the intro keeps the customer's choices)", () => {
  const now = new Date("2026-11-24T13:00:00.000Z");
  it("resumes a draft started less than a day ago", () => {
    expect(isDraftResumable({ startedAt: "2026-11-24T12:59:00.000Z", now, startOver: false })).toBe(true);
    expect(isDraftResumable({ startedAt: "2026-11-23T13:00:01.000Z", now, startOver: false })).toBe(true);
  });
  it("starts afresh when the customer starts over, when there is no draft, or when it is a day old", () => {
    expect(isDraftResumable({ startedAt: "2026-11-24T12:59:00.000Z", now, startOver: true })).toBe(false);
    expect(isDraftResumable({ startedAt: null, now, startOver: false })).toBe(false);
    expect(isDraftResumable({ startedAt: "2026-11-23T13:00:00.000Z", now, startOver: false })).toBe(false);
    // The demo's clock moved back before the draft began: a new draft, not a draft from the future.
    expect(isDraftResumable({ startedAt: "2026-11-24T13:00:01.000Z", now, startOver: false })).toBe(false);
  });
});
