/**
 * The Customer Feedback form (spec 001 §2, §3): first name, last name, e-mail and message required,
 * contact type TECHNICAL or COMPLAINT, the account when the customer has more than one. Checked with
 * the contract's `HelpRequest` rules in the browser and again by the action.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { accessMessages, CONTACT_TYPES, HelpRequest } from "@paygpa/contract";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import * as v from "valibot";
import { RadioGroup, SelectInput } from "../../../ui/choices";
import { BusyButton, Field, StatusMessage, TextAreaField } from "../../../ui/forms";

/** The fields the customer types; the action adds the division and the person. */
export const HelpForm = v.object({
  ...v.pick(HelpRequest, ["firstName", "lastName", "emailAddress", "message"]).entries,
  accountId: v.optional(v.string(), ""),
  contactType: v.optional(v.picklist(CONTACT_TYPES), "TECHNICAL"),
});

/** Empty strings kept (the contract's 'Please enter …'), the first failed rule of each field only. */
export const parseHelp = (formData: FormData) =>
  parseWithValibot(formData, { schema: HelpForm, disableAutoCoercion: true, info: { abortPipeEarly: true } });

/** What the help action answers. */
export type HelpAnswer = { ok: boolean; result: SubmissionResult<string[]> };

const CONTACT_TYPE_OPTIONS = CONTACT_TYPES.map((type) => ({
  value: type,
  label: type === "TECHNICAL" ? "Technical" : "Complaint",
}));

export function HelpFeedbackForm({
  accounts,
  answer,
}: {
  accounts: string[];
  answer: HelpAnswer | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id: "help",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseHelp(formData),
  });
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer]);

  return (
    <Form ref={formRef} method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          field={fields.firstName}
          label="First Name"
          inputProps={{ autoComplete: "given-name", maxLength: 60 }}
        />
        <Field
          field={fields.lastName}
          label="Last Name"
          inputProps={{ autoComplete: "family-name", maxLength: 60 }}
        />
      </div>
      <Field
        field={fields.emailAddress}
        label="Email Address"
        type="email"
        inputProps={{ autoComplete: "email", maxLength: 254 }}
      />
      {accounts.length > 1 ? (
        <SelectInput
          name="accountId"
          label="Account Number"
          options={accounts.map((account) => ({ value: account, label: account }))}
          defaultValue={accounts[0]}
        />
      ) : (
        <input type="hidden" name="accountId" value={accounts[0] ?? ""} />
      )}
      <RadioGroup legend="Contact Type" name="contactType" options={CONTACT_TYPE_OPTIONS} />
      <TextAreaField field={fields.message} label="Message" textareaProps={{ rows: 5, maxLength: 2000 }} />
      {answer?.ok ? <StatusMessage tone="success">{accessMessages.helpSuccess}</StatusMessage> : null}
      {form.errors?.length ? (
        <StatusMessage tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </StatusMessage>
      ) : null}
      <div className="flex justify-end">
        <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
          Submit
        </BusyButton>
      </div>
    </Form>
  );
}
