/**
 * The console's faults, last payments and timeline panels (docs/qa-guide.md): what is in force on
 * every service, the last payments with a link to each one's timeline, and that timeline, one event a
 * row, oldest first.
 */
import { guamTime } from "./guam-time";
import { Form, Link } from "@remix-run/react";
import type * as v from "valibot";
import type { Panel } from "../../lib/bff-console.server";
import { formatCurrency } from "../../lib/currency";
import { TextInput } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";
import type { LastPayments, Timeline } from "@paygpa/contract";
import type { FaultInForce } from "./faults-in-force";
import { PanelProblem } from "./panels";

export function FaultsPanel({ faults }: { faults: Panel<FaultInForce[]> }) {
  if (!faults.ok) return <PanelProblem panel={faults} />;
  if (faults.value.length === 0) return <p>No faults.</p>;
  return (
    <Table
      caption="Faults in force on every service"
      captionHidden
      columns={[{ label: "Service" }, { label: "Route" }, { label: "Settings" }]}
    >
      {faults.value.map((fault) => (
        <tr key={`${fault.service} ${fault.route}`}>
          <RowHeader>{fault.service}</RowHeader>
          <Cell>{fault.route}</Cell>
          <Cell>{fault.settings}</Cell>
        </tr>
      ))}
    </Table>
  );
}

export function LastPaymentsPanel({ payments }: { payments: Panel<v.InferOutput<typeof LastPayments>> }) {
  if (!payments.ok) return <PanelProblem panel={payments} />;
  if (payments.value.payments.length === 0) return <p>No payments yet.</p>;
  return (
    <Table
      caption="The last payments, newest first"
      columns={[
        { label: "Invoice" },
        { label: "Started" },
        { label: "Amount", numeric: true },
        { label: "Channel" },
        { label: "Status" },
      ]}
    >
      {payments.value.payments.map((payment) => (
        <tr key={payment.invoice}>
          <RowHeader>
            <Link
              to={`?invoice=${payment.invoice}#timeline`}
              aria-label={`Timeline of invoice ${payment.invoice}`}
            >
              {payment.invoice}
            </Link>
          </RowHeader>
          <Cell>{guamTime(payment.createdAt)}</Cell>
          <Cell numeric>{formatCurrency(payment.amountCents / 100)}</Cell>
          <Cell>{payment.channel}</Cell>
          <Cell>{payment.status}</Cell>
        </tr>
      ))}
    </Table>
  );
}

export function TimelinePanel({
  invoice,
  timeline,
}: {
  invoice: string;
  timeline: Panel<v.InferOutput<typeof Timeline>> | null;
}) {
  return (
    <>
      <Form method="get" aria-label="Timeline of a payment" className="flex flex-wrap items-end gap-2">
        <TextInput name="invoice" label="Invoice number" defaultValue={invoice} inputMode="numeric" />
        <button type="submit" className="button-secondary">
          Show timeline
        </button>
      </Form>
      {timeline === null ? <p>Choose a payment above, or type its invoice number.</p> : null}
      {timeline && !timeline.ok ? <PanelProblem panel={timeline} /> : null}
      {timeline?.ok && timeline.value.events.length === 0 ? (
        <p>Nothing recorded for invoice {invoice}.</p>
      ) : null}
      {timeline?.ok && timeline.value.events.length > 0 ? (
        <Table
          caption={`Timeline of invoice ${invoice}, oldest first`}
          columns={[{ label: "When" }, { label: "Service" }, { label: "Event" }, { label: "What happened" }]}
        >
          {timeline.value.events.map((event, index) => (
            <tr key={`${event.at} ${index}`}>
              <RowHeader>{guamTime(event.at)}</RowHeader>
              <Cell>{event.service}</Cell>
              <Cell>{event.kind}</Cell>
              <Cell>{event.summary}</Cell>
            </tr>
          ))}
        </Table>
      ) : null}
    </>
  );
}
