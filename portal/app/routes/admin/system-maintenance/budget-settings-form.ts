/**
 * Budget billing's review threshold as typed in System Maintenance (decision 043): a whole number of
 * percent within the contract's range, kept as typed (the action sends it as a number). One schema for the browser's check and the action's; the BFF
 * checks it again and answers the same words.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { BUDGET_THRESHOLD_RANGE, budgetMessages } from "@paygpa/contract";
import * as v from "valibot";

export const BUDGET_SETTINGS_INTENT = "budget-billing-settings";

const { settingsInvalid } = budgetMessages;
const { min, max } = BUDGET_THRESHOLD_RANGE;

export const budgetSettingsTexts = {
  label: `Budget billing review threshold (percent, ${min} to ${max})`,
  hint: "How far a quarter's actual charges may move from the budget before the quarterly review changes the amount. Budgets already running keep theirs.",
  saved: "The budget billing review threshold is saved.",
  save: "Apply the review threshold",
} as const;

export const BudgetSettingsForm = v.object({
  intent: v.literal(BUDGET_SETTINGS_INTENT),
  reviewThresholdPercent: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    // One check, so a bad entry gets the rule once.
    v.check(
      (percent) => /^\d{1,3}$/.test(percent) && Number(percent) >= min && Number(percent) <= max,
      settingsInvalid,
    ),
  ),
});

export const parseBudgetSettings = (formData: FormData) =>
  parseWithValibot(formData, { schema: BudgetSettingsForm, disableAutoCoercion: true });

/** What the action answers the form: Conform's reply, and whether the threshold was saved. */
export type BudgetSettingsAnswer = { result: SubmissionResult<string[]>; saved: boolean };
