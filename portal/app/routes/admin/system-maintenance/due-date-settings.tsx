/**
 * The preferred due date's allowed days (decision 047), beside the maintenance switches: the first
 * and last day a customer may choose, whole days 1 to 28, saved on Save; the BFF checks them again,
 * saves them through the maintenance feature's one writer and audits the change.
 */
import { type DueDateSettings, dueDateMessages, messages } from "@paygpa/contract";
import { type ActionFunctionArgs, data } from "@remix-run/node";
import { useFetcher } from "@remix-run/react";
import { refusalOf } from "../../../lib/refusal.server";
import { BusyButton, StatusMessage, TextInput } from "../../../ui/forms";

export const DUE_DATE_SETTINGS_INTENT = "due-date-settings";

export type DueDateSettingsAnswer = { saved: boolean; error: string | null };

function parseDueDateSettings(formData: FormData) {
  const whole = (name: string) => {
    const text = String(formData.get(name) ?? "").trim();
    return /^\d{1,2}$/.test(text) ? Number(text) : null;
  };
  const firstDay = whole("firstDay");
  const lastDay = whole("lastDay");
  return firstDay === null || lastDay === null ? null : { firstDay, lastDay };
}

/** Saves the days typed; a bad entry is refused with the rule before the BFF is asked. */
export async function saveDueDateSettings(
  formData: FormData,
  token: string,
  bff: ActionFunctionArgs["context"]["bff"],
) {
  const settings = parseDueDateSettings(formData);
  if (!settings) {
    return data(
      { error: null, dueDate: { saved: false, error: dueDateMessages.settingsInvalid } },
      { status: 400 },
    );
  }
  try {
    await bff.call("dueDateSettingsUpdate", settings, { token });
    return data({ error: null, dueDate: { saved: true, error: null } });
  } catch (error) {
    const refusal = refusalOf(error, { unavailable: messages.serverErrorTryAgain });
    return data({ error: null, dueDate: { saved: false, error: refusal.formErrors.join(" ") } });
  }
}

export function DueDateSettingsForm({ current }: { current: DueDateSettings }) {
  const fetcher = useFetcher<{ dueDate?: DueDateSettingsAnswer }>({ key: DUE_DATE_SETTINGS_INTENT });
  const answer = fetcher.state === "idle" ? fetcher.data?.dueDate : undefined;
  const errors = answer?.error ? [answer.error] : undefined;
  return (
    <fetcher.Form method="post" className="max-w-xl space-y-3 border-t pt-4">
      <h2 className="text-lg font-semibold text-slate-900">Preferred due date</h2>
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
