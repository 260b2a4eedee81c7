/**
 * The stepper's two modals (spec 000 §2): Account Details, and Payment History with Web and Complete
 * tabs, and the customer's texts and e-mails (decision 039).
 */
import type {
  CompletePaymentHistoryResponse,
  CustomerMessage,
  PhonedInAccount,
  WebPaymentHistoryResponse,
} from "@paygpa/contract";
import { useState } from "react";
import { formatMoney, orNotAvailable } from "../../../lib/format";
import { Modal } from "../../../ui/dialogs";
import { Cell, RowHeader, Table } from "../../../ui/table";

export function AccountDetailsDialog({ account, onClose }: { account: PhonedInAccount; onClose(): void }) {
  const { details, arrears } = account.arrears;
  const rows: [string, string][] = [
    ["Account No.", details.AccountID],
    ["Customer Name", account.summary.fullName],
    ["Service Location", details.PremiseInfo],
    ["Current Balance", formatMoney(details.CurrentBalance)],
    ["Payoff Balance", formatMoney(details.PayoffBalance)],
    ["Bill Date", orNotAvailable(account.summary.billDate)],
    ["Due Date", orNotAvailable(account.summary.dueDate)],
    ["Email", orNotAvailable(account.email)],
    ["Cash Only", account.cashOnlyFlag === "Y" ? "Yes" : "No"],
    ...arrears.map(({ Label, ArrearsAmount }): [string, string] => [Label, formatMoney(ArrearsAmount)]),
  ];
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title="Account Details" size="wide">
      <Table
        columns={[{ label: "Detail" }, { label: "Value" }]}
        variant="plain"
        caption="Account Details"
        captionHidden
      >
        {rows.map(([label, value]) => (
          <tr key={label} className="border-b last:border-0">
            <RowHeader dense>{label}</RowHeader>
            <Cell dense>{value}</Cell>
          </tr>
        ))}
      </Table>
    </Modal>
  );
}

type History = {
  accountId: string;
  web: WebPaymentHistoryResponse["result"];
  complete: CompletePaymentHistoryResponse["result"];
  /** The customer's texts and e-mails, masked and without bodies; null when the BFF did not answer. */
  messages: CustomerMessage[] | null;
};

const TAB_LABELS = { web: "Web", complete: "Complete", messages: "Texts and E-mails" } as const;

/** What was sent to the customer (decision 039): when, to whom (masked), what, how far it got. */
function CustomerMessages({ rows }: { rows: History["messages"] }) {
  if (rows === null) return <p>The texts and e-mails could not be loaded. Please try again later.</p>;
  return (
    <Table
      caption="Texts and e-mails sent to the customer"
      captionHidden
      columns={[{ label: "When" }, { label: "By" }, { label: "To" }, { label: "Kind" }, { label: "Status" }]}
    >
      {rows.length === 0 ? (
        <tr>
          <Cell className="text-center">No texts or e-mails sent.</Cell>
        </tr>
      ) : (
        rows.map((row, index) => (
          <tr key={`${row.at}-${index}`} className="border-b">
            <RowHeader>{new Date(row.at).toLocaleString("en-US", { timeZone: "Pacific/Guam" })}</RowHeader>
            <Cell>{row.channel === "text" ? "Text" : "E-mail"}</Cell>
            <Cell>{row.to}</Cell>
            <Cell>{row.kind}</Cell>
            <Cell>{row.status}</Cell>
          </tr>
        ))
      )}
    </Table>
  );
}

/** The account's payments made on the web (the Web tab). */
function WebPayments({ rows }: { rows: History["web"] }) {
  return (
    <Table
      caption="Web payments"
      captionHidden
      columns={[
        { label: "Payment Date" },
        { label: "Username" },
        { label: "Receipt No." },
        { label: "Transaction Tag" },
        { label: "Status" },
        { label: "Amount", numeric: true },
      ]}
    >
      {rows.length === 0 ? (
        <tr>
          <Cell className="text-center">No payments found.</Cell>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={row.receipt_num} className="border-b">
            <Cell>{new Date(row.payment_date).toLocaleString("en-US")}</Cell>
            <Cell>{row.username}</Cell>
            <RowHeader>{row.receipt_num}</RowHeader>
            <Cell>{row.transaction_tag}</Cell>
            <Cell>{row.status}</Cell>
            <Cell numeric>{formatMoney(Number(row.amount))}</Cell>
          </tr>
        ))
      )}
    </Table>
  );
}

export function PaymentHistoryDialog({ history, onClose }: { history: History; onClose(): void }) {
  const [tab, setTab] = useState<keyof typeof TAB_LABELS>("web");
  const tabClass = (selected: boolean) =>
    `rounded-t-md px-4 py-2 font-semibold ${selected ? "bg-brand-800 text-white" : "bg-slate-100 text-slate-800"}`;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Payment History (${history.accountId})`}
      size="lg"
    >
      <div role="tablist" aria-label="Payment History" className="flex gap-1 border-b">
        {(["web", "complete", "messages"] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tabClass(tab === name)}
            onClick={() => setTab(name)}
          >
            {TAB_LABELS[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long history scrolls here and keyboard users must reach it (axe scrollable-region-focusable; the ARIA tabs pattern gives a tab panel tabindex 0).
        tabIndex={0}
        aria-label={TAB_LABELS[tab]}
        className="mt-3 max-h-96 overflow-y-auto"
      >
        {tab === "web" ? (
          <WebPayments rows={history.web} />
        ) : tab === "messages" ? (
          <CustomerMessages rows={history.messages} />
        ) : (
          <Table
            caption="Complete payment history"
            captionHidden
            columns={[{ label: "Date" }, { label: "Type" }, { label: "Amount", numeric: true }]}
          >
            {history.complete.map((row, index) => (
              <tr key={`${row.ArrearsDate}-${index}`} className="border-b">
                <RowHeader>{row.ArrearsDate}</RowHeader>
                <Cell>{row.label}</Cell>
                <Cell numeric>{formatMoney(row.TotalAmount)}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </div>
    </Modal>
  );
}
