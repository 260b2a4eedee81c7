import type { BudgetEnrolment } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import { budgetStateWords, differenceWords } from "./budget-state-words";

const enrolment = (overrides: Partial<BudgetEnrolment>): BudgetEnrolment => ({
  status: "active",
  budgetAmount: "142.00",
  startDate: "2026-12-04",
  endDate: null,
  deviation: "0.00",
  consentVersion: "budget-consent-2026-12",
  enrolledBy: "staff",
  enrolledAt: "2026-12-04T10:00:00.000Z",
  events: [],
  ...overrides,
});

describe("the budget state as the clerk reads it", () => {
  it("says an account with no enrolment is not on budget billing", () => {
    expect(budgetStateWords(null)).toBe("This account is not on budget billing.");
  });

  it("gives billing's amount and who enrolled for an active budget", () => {
    expect(budgetStateWords(enrolment({ enrolledBy: "customer" }))).toBe(
      "On budget billing since 12/04/2026 (enrolled by the customer): $142.00 a month.",
    );
  });

  it("says when the account left and what its amount was", () => {
    expect(budgetStateWords(enrolment({ status: "left", endDate: "2027-03-01" }))).toBe(
      "This account left budget billing on 03/01/2027; its budget amount was $142.00 a month.",
    );
  });
});

describe("billing's difference so far, in words", () => {
  it("an amount owed, a credit, or none, with billing's figure as it came", () => {
    expect(differenceWords("12.34")).toBe(
      "So far the actual charges are $12.34 more than the budget payments: an amount owed.",
    );
    expect(differenceWords("-8.10")).toBe(
      "So far the budget payments are $8.10 more than the actual charges: a credit.",
    );
    expect(differenceWords("0.00")).toBe("So far the budget payments match the actual charges.");
    expect(differenceWords("-0.00")).toBe("So far the budget payments match the actual charges.");
  });
});
