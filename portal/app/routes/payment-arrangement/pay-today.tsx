import {
  arrangementMessages,
  type GetFpHashResponse,
  IdempotencyKey,
  newIdempotencyKey,
} from "@paygpa/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import * as v from "valibot";
import { loadDraft } from "../../features/payment-arrangement/arrangement.server";
import type { ArrangementAccount } from "../../features/payment-arrangement/arrangement-texts";
import { ArrangementSteps } from "../../features/payment-arrangement/stepper";
import { HostedCheckoutForm } from "../../features/quick-pay/hosted-checkout-form";
import { BffError } from "../../lib/bff.server";
import { parseCurrency } from "../../lib/currency";
import { formatMoney } from "../../lib/format";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";
import { CurrencyInput } from "../../ui/currency-input";
import { BusyButton, ErrorList } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";

/** The draft, and one idempotency key per opening of the step (Pay Now sent again = same checkout). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { draft: (await loadDraft(request, context)).draft, paymentKey: newIdempotencyKey() };
}

/** Pay Now changes nothing of the draft: the page keeps its key until it is opened again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

type PayAnswer = { checkout: GetFpHashResponse; error: null } | { checkout: null; error: string };

/** Pay Now: an amount above 0 (spec 002 §5), then the hosted page's signed form (get-fphash-payment-arr). */
export async function action({ request, context }: ActionFunctionArgs): Promise<PayAnswer> {
  const { token } = await requireCustomer(request, context.bff);
  const form = await request.formData();
  const amount = parseCurrency(String(form.get("amount") ?? ""));
  if (!(amount > 0)) return { checkout: null, error: arrangementMessages.enterAmount };
  const accountId = String(form.get("accountId") ?? "");
  const key = v.safeParse(IdempotencyKey, form.get("idempotencyKey"));
  try {
    const checkout = await context.bff.call(
      "getFpHashPaymentArr",
      { accountId, amount, idempotencyKey: key.success ? key.output : undefined },
      { token },
    );
    return { checkout, error: null };
  } catch (error) {
    if (error instanceof BffError && error.status < 500 && error.status !== 401) {
      return { checkout: null, error: Object.values(error.fields)[0]?.[0] ?? error.message };
    }
    throw await toGuardFailure(request, error);
  }
}

export default function PayToday() {
  const { draft, paymentKey } = useLoaderData<typeof loader>();
  return (
    <ArrangementSteps title="How much are you able to pay today? (can be as low as $0)">
      <Table
        caption="Pay today"
        captionHidden
        cards
        columns={[
          { label: "Account #" },
          { label: "Balance", numeric: true },
          { label: "Payment Amount" },
          { label: "Pay Now" },
        ]}
      >
        {draft.accounts.map((account) => (
          <PayRow
            key={account.accountId}
            account={account}
            paymentKey={`${paymentKey}-${account.accountId}`}
          />
        ))}
      </Table>
      <div className="flex justify-between gap-3">
        <Link to="/payment-arrangement/use-deposit" className="button-secondary">
          Back
        </Link>
        <Link to="/payment-arrangement/apply-for-payment-arrangement" className="button-primary">
          Next
        </Link>
      </div>
    </ArrangementSteps>
  );
}

/** `paymentKey`: the step's key made the row's own, since each account is its own checkout. */
function PayRow({ account, paymentKey }: { account: ArrangementAccount; paymentKey: string }) {
  const fetcher = useFetcher<typeof action>();
  const [amount, setAmount] = useState("");
  const errorId = `pay-${account.accountId}-error`;
  const answer = fetcher.data;
  return (
    <tr className="border-b align-top">
      <RowHeader label="Account #">{account.accountId}</RowHeader>
      <Cell label="Balance" numeric>
        {formatMoney(account.newBalanceAfterPay)}
      </Cell>
      <Cell label="Payment Amount">
        <label htmlFor={`pay-${account.accountId}`} className="sr-only">
          Payment Amount for account {account.accountId}
        </label>
        <CurrencyInput
          id={`pay-${account.accountId}`}
          form={`pay-form-${account.accountId}`}
          name="amount"
          placeholder="$ 0.00"
          value={amount}
          onValueChange={setAmount}
          aria-invalid={answer?.error ? true : undefined}
          aria-describedby={answer?.error ? errorId : undefined}
          className="w-36 rounded-md border border-slate-500 px-2 py-1.5 text-right"
        />
        <ErrorList id={errorId} errors={answer?.error ? [answer.error] : null} />
      </Cell>
      <Cell label="Pay Now">
        <fetcher.Form method="post" id={`pay-form-${account.accountId}`}>
          <input type="hidden" name="accountId" value={account.accountId} />
          <input type="hidden" name="idempotencyKey" value={paymentKey} />
          <BusyButton busy={fetcher.state !== "idle"} busyText="Please wait..." className="button-primary">
            Pay Now
          </BusyButton>
        </fetcher.Form>
        {answer?.checkout ? (
          <HostedCheckoutForm action={answer.checkout.paymentPageUrl} fields={answer.checkout.fields} />
        ) : null}
      </Cell>
    </tr>
  );
}

export const meta: MetaFunction = () => [{ title: "Pay Today | Payment Arrangement | PayGPA" }];
