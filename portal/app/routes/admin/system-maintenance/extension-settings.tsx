/**
 * The payment extension's N (latest date, in days after the due date) and M (once every M months),
 * beside the maintenance switches (decision 045): whole numbers, saved on Save; the BFF checks the
 * ranges again and audits the change.
 */
import { type ExtensionSettings, extensionMessages } from "@paygpa/contract";
import { useFetcher } from "@remix-run/react";
import { BusyButton, StatusMessage, TextInput } from "../../../ui/forms";

export const EXTENSION_SETTINGS_INTENT = "payment-extension-settings";

export type ExtensionSettingsAnswer = { saved: boolean; error: string | null };

/** The two numbers as typed, or null when either is not a whole number. */
export function parseExtensionSettings(formData: FormData) {
  const whole = (name: string) => {
    const text = String(formData.get(name) ?? "").trim();
    return /^\d{1,3}$/.test(text) ? Number(text) : null;
  };
  const maxDaysAfterDue = whole("maxDaysAfterDue");
  const everyMonths = whole("everyMonths");
  return maxDaysAfterDue === null || everyMonths === null ? null : { maxDaysAfterDue, everyMonths };
}

export function ExtensionSettingsForm({ current }: { current: ExtensionSettings }) {
  const fetcher = useFetcher<{ extension?: ExtensionSettingsAnswer }>({ key: EXTENSION_SETTINGS_INTENT });
  const answer = fetcher.state === "idle" ? fetcher.data?.extension : undefined;
  const errors = answer?.error ? [answer.error] : undefined;
  return (
    <fetcher.Form
      method="post"
      aria-labelledby="payment-extension-settings-heading"
      className="max-w-xl space-y-3 border-t pt-4"
    >
      <h2 id="payment-extension-settings-heading" className="text-lg font-semibold text-slate-900">
        Payment extension
      </h2>
      <input type="hidden" name="intent" value={EXTENSION_SETTINGS_INTENT} />
      <TextInput
        name="maxDaysAfterDue"
        label="Latest date a customer may choose (days after the due date, 1 to 30)"
        defaultValue={String(current.maxDaysAfterDue)}
        inputMode="numeric"
        errors={errors}
      />
      <TextInput
        name="everyMonths"
        label="One extension per account every (months, 1 to 24)"
        defaultValue={String(current.everyMonths)}
        inputMode="numeric"
        hint={current.setByStaff ? undefined : "Currently the defaults."}
      />
      {answer?.saved ? (
        <StatusMessage tone="success">The payment extension limits are saved.</StatusMessage>
      ) : null}
      <BusyButton busy={fetcher.state !== "idle"} busyText="Please wait..." className="button-primary">
        Apply the payment extension limits
      </BusyButton>
    </fetcher.Form>
  );
}

export const invalidExtensionSettings = extensionMessages.settingsInvalid;
