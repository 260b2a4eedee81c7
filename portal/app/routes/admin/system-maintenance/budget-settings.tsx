/**
 * Budget billing's review threshold (decision 043), beside the maintenance switches: a whole number
 * of percent, saved on its button; the BFF checks it again, saves it through the maintenance
 * feature's one writer and audits the change. It applies to budgets enrolled after it.
 */
import { getFormProps, useForm } from "@conform-to/react";
import type { BudgetSettings } from "@paygpa/contract";
import { useFetcher } from "@remix-run/react";
import { BusyButton, Field, StatusMessage } from "../../../ui/forms";
import {
  BUDGET_SETTINGS_INTENT,
  type BudgetSettingsAnswer,
  budgetSettingsTexts,
  parseBudgetSettings,
} from "./budget-settings-form";

function currentWords({ reviewThresholdPercent, setByStaff }: BudgetSettings): string {
  return `Currently ${reviewThresholdPercent} %${setByStaff ? "" : " (the default)"}.`;
}

export function BudgetSettingsForm({ current }: { current: BudgetSettings }) {
  const fetcher = useFetcher<{ budget?: BudgetSettingsAnswer }>({ key: BUDGET_SETTINGS_INTENT });
  const answer = fetcher.state === "idle" ? fetcher.data?.budget : undefined;
  const [form, fields] = useForm({
    id: BUDGET_SETTINGS_INTENT,
    lastResult: answer?.result,
    defaultValue: { reviewThresholdPercent: String(current.reviewThresholdPercent) },
    onValidate: ({ formData }) => parseBudgetSettings(formData),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="budget-billing-settings-heading"
      className="max-w-xl space-y-3 border-t pt-4"
    >
      <h2 id="budget-billing-settings-heading" className="text-lg font-semibold text-slate-900">
        Budget billing
      </h2>
      <input type="hidden" name="intent" value={BUDGET_SETTINGS_INTENT} />
      <Field
        field={fields.reviewThresholdPercent}
        label={budgetSettingsTexts.label}
        description={`${budgetSettingsTexts.hint} ${currentWords(current)}`}
        inputProps={{ inputMode: "numeric", className: "max-w-32" }}
      />
      {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
      {answer?.saved ? <StatusMessage tone="success">{budgetSettingsTexts.saved}</StatusMessage> : null}
      <BusyButton busy={fetcher.state !== "idle"} busyText="Please wait..." className="button-primary">
        {budgetSettingsTexts.save}
      </BusyButton>
    </fetcher.Form>
  );
}
