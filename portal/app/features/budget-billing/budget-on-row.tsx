/**
 * Budget billing on the dashboard row (decision 043): the account says it is on budget billing at
 * billing's monthly amount, and its current bill shows the budget amount due beside the actual
 * charges, in the budget billing screen's words. Billing's figures, shown as they came.
 */
import { type BudgetOnRow, budgetMessages } from "@paygpa/contract";

export function BudgetOnRowNote({ budget }: { budget: BudgetOnRow | null }) {
  if (!budget) return null;
  return (
    <span className="mt-1 block text-xs font-normal text-slate-700">
      <span className="block font-semibold">{budgetMessages.onRow(budget.budgetAmount)}</span>
      {budget.currentBill ? (
        <>
          <span className="block tabular-nums">
            {budgetMessages.budgetAmountDue}: ${budget.currentBill.budgetAmount}
          </span>
          <span className="block tabular-nums">
            {budgetMessages.actualCharges}: ${budget.currentBill.actualCharges}
          </span>
        </>
      ) : null}
    </span>
  );
}
