import { arrangementMessages } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { agreeToArrangement } from "../../features/payment-arrangement/agree.server";
import { loadDraft } from "../../features/payment-arrangement/arrangement.server";
import { ArrangementSteps } from "../../features/payment-arrangement/stepper";
import { formatMoney } from "../../lib/format";
import { toGuardFailure } from "../../lib/session.server";
import { CheckboxInput } from "../../ui/choices";
import { BusyButton, StatusMessage } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { draft } = await loadDraft(request, context);
  // Only accounts with a balance above 0 are shown in step 3 (spec 002 §5).
  return { accounts: draft.accounts.filter((account) => account.newBalanceAfterPay > 0 && !account.case) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, draft } = await loadDraft(request, context);
  const form = await request.formData();
  const accountIds = form.getAll("accountId").map(String);
  try {
    const failures = await agreeToArrangement(context.bff, token, draft, accountIds);
    if (failures.length > 0) return { failures };
  } catch (error) {
    throw await toGuardFailure(request, error);
  }
  return redirect("/payment-arrangement/case-form?download=1");
}

export default function ApplyForArrangement() {
  const { accounts } = useLoaderData<typeof loader>();
  const failures = useActionData<typeof action>()?.failures ?? [];
  const busy = useNavigation().state !== "idle";
  const [checked, setChecked] = useState<string[]>([]);
  const balance = accounts
    .filter((account) => checked.includes(account.accountId))
    .reduce((sum, account) => sum + account.newBalanceAfterPay, 0);
  const total = accounts.reduce((sum, account) => sum + account.newBalanceAfterPay, 0);
  if (accounts.length === 0) return <NoValidAccounts />;
  return (
    <ArrangementSteps title="Apply for Payment Arrangement">
      <p>
        You may request for the total remaining balance of $ {total.toFixed(2)} to be spread across 6 billing
        months.
      </p>
      <Form method="post" className="space-y-4">
        <Table
          caption="Accounts"
          captionHidden
          cards
          columns={[
            { label: "Account #" },
            { label: "Balance", numeric: true },
            { label: "Request Extension" },
          ]}
        >
          {accounts.map((account) => (
            <tr key={account.accountId} className="border-b">
              <RowHeader label="Account #">{account.accountId}</RowHeader>
              <Cell label="Balance" numeric>
                {formatMoney(account.newBalanceAfterPay)}
              </Cell>
              <Cell label="Request Extension">
                <CheckboxInput
                  name="accountId"
                  value={account.accountId}
                  label={`Request Extension for account ${account.accountId}`}
                  hideLabel
                  checked={checked.includes(account.accountId)}
                  onChange={(event) =>
                    setChecked((now) =>
                      event.target.checked
                        ? [...now, account.accountId]
                        : now.filter((id) => id !== account.accountId),
                    )
                  }
                />
              </Cell>
            </tr>
          ))}
        </Table>
        <ArrangementTerms balance={balance} />
        <p className="text-sm text-slate-700">
          By clicking 'I AGREE', I request that the balance of the checked accounts be spread over my next 6
          bills, and I agree to print, sign and send the Payment Arrangement Agreement Form within ten (10)
          business days.
        </p>
        {failures.length > 0 ? (
          <StatusMessage tone="error" className="whitespace-pre-line">
            {failures.join("\n")}
          </StatusMessage>
        ) : null}
        <div className="flex justify-between gap-3">
          <Link to="/dashboard" className="button-secondary">
            No Thank you
          </Link>
          <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
            I Agree
          </BusyButton>
        </div>
      </Form>
    </ArrangementSteps>
  );
}

/** The terms of the checked accounts: 6 months, their balance, and what each bill gains. */
function ArrangementTerms({ balance }: { balance: number }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-3">
      <div>
        <dt className="font-semibold">Fixed Term</dt>
        <dd>6 Months</dd>
      </div>
      <div>
        <dt className="font-semibold">Balance to Apply</dt>
        <dd>{formatMoney(balance)}</dd>
      </div>
      {balance > 0 ? (
        <div>
          <dt className="font-semibold">Average monthly amount</dt>
          <dd>{formatMoney(Math.round((balance * 100) / 6) / 100)} added to each of your next 6 bills</dd>
        </div>
      ) : null}
    </dl>
  );
}

function NoValidAccounts() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/dashboard"), 2000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <ArrangementSteps title="Apply for Payment Arrangement">
      <StatusMessage tone="error" className="whitespace-pre-line">
        {arrangementMessages.noValidAccounts}
      </StatusMessage>
    </ArrangementSteps>
  );
}

export const meta: MetaFunction = () => [{ title: "Apply | Payment Arrangement | PayGPA" }];
