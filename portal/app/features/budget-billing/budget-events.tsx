/** What has happened on budget billing (decision 043): enrolment, reviews, true-up, leaving, in billing's words. */
import type { BudgetEvent } from "@paygpa/contract";
import { usDateOf } from "../../lib/format";

export function BudgetEvents({ events }: { events: readonly BudgetEvent[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="budget-events" className="space-y-2">
      <h2 id="budget-events" className="text-lg font-semibold text-brand-900">
        What has happened
      </h2>
      <ul className="space-y-1 text-sm text-slate-800">
        {events.map((event) => (
          <li key={`${event.date}-${event.kind}`}>
            <span className="tabular-nums">{usDateOf(event.date)}</span>: {event.label}
            {event.kind === "left" || event.kind === "settled" ? "" : ` — $${event.budgetAmount} a month`}
            {event.difference ? ` (difference $${event.difference})` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
