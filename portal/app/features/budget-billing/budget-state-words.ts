/**
 * The clerk's sentences for an account's budget billing (decision 043), from billing's answer as it
 * came: the state (not on it, on it with the amount, left) and the difference so far. No amount is
 * worked out here; a sign only picks the words.
 */
import type { BudgetEnrolment } from "@paygpa/contract";
import { usDateOf } from "../../lib/format";

export function budgetStateWords(enrolment: BudgetEnrolment | null): string {
  if (!enrolment) return "This account is not on budget billing.";
  const by = enrolment.enrolledBy === "staff" ? "by a clerk" : "by the customer";
  if (enrolment.status === "active") {
    return `On budget billing since ${usDateOf(enrolment.startDate)} (enrolled ${by}): $${enrolment.budgetAmount} a month.`;
  }
  const ended = enrolment.endDate ? ` on ${usDateOf(enrolment.endDate)}` : "";
  return `This account left budget billing${ended}; its budget amount was $${enrolment.budgetAmount} a month.`;
}

/** Billing's deviation in words: actual charges less what was billed so far (positive: owed). */
export function differenceWords(deviation: string): string {
  if (/^-?0+(\.0+)?$/.test(deviation)) return "So far the budget payments match the actual charges.";
  if (deviation.startsWith("-")) {
    return `So far the budget payments are $${deviation.slice(1)} more than the actual charges: a credit.`;
  }
  return `So far the actual charges are $${deviation} more than the budget payments: an amount owed.`;
}
