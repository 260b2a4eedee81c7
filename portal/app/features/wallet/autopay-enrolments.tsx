/** The customer's AutoPay enrolments: plan, card, consent, drafts, and the one-click Stop AutoPay. */
import type { AutopayEnrolment, AutopayPlan } from "@paygpa/contract";
import { Form, Link } from "@remix-run/react";
import { utilityDateTime } from "../../lib/format";
import { Cell, RowHeader, Table } from "../../ui/table";

export function planLabel(plan: AutopayPlan): string {
  if (plan.kind === "amount-due") return "The amount due, on each due date";
  if (plan.kind === "fixed") return `$${plan.amount.toFixed(2)} on each due date`;
  return `Reload $${plan.amount.toFixed(2)} when the balance is below $${plan.threshold.toFixed(2)}`;
}

const DRAFT_COLUMNS = [
  { label: "Date" },
  { label: "Bill" },
  { label: "Amount", numeric: true },
  { label: "Status" },
  { label: "Payment" },
];

const STATUS_WORDS: Record<string, string> = {
  scheduled: "Scheduled",
  reminded: "Reminder sent",
  charging: "Being charged",
  // Paid only once billing has it (decision 031); approved and not yet posted says so.
  paid: "Paid",
  approved: "Charged, being posted to your account",
  retry: "Declined, will retry",
  failed: "Declined, not paid",
  skipped: "Nothing due",
  stopped: "Stopped",
};

export function AutopayEnrolments({ enrolments }: { enrolments: readonly AutopayEnrolment[] }) {
  if (enrolments.length === 0) return <p role="status">No account is enrolled in AutoPay.</p>;
  return (
    <div className="space-y-6">
      {enrolments.map((enrolment) => (
        <section
          key={enrolment.enrolmentId}
          aria-label={`AutoPay for account ${enrolment.accountId}`}
          className="space-y-3 rounded-md bg-white p-4 shadow-sm"
        >
          <h2 className="text-lg font-semibold text-brand-900">
            Account {enrolment.accountId}: AutoPay {enrolment.status === "active" ? "on" : "stopped"}
          </h2>
          <p className="text-sm text-slate-800">
            {planLabel(enrolment.plan)}, card ending {enrolment.cardLastFour ?? "(removed)"}; agreed{" "}
            {utilityDateTime(enrolment.consentedAt)} to the terms below.
          </p>
          <details className="text-sm text-slate-700">
            <summary>The terms you agreed to</summary>
            <p className="mt-2">{enrolment.consentText}</p>
          </details>
          {enrolment.drafts.length > 0 ? (
            <Table caption="Payments" columns={DRAFT_COLUMNS} variant="plain" cards>
              {enrolment.drafts.map((draft) => (
                <tr key={draft.draftKey} className="border-b border-slate-100">
                  <RowHeader dense label="Date" className="font-normal">
                    {draft.nextAttemptOn ?? draft.draftOn}
                  </RowHeader>
                  <Cell dense label="Bill">
                    {draft.billId}
                  </Cell>
                  <Cell dense label="Amount" numeric>
                    {draft.amount ? `$${draft.amount}` : "Amount due"}
                  </Cell>
                  <Cell dense label="Status">
                    {STATUS_WORDS[draft.status] ?? draft.status}
                    {draft.message ? <span className="block text-slate-600">{draft.message}</span> : null}
                  </Cell>
                  <Cell dense label="Payment">
                    {draft.invoice ? (
                      <Link to={`/payment-timeline/${draft.invoice}`}>Where is my payment?</Link>
                    ) : (
                      "—"
                    )}
                  </Cell>
                </tr>
              ))}
            </Table>
          ) : null}
          {enrolment.status === "active" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="stop" />
              <input type="hidden" name="enrolmentId" value={enrolment.enrolmentId} />
              <button type="submit" className="button-secondary">
                Stop AutoPay
              </button>
            </Form>
          ) : null}
        </section>
      ))}
    </div>
  );
}
