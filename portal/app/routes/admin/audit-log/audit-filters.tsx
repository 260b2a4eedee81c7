/** The Audit Log's filters (beyond the spec): a GET form, so a filtered page has its own address. */
import { Form } from "@remix-run/react";
import { SelectInput } from "../../../ui/choices";
import { TextInput } from "../../../ui/forms";

export type AuditFilterValues = { actor: string; action: string; from: string; to: string; pageSize: string };

export function AuditFilters({ values, actions }: { values: AuditFilterValues; actions: readonly string[] }) {
  return (
    <Form
      method="get"
      className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      aria-label="Audit log filters"
    >
      <TextInput name="actor" label="Who" defaultValue={values.actor} />
      <SelectInput
        name="action"
        label="What"
        placeholder="Any action"
        defaultValue={values.action}
        options={actions.map((action) => ({ value: action, label: action }))}
      />
      <TextInput name="from" label="From (date)" type="date" defaultValue={values.from} />
      <TextInput name="to" label="To (date)" type="date" defaultValue={values.to} />
      <SelectInput
        name="pageSize"
        label="Rows per page"
        defaultValue={values.pageSize}
        options={["10", "30", "50"].map((size) => ({ value: size, label: size }))}
      />
      <button type="submit" className="button-primary">
        Search
      </button>
    </Form>
  );
}
