/**
 * The preferred due date's allowed days (decision 047), beside the maintenance switches: the first
 * and last day a customer may choose, whole days 1 to 28, saved on Save; the BFF checks them again,
 * saves them through the maintenance feature's one writer and audits the change.
 */
import type { DueDateSettings } from "@paygpa/contract";
import { useFetcher } from "@remix-run/react";
import { BusyButton, StatusMessage, TextInput } from "../../../ui/forms";

export const DUE_DATE_SETTINGS_INTENT = "due-date-settings";

export type DueDateSettingsAnswer = { saved: boolean; error: string | null };

export function DueDateSettingsForm({ current }: { current: DueDateSettings }) {
  const fetcher = useFetcher<{ dueDate?: DueDateSettingsAnswer }>({ key: DUE_DATE_SETTINGS_INTENT });
  const answer = fetcher.state === "idle" ? fetcher.data?.dueDate : undefined;
  const errors = answer?.error ? [answer.error] : undefined;
  return (
    <fetcher.Form
      method="post"
      aria-labelledby="due-date-settings-heading"
      className="max-w-xl space-y-3 border-t pt-4"
    >
      <h2 id="due-date-settings-heading" className="text-lg font-semibold text-slate-900">
        Preferred due date
      </h2>
      <input type="hidden" name="intent" value={DUE_DATE_SETTINGS_INTENT} />
      <TextInput
        name="firstDay"
        label="First day a customer may choose (1 to 28)"
        defaultValue={String(current.firstDay)}
        inputMode="numeric"
        errors={errors}
      />
      <TextInput
        name="lastDay"
        label="Last day a customer may choose (1 to 28)"
        defaultValue={String(current.lastDay)}
        inputMode="numeric"
        hint={current.setByStaff ? undefined : "Currently the defaults."}
      />
      {answer?.saved ? <StatusMessage tone="success">The due days allowed are saved.</StatusMessage> : null}
      <BusyButton busy={fetcher.state !== "idle"} busyText="Please wait..." className="button-primary">
        Apply the due days allowed
      </BusyButton>
    </fetcher.Form>
  );
}
