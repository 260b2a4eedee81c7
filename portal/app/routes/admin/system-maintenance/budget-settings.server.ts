/** Saving budget billing's review threshold (decision 043): server-only, the System Maintenance action calls it. */
import { messages } from "@paygpa/contract";
import { type ActionFunctionArgs, data } from "@remix-run/node";
import { BffError } from "../../../lib/bff.server";
import { refusalOf } from "../../../lib/refusal.server";
import { parseBudgetSettings } from "./budget-settings-form";

/** Saves the threshold typed; a bad entry is refused with the rule before the BFF is asked. */
export async function saveBudgetSettings(
  formData: FormData,
  token: string,
  bff: ActionFunctionArgs["context"]["bff"],
) {
  const submission = parseBudgetSettings(formData);
  if (submission.status !== "success") {
    return data({ error: null, budget: { result: submission.reply(), saved: false } }, { status: 400 });
  }
  const reviewThresholdPercent = Number(submission.value.reviewThresholdPercent);
  try {
    await bff.call("budgetSettingsUpdate", { reviewThresholdPercent }, { token });
    return data({ error: null, budget: { result: submission.reply(), saved: true } });
  } catch (error) {
    const { formErrors } = refusalOf(error, {
      unavailable: messages.serverErrorTryAgain,
      ignoreFields: true,
    });
    // The BFF's refusal of the number is the field's message; anything else is the form's.
    const onField = error instanceof BffError && error.code === "INVALID_BUDGET_SETTINGS";
    const result = onField
      ? submission.reply({ fieldErrors: { reviewThresholdPercent: formErrors } })
      : submission.reply({ formErrors });
    return data({ error: null, budget: { result, saved: false } }, { status: 400 });
  }
}
