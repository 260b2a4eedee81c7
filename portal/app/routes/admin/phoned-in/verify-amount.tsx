/**
 * Step 2, verify amount (spec 000 §2, §5): the prepaid and postpaid tables with an editable payment
 * amount each; Back, Cancel, Continue. Continue opens the gateway's hosted page in a new tab (named
 * at the click, so no pop-up blocker stops it) with the BFF's signed form, then shows the clerk step
 * 3. Instead, the clerk can e-mail the customer a payment link for the same amounts (beyond the spec: card numbers stay off the phone).
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { phonedInMessages, type PhonedInAccount } from "@paygpa/contract";
import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formatCurrency } from "../../../lib/currency";
import { formatMoney } from "../../../lib/format";
import { CurrencyInput } from "../../../ui/currency-input";
import { BusyButton, ErrorList, StatusMessage, TextInput } from "../../../ui/forms";
import { Cell, RowHeader, Table } from "../../../ui/table";
import { HostedCheckoutForm } from "../../../features/quick-pay/hosted-checkout-form";
import { PhonedInAmounts, stepUrl } from "./phoned-in-form";

/** The tab the hosted payment page (then the result page) opens in. */
const CHECKOUT_TAB = "phoned-in-checkout";

type Checkout = { action: string; fields: Record<string, string>; invoice: string };

function AmountTable({
  kind,
  accounts,
  amounts,
  setAmount,
  errorsAt,
}: {
  kind: "prepaid" | "postpaid";
  accounts: { account: PhonedInAccount; index: number }[];
  amounts: string[];
  setAmount(index: number, text: string): void;
  errorsAt(index: number): string[] | undefined;
}) {
  if (accounts.length === 0) return null;
  const balanceLabel = kind === "prepaid" ? "Prepaid Balance" : "Balance Due";
  return (
    <Table
      caption={kind === "prepaid" ? "Prepaid Accounts" : "Postpaid Accounts"}
      columns={[
        { label: "Account No." },
        { label: "Customer Name" },
        { label: kind === "prepaid" ? "Unpaid Balance" : "Due Date" },
        { label: balanceLabel, numeric: true },
        { label: "Payment Amount" },
      ]}
    >
      {accounts.map(({ account, index }) => (
        <tr key={account.summary.accID} className="border-b align-top">
          <RowHeader>{account.summary.accID}</RowHeader>
          <Cell>{account.summary.fullName}</Cell>
          <Cell>
            {kind === "prepaid"
              ? formatMoney(account.unpaidBalance ?? 0)
              : (account.summary.dueDate ?? "N/A")}
          </Cell>
          <Cell numeric>
            {formatMoney(kind === "prepaid" ? (account.prepayBalance ?? 0) : account.summary.amount)}
          </Cell>
          <Cell>
            <label className="sr-only" htmlFor={`amount-${index}`}>
              Payment amount for {account.summary.accID}
            </label>
            <CurrencyInput
              id={`amount-${index}`}
              name={`amounts[${index}]`}
              value={amounts[index] ?? ""}
              onValueChange={(text) => setAmount(index, text)}
              className="w-36 rounded-md border border-slate-500 px-2 py-1.5 text-right"
            />
            <ErrorList errors={errorsAt(index)} />
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

function StepButtons({
  accountIds,
  busy,
  disabled,
}: {
  accountIds: string[];
  busy: boolean;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link className="button-secondary" to={stepUrl(1, accountIds)}>
        Back
      </Link>
      <Link className="button-secondary" to="?" reloadDocument>
        Cancel
      </Link>
      <BusyButton
        name="intent"
        value="pay"
        busy={busy}
        busyText="Please wait..."
        className="button-primary"
        disabled={disabled}
      >
        Continue
      </BusyButton>
    </div>
  );
}

/** Pay by link (beyond the spec: card numbers stay off the phone): the same amounts, e-mailed to the customer instead. */
function PayLinkFieldset({
  email,
  errors,
  busy,
  disabled,
  sentTo,
}: {
  email: string;
  errors: string[] | undefined;
  busy: boolean;
  disabled: boolean;
  sentTo: string | null;
}) {
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-300 p-4">
      <legend className="px-1 font-semibold">Or e-mail the customer a payment link</legend>
      <TextInput
        name="email"
        type="email"
        label="Customer's Email Address"
        defaultValue={email}
        errors={errors}
      />
      <BusyButton
        name="intent"
        value="link"
        busy={busy}
        busyText="Please wait..."
        className="button-secondary"
        disabled={disabled}
      >
        E-mail a Payment Link
      </BusyButton>
      {sentTo ? (
        <StatusMessage tone="success">{`${phonedInMessages.payLinkSent} ${sentTo}.`}</StatusMessage>
      ) : null}
    </fieldset>
  );
}

export function VerifyAmountStep({
  accountIds,
  accounts,
  paymentKey,
  lastResult,
  checkout,
  sentTo,
}: {
  accountIds: string[];
  accounts: PhonedInAccount[];
  paymentKey: string;
  lastResult: SubmissionResult | undefined;
  checkout: Checkout | null;
  sentTo: string | null;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [amounts, setAmounts] = useState(() =>
    accounts.map((account) =>
      formatCurrency(account.type === "prepaid" ? 0 : account.summary.amountToBePaid),
    ),
  );
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) =>
      parseWithValibot(formData, { schema: PhonedInAmounts, disableAutoCoercion: true }),
  });
  const amountFields = fields.amounts.getFieldList();
  const cashOnly = accounts.some((account) => account.cashOnlyFlag === "Y");
  const indexed = accounts.map((account, index) => ({ account, index }));
  // Once the signed form has gone to the new tab, the clerk's tab follows the attempt at step 3.
  useEffect(() => {
    if (checkout) navigate(`?step=3&invoice=${checkout.invoice}`);
  }, [checkout, navigate]);
  const setAmount = (index: number, text: string) =>
    setAmounts((current) => current.map((value, at) => (at === index ? text : value)));
  const errorsAt = (index: number) => amountFields[index]?.errors;

  return (
    <>
      <Form
        method="post"
        {...getFormProps(form)}
        className="space-y-6"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value === "pay") window.open("about:blank", CHECKOUT_TAB);
        }}
      >
        <input type="hidden" name="idempotencyKey" value={paymentKey} />
        {cashOnly ? <StatusMessage tone="warning">{phonedInMessages.cashOnlyAccount}</StatusMessage> : null}
        {(["postpaid", "prepaid"] as const).map((kind) => (
          <AmountTable
            key={kind}
            kind={kind}
            accounts={indexed.filter(({ account }) => account.type === kind)}
            amounts={amounts}
            setAmount={setAmount}
            errorsAt={errorsAt}
          />
        ))}
        <ErrorList errors={fields.amounts.errors} />
        {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
        <StepButtons accountIds={accountIds} busy={busyIntent === "pay"} disabled={cashOnly} />
        <PayLinkFieldset
          email={accounts[0]?.email ?? ""}
          errors={fields.email.errors}
          busy={busyIntent === "link"}
          disabled={cashOnly}
          sentTo={sentTo}
        />
      </Form>
      {checkout ? (
        <HostedCheckoutForm action={checkout.action} fields={checkout.fields} target={CHECKOUT_TAB} />
      ) : null}
    </>
  );
}
