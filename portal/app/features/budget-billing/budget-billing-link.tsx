/** The dashboard row's way to budget billing (decision 043): the screen says who may enrol and why not. */
import { budgetMessages } from "@paygpa/contract";
import { Link } from "@remix-run/react";

export function BudgetBillingLink({ accountId }: { accountId: string }) {
  return (
    <Link
      to={`/dashboard/budget-billing/${accountId}`}
      className="mt-1 flex min-h-6 items-center text-xs font-semibold text-brand-700 underline"
      aria-label={`${budgetMessages.link} for account ${accountId}`}
    >
      {budgetMessages.link}
    </Link>
  );
}
