/**
 * Budget billing (decision 043): the same amount every month, worked out by billing from the last 12
 * bills (or the premise's history for a newer account), reviewed every quarter against a threshold
 * staff set, trued up once a year. The customer sees the amount and the consent text before
 * enrolling; the BFF stores which version of the text was agreed to, by whom and when.
 */
import * as v from "valibot";
import { AccountId } from "./common";
import { BILLING_ERRORS } from "./route-errors";
import type { RouteEntry } from "./route-entry";

/** The review threshold until staff set one: a quarter's actual charges 10 % off the budget. */
export const BUDGET_DEFAULTS = { reviewThresholdPercent: 10 } as const;
export const BUDGET_THRESHOLD_RANGE = { min: 1, max: 50 } as const;

/** The consent text the customer agrees to; a new wording gets a new version. */
export const BUDGET_CONSENT = {
  version: "budget-consent-2026-12",
  text:
    "I agree to pay the same budget amount each month instead of my actual charges. GPA reviews the " +
    "amount every three months and changes it when my charges move away from it. Once a year GPA " +
    "compares what I paid with my actual charges: a credit is carried to my next bills, an amount " +
    "owed is spread over my next three bills. If I leave budget billing, the difference is settled " +
    "on my next bill.",
} as const;

export const budgetMessages = {
  title: "Budget billing",
  link: "Budget billing",
  intro: "Pay the same amount every month, worked out from your past year of bills.",
  amountLabel: "Your monthly budget amount",
  basis: {
    account: "Worked out from this account's last 12 bills.",
    premise:
      "This account is new, so the amount is worked out from the last 12 months of electricity used at this address.",
    projected:
      "This account is new, so the amount is worked out from its first months, adjusted for the season.",
  },
  agree: "I have read and agree to the budget billing terms above.",
  enrol: "Enroll in budget billing",
  leave: "Leave budget billing",
  enrolled: (amount: string) => `You are on budget billing: $${amount} a month.`,
  /** The dashboard row of an account on budget billing. */
  onRow: (amount: string) => `Budget billing: $${amount} a month`,
  left: "You have left budget billing. The difference between your budget payments and your actual charges will be settled on your next bill.",
  budgetAmountDue: "Budget amount due",
  actualCharges: "Actual charges",
  billsTitle: "Bills on budget billing",
  nextReview: "Next review",
  trueUp: "Annual true-up",
  prepaid:
    "Budget billing is for billed accounts; a prepaid account already pays as it goes. It becomes available if the account moves to a monthly bill.",
  cashOnly:
    "This account pays in person only, so it cannot be on budget billing. It becomes available once the account may pay by card or bank again — please call us.",
  pastDue: (amount: string) =>
    `This account has $${amount} past due. Pay the past-due amount and the account can enroll in budget billing.`,
  arrangementActive:
    "This account has a payment arrangement running. It can enroll in budget billing once the arrangement's instalments have all been billed.",
  alreadyEnrolled: "This account is already on budget billing.",
  notEnrolled: "This account is not on budget billing.",
  consentRequired: "Please read the budget billing terms and tick the box to agree before enrolling.",
  consentOutdated:
    "The budget billing terms have changed. Please read them again and agree to the new terms.",
  settingsInvalid: "Enter a whole number of percent from 1 to 50.",
  events: {
    enrolled: "Enrolled",
    "review-kept": "Quarterly review: amount kept",
    "review-adjusted": "Quarterly review: amount changed",
    "true-up-credit": "Annual true-up: credit carried forward",
    "true-up-debit": "Annual true-up: amount owed spread over the next three bills",
    left: "Left budget billing",
    settled: "Difference settled on the bill",
  },
} as const;

export const BudgetAccountRequest = v.object({ accountId: AccountId });
export type BudgetAccountRequest = v.InferInput<typeof BudgetAccountRequest>;

export const BudgetEnrolRequest = v.object({
  accountId: AccountId,
  /** The version of the consent text the customer read and agreed to. */
  consentVersion: v.string(),
  agreed: v.boolean(),
});
export type BudgetEnrolRequest = v.InferInput<typeof BudgetEnrolRequest>;

export const BUDGET_EVENT_KINDS = [
  "enrolled",
  "review-kept",
  "review-adjusted",
  "true-up-credit",
  "true-up-debit",
  "left",
  "settled",
] as const;

export const BudgetEvent = v.object({
  date: v.string(),
  kind: v.picklist(BUDGET_EVENT_KINDS),
  /** What the customer reads (budgetMessages.events). */
  label: v.string(),
  budgetAmount: v.string(),
  driftPercent: v.nullable(v.number()),
  difference: v.nullable(v.string()),
});
export type BudgetEvent = v.InferOutput<typeof BudgetEvent>;

/** A bill cut on budget billing: the amount due and the actual charges side by side (billing's). */
export const BudgetBill = v.object({
  billId: v.string(),
  billDate: v.string(),
  dueDate: v.string(),
  budgetAmount: v.string(),
  actualCharges: v.string(),
  /** What the bill charged: the budget amount, with a true-up part or a credit applied. */
  billedAmount: v.string(),
  trueUpDebit: v.string(),
  creditApplied: v.string(),
  /** 1–12 within the budget year; 0 for the bill that settled the difference after leaving. */
  billOfYear: v.number(),
});
export type BudgetBill = v.InferOutput<typeof BudgetBill>;

/** One bill's budget amount due beside its actual charges, as billing cut them (My Bills, the dashboard row). */
export const BudgetBillAmounts = v.object({
  budgetAmount: v.string(),
  actualCharges: v.string(),
});
export type BudgetBillAmounts = v.InferOutput<typeof BudgetBillAmounts>;

/**
 * The dashboard row of an account on budget billing: billing's monthly amount in force and, when the
 * account's latest bill was cut on budget, that bill's amount due beside its actual charges.
 */
export const BudgetOnRow = v.object({
  budgetAmount: v.string(),
  currentBill: v.nullable(BudgetBillAmounts),
});
export type BudgetOnRow = v.InferOutput<typeof BudgetOnRow>;

export const BudgetEnrolment = v.object({
  status: v.picklist(["active", "left"]),
  budgetAmount: v.string(),
  startDate: v.string(),
  endDate: v.nullable(v.string()),
  /** Actual charges less what was billed so far (positive: owed at the true-up). */
  deviation: v.string(),
  consentVersion: v.string(),
  enrolledBy: v.picklist(["customer", "staff"]),
  enrolledAt: v.string(),
  events: v.array(BudgetEvent),
});
export type BudgetEnrolment = v.InferOutput<typeof BudgetEnrolment>;

/** GET: eligibility (or why not and what would change it), the quote with its terms, the enrolment. */
export const BudgetStatusResponse = v.object({
  accountId: v.string(),
  eligible: v.boolean(),
  refusal: v.nullable(v.object({ code: v.string(), message: v.string() })),
  quote: v.nullable(
    v.object({
      amount: v.string(),
      basis: v.picklist(["account", "premise", "projected"]),
      basisNote: v.string(),
    }),
  ),
  consent: v.object({ version: v.string(), text: v.string() }),
  enrolment: v.nullable(BudgetEnrolment),
  bills: v.array(BudgetBill),
});
export type BudgetStatusResponse = v.InferOutput<typeof BudgetStatusResponse>;

export const BudgetSettings = v.object({ reviewThresholdPercent: v.number(), setByStaff: v.boolean() });
export type BudgetSettings = v.InferOutput<typeof BudgetSettings>;
export const BudgetSettingsUpdateRequest = v.object({ reviewThresholdPercent: v.number() });
export type BudgetSettingsUpdateRequest = v.InferInput<typeof BudgetSettingsUpdateRequest>;

const ENROL_ERRORS = [...BILLING_ERRORS, "BUDGET_REFUSED", "BUDGET_CONSENT_REQUIRED"] as const;
const LEAVE_ERRORS = [...BILLING_ERRORS, "BUDGET_REFUSED"] as const;

/** Budget billing's routes (decision 017). */
export const budgetBillingRoutes = {
  budgetBilling: {
    method: "GET",
    path: "/api/v1/budget-billing",
    access: "customer",
    request: BudgetAccountRequest,
    answer: BudgetStatusResponse,
    errors: BILLING_ERRORS,
    summary: "budget billing (decision 043): eligibility, the quoted amount with its terms, the enrolment",
  },
  budgetBillingEnrol: {
    method: "POST",
    path: "/api/v1/budget-billing",
    access: "customer",
    request: BudgetEnrolRequest,
    answer: BudgetStatusResponse,
    errors: ENROL_ERRORS,
    summary: "budget billing: the customer enrolls, agreeing to the terms' version shown",
  },
  budgetBillingLeave: {
    method: "POST",
    path: "/api/v1/budget-billing/leave",
    access: "customer",
    request: BudgetAccountRequest,
    answer: BudgetStatusResponse,
    errors: LEAVE_ERRORS,
    summary: "budget billing: the customer leaves; the difference is settled on the next bill",
  },
  phonedInBudgetBilling: {
    method: "GET",
    path: "/api/v1/phoned-in/budget-billing",
    access: { admin: "phonedIn" },
    request: BudgetAccountRequest,
    answer: BudgetStatusResponse,
    errors: BILLING_ERRORS,
    summary: "budget billing for a phoning customer: eligibility, the quote and the enrolment",
  },
  phonedInBudgetBillingEnrol: {
    method: "POST",
    path: "/api/v1/phoned-in/budget-billing",
    access: { admin: "phonedIn" },
    request: BudgetEnrolRequest,
    answer: BudgetStatusResponse,
    errors: ENROL_ERRORS,
    summary:
      "budget billing for a phoning customer: a clerk enrolls the account (the terms read out; audited)",
  },
  phonedInBudgetBillingLeave: {
    method: "POST",
    path: "/api/v1/phoned-in/budget-billing/leave",
    access: { admin: "phonedIn" },
    request: BudgetAccountRequest,
    answer: BudgetStatusResponse,
    errors: LEAVE_ERRORS,
    summary: "budget billing for a phoning customer: a clerk takes the account off budget billing (audited)",
  },
  budgetSettings: {
    method: "GET",
    path: "/api/v1/system-maintenance/budget-billing",
    access: { admin: "systemMaintenance" },
    answer: BudgetSettings,
    errors: [],
    summary: "budget billing's review threshold (decision 043)",
  },
  budgetSettingsUpdate: {
    method: "POST",
    path: "/api/v1/system-maintenance/budget-billing",
    access: { admin: "systemMaintenance" },
    request: BudgetSettingsUpdateRequest,
    answer: BudgetSettings,
    errors: ["INVALID_BUDGET_SETTINGS"],
    summary: "sets budget billing's review threshold (decision 043, audited)",
  },
} as const satisfies Record<string, RouteEntry>;
