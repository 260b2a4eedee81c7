/**
 * The bills cut on budget billing (decision 043): the budget amount due and the actual charges side
 * by side, with what the bill charged. Every amount is billing's, shown as it came.
 */
import { type BudgetBill, budgetMessages } from "@paygpa/contract";
import { usDateOf } from "../../lib/format";

export function BudgetBillsTable({ bills }: { bills: readonly BudgetBill[] }) {
  if (bills.length === 0) return null;
  return (
    <section aria-labelledby="budget-bills" className="space-y-2">
      <h2 id="budget-bills" className="text-lg font-semibold text-brand-900">
        {budgetMessages.billsTitle}
      </h2>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3">
              Bill date
            </th>
            <th scope="col" className="py-2 pr-3">
              Due date
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {budgetMessages.budgetAmountDue}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {budgetMessages.actualCharges}
            </th>
            <th scope="col" className="py-2 text-right">
              Billed
            </th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.billId} className="border-b border-slate-200">
              <td className="py-2 pr-3 tabular-nums">{usDateOf(bill.billDate)}</td>
              <td className="py-2 pr-3 tabular-nums">{usDateOf(bill.dueDate)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">${bill.budgetAmount}</td>
              <td className="py-2 pr-3 text-right tabular-nums">${bill.actualCharges}</td>
              <td className="py-2 text-right tabular-nums">${bill.billedAmount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
