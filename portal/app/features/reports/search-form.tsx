/**
 * The report's search (spec 000 §2 Reports, §7 search-transaction): pay date start and end
 * (MM/DD/YYYY, typed or chosen with the date picker), account no., invoice no., transaction tag and
 * payment sequence no. A GET form: the search goes into the address.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { ReportFilters } from "@paygpa/contract";
import { Form, useNavigation } from "@remix-run/react";
import { BusyButton, Field, StatusMessage } from "../../ui/forms";
import { type FILTER_NAMES, usDateOf } from "./report-query";

type Filters = Record<(typeof FILTER_NAMES)[number], string>;

type Keep = { pageSize: number; sortBy: string; sortDir: string };

export function ReportSearchForm({
  lastResult,
  defaults,
  keep,
}: {
  lastResult: SubmissionResult<string[]> | null;
  defaults: Record<string, string>;
  keep: Keep;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<Filters>({
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithValibot(formData, { schema: ReportFilters, disableAutoCoercion: true }),
  });
  const datePicker = (name: "pay_date_start" | "pay_date_end", label: string) => (
    <input
      type="date"
      aria-label={label}
      className="mt-7 h-11 rounded-md border border-slate-500 px-2"
      onChange={(event) => form.update({ name, value: usDateOf(event.currentTarget.value) })}
    />
  );
  return (
    <Form method="get" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <div className="flex gap-2">
        <Field
          className="flex-1"
          field={fields.pay_date_start}
          label="Pay Date Start"
          inputProps={{ placeholder: "MM/DD/YYYY" }}
        />
        {datePicker("pay_date_start", "Choose pay date start")}
      </div>
      <div className="flex gap-2">
        <Field
          className="flex-1"
          field={fields.pay_date_end}
          label="Pay Date End"
          inputProps={{ placeholder: "MM/DD/YYYY" }}
        />
        {datePicker("pay_date_end", "Choose pay date end")}
      </div>
      <Field field={fields.accountId} label="Account No." inputProps={{ inputMode: "numeric" }} />
      <Field field={fields.invoice_num} label="Invoice No." />
      <Field field={fields.transaction_tag} label="Transaction Tag" />
      <Field field={fields.sequence_no} label="Payment Sequence No." />
      <input type="hidden" name="pageSize" value={keep.pageSize} />
      <input type="hidden" name="sortBy" value={keep.sortBy} />
      <input type="hidden" name="sortDir" value={keep.sortDir} />
      {form.errors?.length ? (
        <StatusMessage tone="error" className="sm:col-span-2 lg:col-span-3">
          {form.errors.join(" ")}
        </StatusMessage>
      ) : null}
      <div className="flex items-end gap-3">
        <BusyButton
          className="button-primary"
          busy={navigation.state === "loading"}
          busyText="Please wait..."
        >
          Search
        </BusyButton>
        <a href="?" className="button-secondary">
          Clear
        </a>
      </div>
    </Form>
  );
}
