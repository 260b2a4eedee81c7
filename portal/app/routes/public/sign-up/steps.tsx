/** Sign-up's first two steps, its step heading and the sample bill (spec 001 §2). */
import { getFormProps, useForm } from "@conform-to/react";
import { Link, type useFetcher } from "@remix-run/react";
import { CUSTOMER_SERVICE } from "../../../components/site";
import { Modal } from "../../../ui/dialogs";
import { FocusedHeading } from "../../../ui/focus";
import { BusyButton, Field, StatusMessage } from "../../../ui/forms";
import { type Address, parseAccountStep, parseZipStep, type SignUpActionData } from "./sign-up-form";

export const SIGN_UP_STEPS = ["My Account Number", "My Account Details", "My Login Details"] as const;

export function StepHeading({ step }: { step: 1 | 2 | 3 }) {
  return (
    <div>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Sign-up steps">
        {SIGN_UP_STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index + 1 === step ? "step" : undefined}
            className={`rounded-full px-3 py-1 font-semibold ${index + 1 === step ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-700"}`}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      <FocusedHeading level={2} className="mt-4 text-xl font-bold text-brand-900">
        {SIGN_UP_STEPS[step - 1]}
      </FocusedHeading>
    </div>
  );
}

export function SampleBillDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Where can I find my account number?"
      description="Your 10-digit account number is printed at the top right of your GPA bill."
    >
      <img
        src="/sample-bill.svg"
        alt="Sample GPA bill with the account number marked at the top right"
        className="mx-auto max-h-[60vh]"
      />
    </Modal>
  );
}

export type Fetcher = ReturnType<typeof useFetcher<SignUpActionData>>;

/** The Conform reply of step 1's or step 2's last answer, once the fetcher is idle again. */
function lastResultOf(fetcher: Fetcher) {
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return answer && !answer.ok && "result" in answer ? answer.result : undefined;
}

function FormError({ form }: { form: { errors?: string[]; errorId: string } }) {
  return form.errors?.length ? (
    <StatusMessage tone="error" id={form.errorId}>
      {form.errors.join(" ")}
    </StatusMessage>
  ) : null;
}

export function AccountStep({ fetcher, onSample }: { fetcher: Fetcher; onSample: () => void }) {
  const [form, fields] = useForm({
    id: "sign-up-account",
    lastResult: lastResultOf(fetcher),
    onValidate: ({ formData }) => parseAccountStep(formData),
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
      <StepHeading step={1} />
      <input type="hidden" name="intent" value="account" />
      <Field
        field={fields.accountId}
        label="Account Number"
        description="The 10-digit account number on your bill."
        inputProps={{ inputMode: "numeric", maxLength: 10, autoComplete: "off" }}
      />
      <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={onSample}>
        Where can I find my account number?
      </button>
      <FormError form={form} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/">Already Registered? Login Here</Link>
        <BusyButton busy={fetcher.state !== "idle"} busyText="Verifying" className="button-primary">
          Continue
        </BusyButton>
      </div>
    </fetcher.Form>
  );
}

export function ZipStep({
  fetcher,
  maskedName,
  onBack,
  onCancel,
}: {
  fetcher: Fetcher;
  maskedName: string;
  onBack: () => void;
  onCancel: () => void;
}) {
  const [form, fields] = useForm({
    id: "sign-up-zip",
    lastResult: lastResultOf(fetcher),
    onValidate: ({ formData }) => parseZipStep(formData),
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
      <StepHeading step={2} />
      <input type="hidden" name="intent" value="zip" />
      <div>
        <p className="text-sm font-semibold text-slate-800">Customer Name</p>
        <p className="mt-1 font-mono text-lg text-slate-900" data-testid="masked-name">
          {maskedName}
        </p>
      </div>
      <Field
        field={fields.postal}
        label="Billing Zip Code"
        description="The zip code of the address your bills are sent to, e.g. 96910."
        inputProps={{ inputMode: "numeric", maxLength: 5, autoComplete: "postal-code" }}
      />
      <FormError form={form} />
      <p className="text-sm text-slate-700">
        If the name or address on your account is wrong, please contact GPA Customer Service at{" "}
        <a href={CUSTOMER_SERVICE.phoneHref}>{CUSTOMER_SERVICE.phone}</a> or{" "}
        <a href={`mailto:${CUSTOMER_SERVICE.email}`}>{CUSTOMER_SERVICE.email}</a>.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="button-secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <BusyButton busy={fetcher.state !== "idle"} busyText="Verifying" className="button-primary">
          Continue
        </BusyButton>
      </div>
    </fetcher.Form>
  );
}

/** 'Confirm Your Address' after the billing zip matched: Back, Cancel or 'Yes, Proceed' to step 3. */
export function ConfirmAddressDialog({
  open,
  onOpenChange,
  address,
  onCancel,
  onProceed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  address: Address | null;
  onCancel: () => void;
  onProceed: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm Your Address"
      description="Is this the billing address of your account?"
    >
      {address ? (
        <address className="not-italic font-semibold text-slate-900">
          {address.address}
          <br />
          {address.city}, {address.state} {address.postal}
        </address>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">
        If this address is not correct, please contact GPA Customer Service at{" "}
        <a href={CUSTOMER_SERVICE.phoneHref}>{CUSTOMER_SERVICE.phone}</a> ({CUSTOMER_SERVICE.hours}) before
        you sign up.
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className="button-secondary" onClick={() => onOpenChange(false)}>
          Back
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button-primary" onClick={onProceed}>
          Yes, Proceed
        </button>
      </div>
    </Modal>
  );
}
