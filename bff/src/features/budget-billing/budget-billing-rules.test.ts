import { BUDGET_CONSENT, budgetMessages } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import {
  type BudgetAccount,
  budgetOnRow,
  budgetRefusal,
  consentProblem,
  isReviewThreshold,
} from "./budget-billing-rules";

const eligible: BudgetAccount = {
  kind: "postpaid",
  cashOnly: false,
  pastDue: 0,
  arrangementActive: false,
  enrolled: false,
};

describe("who may enrol in budget billing (decision 043)", () => {
  it("a postpaid account with nothing past due, no arrangement, not cash-only, not enrolled", () => {
    expect(budgetRefusal(eligible)).toBeNull();
  });

  it("refuses each other case with why and what would make it eligible, in order", () => {
    expect(budgetRefusal({ ...eligible, kind: "prepaid", cashOnly: true })).toEqual({
      code: "PREPAID",
      message: budgetMessages.prepaid,
    });
    expect(budgetRefusal({ ...eligible, cashOnly: true, pastDue: 10 })?.code).toBe("CASH_ONLY");
    expect(budgetRefusal({ ...eligible, enrolled: true, pastDue: 10 })?.code).toBe("ALREADY_ENROLLED");
    expect(budgetRefusal({ ...eligible, pastDue: 42.5, arrangementActive: true })).toEqual({
      code: "PAST_DUE",
      message:
        "This account has $42.50 past due. Pay the past-due amount and the account can enroll in budget billing.",
    });
    expect(budgetRefusal({ ...eligible, arrangementActive: true })).toEqual({
      code: "ARRANGEMENT_ACTIVE",
      message: budgetMessages.arrangementActive,
    });
  });

  it("counts only the current terms, agreed", () => {
    expect(consentProblem({ agreed: true, consentVersion: BUDGET_CONSENT.version })).toBeNull();
    expect(consentProblem({ agreed: false, consentVersion: BUDGET_CONSENT.version })).toBe(
      budgetMessages.consentRequired,
    );
    expect(consentProblem({ agreed: true, consentVersion: "budget-consent-2020-01" })).toBe(
      budgetMessages.consentOutdated,
    );
  });

  it("takes a whole percent within the range as the review threshold", () => {
    const range = { min: 1, max: 50 };
    expect([1, 10, 50].map((value) => isReviewThreshold(value, range))).toEqual([true, true, true]);
    expect([0, 51, 2.5, Number.NaN].map((value) => isReviewThreshold(value, range))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("the dashboard row's budget (decision 043)", () => {
  const bills = [
    { billDate: "2026-12-11", budgetAmount: "120.00", actualCharges: "98.40" },
    { billDate: "2027-01-11", budgetAmount: "120.00", actualCharges: "131.75" },
  ];

  it("while billing's budget is active: the amount in force and the latest bill's two figures, as sent", () => {
    expect(budgetOnRow({ status: "active", budgetAmount: "125.00", bills }, "2027-01-11")).toEqual({
      budgetAmount: "125.00",
      currentBill: { budgetAmount: "120.00", actualCharges: "131.75" },
    });
  });

  it("no current bill when the latest bill was not cut on budget (enrolled since it)", () => {
    expect(budgetOnRow({ status: "active", budgetAmount: "125.00", bills }, "2026-11-11")).toEqual({
      budgetAmount: "125.00",
      currentBill: null,
    });
    expect(
      budgetOnRow({ status: "active", budgetAmount: "125.00", bills: [] }, null)?.currentBill,
    ).toBeNull();
  });

  it("nothing once billing says the account is off budget billing, or never was", () => {
    expect(budgetOnRow({ status: "left", budgetAmount: "0.00", bills }, "2027-01-11")).toBeNull();
    expect(budgetOnRow({ status: "none", budgetAmount: "0.00", bills: [] }, "2027-01-11")).toBeNull();
  });
});
