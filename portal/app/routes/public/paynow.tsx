import { getFormProps, useForm } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import {
  isPayNowDisabled,
  messages,
  newIdempotencyKey,
  paymentMessages,
  QuickPayStep1,
} from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AcceptedCards, GpaLogo } from "../../components/brand";
import { CurrencyInput } from "../../ui/currency-input";
import { BusyButton, Field, StatusMessage } from "../../ui/forms";
import { FocusedHeading } from "../../ui/focus";
import { HostedCheckoutForm } from "../../features/quick-pay/hosted-checkout-form";
import { SiteFooter } from "../../components/site";
import { BffError, type PortalBff } from "../../lib/bff.server";
import { formatCurrency } from "../../lib/currency";
import { Detail } from "../../features/quick-pay/detail";
import { parseAmount, parseStep1 } from "../../features/quick-pay/quick-pay-form";
import { startHostedCheckout, validateCustomer } from "../../features/quick-pay/quick-pay-steps.server";
import {
  commitQuickPay,
  forgetQuickPay,
  readQuickPay,
} from "../../features/quick-pay/quick-pay-cookie.server";

const STEPS = ["Customer Information", "Validation", "Enter Payment"] as const;

async function payNowDisabled(bff: PortalBff): Promise<boolean> {
  try {
    return isPayNowDisabled(await bff.call("systemMaintenance", undefined));
  } catch (error) {
    if (error instanceof BffError) return false;
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Quick pay is blocked entirely while its maintenance flag is set (spec 002 §4).
  if (await payNowDisabled(context.bff)) throw redirect("/");
  const url = new URL(request.url);
  const quickPay = await readQuickPay(request);
  const asked = Number(url.searchParams.get("step") ?? "1");
  const step = !quickPay ? 1 : asked === 3 && quickPay.confirmed ? 3 : asked >= 2 ? 2 : 1;
  return {
    step,
    account: step > 1 ? (quickPay?.account ?? null) : null,
    prefillAccountId: (url.searchParams.get("accountId") ?? "").replace(/\D/g, "").slice(0, 10),
    // One hosted checkout per opening of step 3: a repeated Continue gets the same invoice back.
    paymentKey: step === 3 ? newIdempotencyKey() : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");

  if (intent === "validate") return validateCustomer(request, context, formData);

  const quickPay = await readQuickPay(request);
  if (!quickPay) return redirect("/paynow");

  if (intent === "confirm") {
    const cookie = await commitQuickPay(request, { ...quickPay, confirmed: true });
    return redirect("/paynow?step=3", { headers: { "Set-Cookie": cookie } });
  }
  if (intent === "back-to-1") {
    return redirect("/paynow", { headers: { "Set-Cookie": await forgetQuickPay(request) } });
  }
  if (intent === "back-to-2") {
    const cookie = await commitQuickPay(request, { ...quickPay, confirmed: false });
    return redirect("/paynow?step=2", { headers: { "Set-Cookie": cookie } });
  }
  if (intent === "pay") return startHostedCheckout(request, context, quickPay, formData);
  return redirect("/paynow");
}

export default function QuickPay() {
  const { step } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="bg-white shadow-sm">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">
          <Link to="/">
            <GpaLogo className="h-10 w-auto" tone="light" />
            <span className="sr-only">, home</span>
          </Link>
          <AcceptedCards className="h-8 w-auto" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-900">Quick Pay</h1>
        <ol className="mt-4 grid grid-cols-3 gap-2 text-sm" aria-label="Steps">
          {STEPS.map((label, index) => (
            <li
              key={label}
              aria-current={index + 1 === step ? "step" : undefined}
              className={`rounded-md border px-3 py-2 ${
                index + 1 === step
                  ? "border-brand-700 bg-brand-50 font-semibold text-brand-900"
                  : "border-slate-300 text-slate-600"
              }`}
            >
              {index + 1}. {label}
            </li>
          ))}
        </ol>
        <div className="card mt-6 p-6">
          {step === 1 ? <CustomerInformationStep /> : step === 2 ? <ValidationStep /> : <EnterPaymentStep />}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function CustomerInformationStep() {
  const { prefillAccountId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
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

function ValidationStep() {
  const { account } = useLoaderData<typeof loader>();
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

function EnterPaymentStep() {
  const { account, paymentKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
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
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${STEPS[(data?.step ?? 1) - 1]} - Quick Pay | PayGPA | Guam Power Authority` },
];
