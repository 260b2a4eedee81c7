/**
 * My Bills (spec 002 §2 'Other dashboard screens', §3, §8): a server-paged list of one account's
 * bills (bill date MM/YYYY, total amount, due date) with 'Showing N Results out of M' and a View Bill
 * link that opens billing's presentment page of that bill in a new tab. A bill cut on budget billing
 * (decision 043) shows its budget amount due beside its actual charges, billing's figures in the
 * budget billing screen's words; the two columns show when the page holds such a bill.
 */
import { type BillListEntry, budgetMessages, dashboardMessages } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { formatMoney } from "../../lib/format";
import { BffError } from "../../lib/bff.server";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";
import { SelectInput } from "../../ui/choices";
import { StatusMessage } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";

const PAGE_SIZE = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, session } = await requireCustomer(request, context.bff);
  // Prepaid accounts have no bill view (spec 002 §6): My Bills lists postpaid accounts only.
  const accounts = session.postpaid.map((account) => account.AccountID);
  const search = new URL(request.url).searchParams;
  const accountId = accounts.includes(search.get("account") ?? "")
    ? String(search.get("account"))
    : accounts[0];
  const page = Math.max(1, Math.floor(Number(search.get("page") ?? 1)) || 1);
  if (!accountId) return { accounts, accountId: null, page, bills: null, failure: null };
  try {
    const bills = await context.bff.call("myBillsList", { accountId, page, pageSize: PAGE_SIZE }, { token });
    return { accounts, accountId, page, bills, failure: null };
  } catch (error) {
    if (!(error instanceof BffError) || error.status === 401) throw await toGuardFailure(request, error);
    return { accounts, accountId, page, bills: null, failure: dashboardMessages.myBillsFailed };
  }
}

/** Previous and Next through the account's bills, a page at a time. */
function BillPages({ page, pages, accountId }: { page: number; pages: number; accountId: string | null }) {
  const pageLink = (to: number) => `?account=${accountId}&page=${to}`;
  return (
    <nav aria-label="Bill pages" className="flex items-center gap-3">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className="button-secondary">
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={pageLink(page + 1)} className="button-secondary">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** A bill's budget figure, or a dash (and the words for a screen reader) for a bill not on budget. */
function BudgetCell({ label, amount }: { label: string; amount: string | undefined }) {
  return (
    <Cell label={label} numeric>
      {amount === undefined ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">Not on budget billing</span>
        </>
      ) : (
        `$${amount}`
      )}
    </Cell>
  );
}

function billColumns(onBudget: boolean) {
  return [
    { label: "Bill Date" },
    { label: "Total Amount", numeric: true },
    ...(onBudget
      ? [
          { label: budgetMessages.budgetAmountDue, numeric: true },
          { label: budgetMessages.actualCharges, numeric: true },
        ]
      : []),
    { label: "Due Date" },
    { label: "Bill" },
  ];
}

const anyOnBudget = (bills: readonly BillListEntry[]) => bills.some((bill) => bill.budget !== null);

export default function MyBills() {
  const { accounts, accountId, page, bills, failure } = useLoaderData<typeof loader>();
  const pages = bills ? Math.max(1, Math.ceil(bills.total / bills.pageSize)) : 1;
  const onBudget = bills ? anyOnBudget(bills.result) : false;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">My Bills</h1>
      {accounts.length > 1 ? (
        <Form method="get" className="flex items-end gap-3">
          <SelectInput
            label="Account"
            name="account"
            defaultValue={accountId ?? undefined}
            options={accounts.map((account) => ({ value: account, label: account }))}
          />
          <button type="submit" className="button-secondary">
            Show Bills
          </button>
        </Form>
      ) : null}
      {!accountId ? <p role="status">{dashboardMessages.noData}</p> : null}
      {failure ? (
        <StatusMessage tone="error" className="whitespace-pre-line">
          {failure}
        </StatusMessage>
      ) : null}
      {bills ? (
        <>
          <p role="status">
            Showing {bills.result.length} Results out of {bills.total}
          </p>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <Table
              caption={`Bills of account ${accountId}`}
              captionHidden
              cards
              columns={billColumns(onBudget)}
            >
              {bills.result.map((bill) => (
                <tr key={bill.billID} className="border-t border-slate-200">
                  <RowHeader label="Bill Date">{bill.billDate}</RowHeader>
                  <Cell label="Total Amount" numeric>
                    {formatMoney(bill.totalAmount)}
                  </Cell>
                  {onBudget ? (
                    <>
                      <BudgetCell label={budgetMessages.budgetAmountDue} amount={bill.budget?.budgetAmount} />
                      <BudgetCell label={budgetMessages.actualCharges} amount={bill.budget?.actualCharges} />
                    </>
                  ) : null}
                  <Cell label="Due Date">{bill.dueDate}</Cell>
                  <Cell label="Bill">
                    <a
                      href={`/dashboard/bills/${accountId}/${bill.billID}/view`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
                    >
                      View Bill<span className="sr-only"> of {bill.billDate} (opens in a new tab)</span>
                    </a>
                  </Cell>
                </tr>
              ))}
            </Table>
          </div>
          <BillPages page={page} pages={pages} accountId={accountId} />
        </>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "My Bills | PayGPA | Guam Power Authority" }];
