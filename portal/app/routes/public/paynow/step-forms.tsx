/**
 * Quick Pay's three step forms (spec 002 §3, Quick Pay): Customer Information, Validation and Enter
 * Payment, each reading the page's loader and action answers (`paynow-answers.ts`).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import { messages, paymentMessages, QuickPayStep1 } from "@paygpa/contract";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { CurrencyInput } from "../../../ui/currency-input";
import { BusyButton, Field, StatusMessage } from "../../../ui/forms";
import { FocusedHeading } from "../../../ui/focus";
import { HostedCheckoutForm } from "../../../features/quick-pay/hosted-checkout-form";
import { formatCurrency } from "../../../lib/currency";
import { Detail } from "./detail";
import { parseAmount, parseStep1 } from "./quick-pay-form";
import type { ActionAnswer, PayNowPage } from "./paynow-answers";

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

export function CustomerInformationStep() {
  const { prefillAccountId } = useLoaderData<PayNowPage>();
  const answer = useActionData<ActionAnswer>();
  const [form, fields] = useForm({
    lastResult: answer && answer.intent === "validate" ? answer.result : undefined,
    constraint: getValibotConstraint(QuickPayStep1),
    defaultValue: { accountId: prefillAccountId },
    onValidate: ({ formData }) => parseStep1(formData),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = useBusy("validate");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FocusedHeading level={2} className="text-lg font-bold text-brand-900">
        Customer Information
      </FocusedHeading>
      {form.errors?.length ? (
        <StatusMessage tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </StatusMessage>
      ) : null}
      <Field
        field={fields.accountId}
        label="Account Number"
        inputProps={{ inputMode: "numeric", maxLength: 10 }}
      />
      <Field
        field={fields.postal}
        label="Zip Code"
        inputProps={{ inputMode: "numeric", maxLength: 5, autoComplete: "postal-code" }}
      />
      <p className="text-sm text-slate-600">* {paymentMessages.quickPayFootnote}</p>
      <div className="flex gap-3">
        <Link to="/" className="button-secondary">
          Cancel
        </Link>
        <BusyButton
          busy={busy}
          busyText="Please wait..."
          className="button-primary"
          name="intent"
          value="validate"
        >
          Continue
        </BusyButton>
      </div>
    </Form>
  );
}

function CashOnlyNotice() {
  return <StatusMessage tone="error">{messages.cashOnlyNotice}</StatusMessage>;
}

export function ValidationStep() {
  const { account } = useLoaderData<PayNowPage>();
  const busy = useBusy("confirm");
  if (!account) return null;
  const cashOnly = account.cashOnlyFlag === "Y";
  return (
    <Form method="post" className="space-y-4">
      <FocusedHeading level={2} className="text-lg font-bold text-brand-900">
        Validation
      </FocusedHeading>
      <p className="text-slate-700">Please confirm that this is your account.</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="Account Number" value={account.AccountID} />
        <Detail label="Customer Name" value={account.Name} />
        <Detail
          label="Address"
          value={[account.Address, account.City, account.State, account.postal].filter(Boolean).join(", ")}
        />
      </dl>
      {cashOnly ? <CashOnlyNotice /> : null}
      <div className="flex gap-3">
        <button type="submit" name="intent" value="back-to-1" className="button-secondary">
          Cancel
        </button>
        <BusyButton
          busy={busy}
          busyText="Please wait..."
          className="button-primary"
          name="intent"
          value="confirm"
          disabled={cashOnly}
        >
          Continue
        </BusyButton>
      </div>
    </Form>
  );
}

export function EnterPaymentStep() {
  const { account, paymentKey } = useLoaderData<PayNowPage>();
  const answer = useActionData<ActionAnswer>();
  const [amount, setAmount] = useState(() => formatCurrency(account?.amountDue ?? 0));
  const pay = answer?.intent === "pay" ? answer : null;
  const [form, fields] = useForm({
    lastResult: pay && "result" in pay ? pay.result : undefined,
    onValidate: ({ formData }) => parseAmount(formData),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const checkout = pay && "checkout" in pay ? pay.checkout : null;
  const busy = useBusy("pay") || checkout !== null;
  if (!account) return null;
  const cashOnly = account.cashOnlyFlag === "Y";
  // One message at most, the amount's or the BFF's, announced as the step's alert.
  const message = fields.amount.errors?.[0] ?? form.errors?.[0] ?? null;
  const messageId = fields.amount.errorId;
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FocusedHeading level={2} className="text-lg font-bold text-brand-900">
          Enter Payment
        </FocusedHeading>
        {paymentKey ? <input type="hidden" name="idempotencyKey" value={paymentKey} /> : null}
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Account Number" value={account.AccountID} />
          <Detail label="Customer Name" value={account.Name} />
        </dl>
        <div>
          <label htmlFor={fields.amount.id} className="block text-sm font-semibold text-slate-800">
            Amount to be Paid
          </label>
          <CurrencyInput
            id={fields.amount.id}
            name={fields.amount.name}
            value={amount}
            onValueChange={setAmount}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            className="mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2.5 text-base"
          />
        </div>
        {message ? (
          <StatusMessage tone="error" id={messageId}>
            {message}
          </StatusMessage>
        ) : null}
        {cashOnly ? <CashOnlyNotice /> : null}
        <div className="flex gap-3">
          {/* Cancel belongs to the form below: leaving the step checks no amount. */}
          <button type="submit" form="leave-enter-payment" className="button-secondary">
            Cancel
          </button>
          <BusyButton
            busy={busy}
            busyText="Please wait..."
            className="button-primary"
            name="intent"
            value="pay"
            disabled={cashOnly}
          >
            Continue
          </BusyButton>
        </div>
      </Form>
      <Form id="leave-enter-payment" method="post" hidden>
        <input type="hidden" name="intent" value="back-to-2" />
      </Form>
      {checkout ? <HostedCheckoutForm action={checkout.action} fields={checkout.fields} /> : null}
    </>
  );
}

/** The title names the step (WCAG 2.1 AA): 'Validation - Quick Pay | PayGPA | Guam Power Authority'. */
