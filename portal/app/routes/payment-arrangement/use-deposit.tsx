import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { loadDraft } from "../../features/payment-arrangement/arrangement.server";
import type { ArrangementAccount } from "../../features/payment-arrangement/arrangement-texts";
import { ArrangementSteps } from "../../features/payment-arrangement/stepper";
import { BffError } from "../../lib/bff.server";
import { formatMoney } from "../../lib/format";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";
import { CheckboxInput } from "../../ui/choices";
import { Cell, RowHeader, Table } from "../../ui/table";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return (await loadDraft(request, context)).draft;
}

/** The Apply Deposit toggle: the BFF applies the rule of spec 002 §4 and answers the draft or its refusal. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const form = await request.formData();
  const accountId = String(form.get("accountId") ?? "");
  try {
    await context.bff.call(
      "paymentArrangementApplyDeposit",
      { accountId, applyDeposit: form.get("applyDeposit") === "on" },
      { token },
    );
    return { accountId, error: null };
  } catch (error) {
    if (error instanceof BffError && error.status === 400) return { accountId, error: error.message };
    throw await toGuardFailure(request, error);
  }
}

export default function UseDeposit() {
  const draft = useLoaderData<typeof loader>();
  return (
    <ArrangementSteps title="Request for Payment Arrangement in 4 Easy Steps!">
      <p className="text-slate-700">
        Step 1: you may apply your deposit to your balance. The usual 12-month deposit hold is waived when you
        apply it.
      </p>
      <Table
        caption="Your accounts"
        captionHidden
        cards
        columns={[
          { label: "Account #" },
          { label: "Balance", numeric: true },
          { label: "Deposit Amount", numeric: true },
          { label: "Apply Deposit" },
        ]}
      >
        {draft.accounts.map((account) => (
          <DepositRow key={account.accountId} account={account} />
        ))}
      </Table>
      <div className="flex justify-between gap-3">
        <Link to="/payment-arrangement" className="button-secondary">
          Back
        </Link>
        <Link to="/payment-arrangement/pay-today" className="button-primary">
          Next
        </Link>
      </div>
    </ArrangementSteps>
  );
}

function DepositRow({ account }: { account: ArrangementAccount }) {
  return (
    <tr className="border-b align-top">
      <RowHeader label="Account #">{account.accountId}</RowHeader>
      <Cell label="Balance" numeric>
        {formatMoney(account.balanceAfterDeposit)}
      </Cell>
      <Cell label="Deposit Amount" numeric>
        {formatMoney(account.depAmount)}
      </Cell>
      <Cell label="Apply Deposit">
        {account.depAmount > 0 ? <ApplyDeposit account={account} /> : "No deposit to apply"}
      </Cell>
    </tr>
  );
}

/** The Apply Deposit box of an account that has a deposit: the BFF decides, the box shows it. */
function ApplyDeposit({ account }: { account: ArrangementAccount }) {
  const fetcher = useFetcher<typeof action>();
  const error = fetcher.data?.error ?? null;
  // While the BFF decides, the box shows what was asked; then what the BFF decided.
  const asked = fetcher.formData ? fetcher.formData.get("applyDeposit") === "on" : null;
  return (
    <fetcher.Form method="post" onChange={(event) => fetcher.submit(event.currentTarget)}>
      <input type="hidden" name="accountId" value={account.accountId} />
      <CheckboxInput
        name="applyDeposit"
        label={`Apply Deposit to account ${account.accountId}`}
        hideLabel
        checked={asked ?? account.applyDeposit}
        disabled={account.depositStopped || fetcher.state !== "idle"}
        onChange={() => undefined}
        errors={error ? [error] : undefined}
      />
    </fetcher.Form>
  );
}

export const meta: MetaFunction = () => [{ title: "Use Deposit | Payment Arrangement | PayGPA" }];
