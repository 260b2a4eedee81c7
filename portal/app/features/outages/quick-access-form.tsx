/** Outages without logging in (decision 046): the account number and billing zip, as quick pay asks them. */
import { paymentMessages } from "@paygpa/contract";
import { Form, useNavigation } from "@remix-run/react";
import { BusyButton, StatusMessage, TextInput } from "../../ui/forms";

export function QuickAccessForm({
  error,
  fields,
}: {
  error?: string | undefined;
  fields?: Record<string, string[]> | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "quick-access";
  return (
    <section
      aria-labelledby="quick-access-heading"
      className="max-w-xl space-y-3 rounded-md bg-white p-4 shadow-sm"
    >
      <h2 id="quick-access-heading" className="text-lg font-semibold text-brand-900">
        Check or report an outage without logging in
      </h2>
      <p className="text-sm text-slate-700">{paymentMessages.quickPayFootnote}</p>
      {error ? <StatusMessage tone="error">{error}</StatusMessage> : null}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="quick-access" />
        <TextInput
          name="accountId"
          label="Account Number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          errors={fields?.accountId}
        />
        <TextInput
          name="postal"
          label="Billing Zip Code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          errors={fields?.postal}
        />
        <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
          Continue
        </BusyButton>
      </Form>
    </section>
  );
}
