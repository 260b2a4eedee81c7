/**
 * Usage edits in the console (decision 042; docs/trainer-guide.md): pick an account and add a
 * spike day, missing reads (a gap), an estimated period or a meter exchange to its 15-minute reads,
 * so a class can see it on the consumption charts and in Download My Data. The bill's kWh never
 * change; a reset takes the edits away. The answer shows beside the form.
 */
import { Form } from "@remix-run/react";
import type { Panel } from "../../lib/bff-console.server";
import { SelectInput } from "../../ui/choices";
import { TextInput } from "../../ui/forms";
import { IntentButton } from "./panels";
import type { ConsolePersona } from "./personas.server";

export const USAGE_EDIT_LABELS = {
  "spike-day": "A spike day",
  "missing-reads": "Missing reads (a gap from 08:00)",
  "estimated-period": "An estimated period",
  "meter-exchange": "A meter exchange (at 10:00)",
} as const;

export function UsagePanel({ personas, busy }: { personas: Panel<ConsolePersona[]>; busy: boolean }) {
  const accounts = personas.ok
    ? personas.value.flatMap((persona) =>
        persona.accounts.map((account) => ({ value: account, label: `${account} (${persona.username})` })),
      )
    : [];
  return (
    <Form method="post" aria-label="Usage edits" className="grid max-w-xl gap-3">
      <input type="hidden" name="at" value="usage" />
      {accounts.length > 0 ? (
        <SelectInput name="account" label="Account" placeholder="Choose an account" options={accounts} />
      ) : (
        <TextInput name="account" label="Account number" inputMode="numeric" autoComplete="off" />
      )}
      <SelectInput
        name="edit"
        label="Add to its reads"
        defaultValue="spike-day"
        options={Object.entries(USAGE_EDIT_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <TextInput
        name="daysAgo"
        label="On the day, days before today"
        hint="1 is yesterday; the reads of today come overnight."
        inputMode="numeric"
        defaultValue="2"
      />
      <TextInput
        name="hours"
        label="Hours of missing reads (a gap only)"
        inputMode="numeric"
        defaultValue="3"
      />
      <TextInput
        name="days"
        label="Days estimated (an estimated period only)"
        inputMode="numeric"
        defaultValue="1"
      />
      <div>
        <IntentButton intent="usage-edit" label="Add to the reads" busy={busy} />
      </div>
    </Form>
  );
}
