/**
 * Billing's quoted budget amount and how it was worked out (decision 043), then the terms to agree
 * to: shown before enrolment to the customer on their screen and to the clerk who reads them out.
 */
import { type BudgetStatusResponse, budgetMessages } from "@paygpa/contract";

type Quote = NonNullable<BudgetStatusResponse["quote"]>;

export function BudgetQuote({ quote, consent }: { quote: Quote; consent: BudgetStatusResponse["consent"] }) {
  return (
    <>
      <p className="text-slate-900">
        {budgetMessages.amountLabel}:{" "}
        <strong className="tabular-nums" data-testid="budget-quote">
          ${quote.amount}
        </strong>
      </p>
      <p className="text-sm text-slate-700">{quote.basisNote}</p>
      <h2 className="text-lg font-semibold text-brand-900">Budget billing terms</h2>
      <p className="text-slate-900">{consent.text}</p>
    </>
  );
}
