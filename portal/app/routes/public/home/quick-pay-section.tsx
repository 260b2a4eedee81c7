/** The home page's 'Pay without logging in' card: Quick Pay (unless under maintenance) and contacts. */
import { messages } from "@paygpa/contract";
import { Link } from "@remix-run/react";
import { AcceptedCards } from "../../../components/brand";
import { CustomerServiceContacts } from "../../../components/site";

export function QuickPaySection({
  payNowDisabled,
  onQuickPay,
}: {
  payNowDisabled: boolean;
  onQuickPay(): void;
}) {
  return (
    <section aria-labelledby="quick-pay-heading" className="card p-6 md:col-start-1 md:row-start-1">
      <h2 id="quick-pay-heading" className="text-xl font-bold text-brand-900">
        Pay without logging in
      </h2>
      <p className="mt-2 text-slate-700">
        Have your 10-digit account number and billing zip code ready, then pay your bill by card.
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-5">
        {payNowDisabled ? (
          <button type="button" className="button-accent" disabled aria-describedby="quick-pay-maintenance">
            Quick Pay
          </button>
        ) : (
          <button type="button" className="button-accent" onClick={onQuickPay} data-opens-dialog="quick-pay">
            Quick Pay
          </button>
        )}
        <AcceptedCards className="h-10 w-auto" />
      </div>
      {payNowDisabled ? (
        <p id="quick-pay-maintenance" className="mt-3 text-sm text-warning-800">
          {messages.maintenance}
        </p>
      ) : null}

      <hr className="my-6 border-slate-200" />
      <CustomerServiceContacts />
      <p className="mt-4 text-sm">
        Questions about PayGPA? Read the <Link to="/faq">FAQ</Link>.
      </p>
    </section>
  );
}
