/**
 * The hours before operations are told of a card gateway refusing AutoPay's drafts (decision
 * 031), beside the maintenance switches: a whole number from 1 to 72, saved on Save.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  type AutopayAlertHoursResponse,
  autopayAlertHoursMessages,
  isAutopayAlertHours,
} from "@paygpa/contract";
import { useFetcher } from "@remix-run/react";
import * as v from "valibot";
import { BusyButton, Field, StatusMessage } from "../../../ui/forms";

export const ALERT_HOURS_INTENT = "autopay-alert-hours";

const { invalid } = autopayAlertHoursMessages;

/** The form's field, kept as typed: digits only, within the contract's range (the BFF checks it again). */
const AlertHoursForm = v.object({
  intent: v.literal(ALERT_HOURS_INTENT),
  hours: v.pipe(
    v.string(invalid),
    v.trim(),
    v.regex(/^\d{1,3}$/, invalid),
    v.check((hours) => isAutopayAlertHours(Number(hours)), invalid),
  ),
});

export const parseAlertHours = (formData: FormData) =>
  parseWithValibot(formData, { schema: AlertHoursForm, disableAutoCoercion: true });

export type AlertHoursAnswer = { result: SubmissionResult<string[]>; saved: boolean };

function currentWords({ hours, setByStaff }: AutopayAlertHoursResponse): string {
  const unit = hours === 1 ? "hour" : "hours";
  return `Currently ${hours} ${unit}${setByStaff ? "" : " (the default)"}.`;
}

export function AutopayAlertHoursForm({ current }: { current: AutopayAlertHoursResponse }) {
  const fetcher = useFetcher<{ hours?: AlertHoursAnswer }>({ key: ALERT_HOURS_INTENT });
  const answer = fetcher.state === "idle" ? fetcher.data?.hours : undefined;
  const [form, fields] = useForm({
    id: ALERT_HOURS_INTENT,
    lastResult: answer?.result,
    defaultValue: { hours: String(current.hours) },
    onValidate: ({ formData }) => parseAlertHours(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      aria-label="AutoPay alert hours"
      className="max-w-xl space-y-3 border-t pt-4"
    >
      <input type="hidden" name="intent" value={ALERT_HOURS_INTENT} />
      <Field
        field={fields.hours}
        label={autopayAlertHoursMessages.label}
        description={currentWords(current)}
        inputProps={{ inputMode: "numeric", className: "max-w-32" }}
      />
      {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
      {answer?.saved ? <StatusMessage tone="success">{autopayAlertHoursMessages.saved}</StatusMessage> : null}
      <BusyButton busy={fetcher.state !== "idle"} busyText="Please wait..." className="button-primary">
        Save
      </BusyButton>
    </fetcher.Form>
  );
}
