/**
 * The report's results (spec 000 §3 'Transaction report row'): sortable headers, one row per account
 * line of an attempt, the 'Payment Logs' and 'Payment Details for Receipt Number' modals.
 */
import { type ReportSortColumn, reportMessages, type TransactionReportRow } from "@paygpa/contract";
import { useState } from "react";
import { Modal } from "../../ui/dialogs";
import { Cell, type Column, RowHeader, Table } from "../../ui/table";
import { formatMoney } from "./money";
import { JsonViewer } from "./json-viewer";
import { PaymentDetails } from "./payment-details";
import { guamDateTime, hrefWith } from "./report-query";

const COLUMNS: readonly (Column & { key?: ReportSortColumn })[] = [
  { label: "Payment Date", key: "payment_date" },
  { label: "Account No.", key: "accountId" },
  { label: "Payment ID" },
  { label: "Transaction Tag", key: "transaction_tag" },
  { label: "Sequence No.", key: "sequence_no" },
  { label: "Amount", key: "amount", numeric: true },
  { label: "Bank Message" },
  { label: "Payment Source" },
  { label: "Mode", key: "mode" },
  { label: "CCB Status", key: "ccb_status" },
  { label: "Log" },
];

function sortableColumns(search: string, sortBy: string, sortDir: string): Column[] {
  return COLUMNS.map(({ key, ...column }) => {
    if (!key) return column;
    const active = key === sortBy ? (sortDir as "asc" | "desc") : null;
    const next = active === "desc" ? "asc" : "desc";
    return { ...column, sort: { href: hrefWith(search, { sortBy: key, sortDir: next, page: "1" }), active } };
  });
}

export function ReportTable({
  rows,
  search,
  sortBy,
  sortDir,
}: {
  rows: readonly TransactionReportRow[];
  search: string;
  sortBy: string;
  sortDir: string;
}) {
  const [logOf, setLogOf] = useState<TransactionReportRow | null>(null);
  const [receipt, setReceipt] = useState<string | null>(null);
  const link = "text-brand-700 underline underline-offset-2";
  return (
    <>
      <div className="overflow-x-auto">
        <Table caption="Payments" captionHidden columns={sortableColumns(search, sortBy, sortDir)}>
          {rows.length === 0 ? (
            <tr>
              <Cell className="text-center">{reportMessages.noRows}</Cell>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-b">
                <Cell>{guamDateTime(row.payment_date)}</Cell>
                <RowHeader>{row.accountId}</RowHeader>
                <Cell>
                  <button type="button" className={link} onClick={() => setReceipt(row.paymentId)}>
                    {row.paymentId}
                  </button>
                </Cell>
                <Cell>{row.transaction_tag ?? ""}</Cell>
                <Cell>{row.sequence_no ?? ""}</Cell>
                <Cell numeric>{formatMoney(row.amount)}</Cell>
                <Cell>{row.bank_message ?? row.status}</Cell>
                <Cell>{row.payment_source ?? ""}</Cell>
                <Cell>
                  {row.mode}
                  {row.taken_by ? (
                    <span className="block text-xs text-slate-600">by {row.taken_by}</span>
                  ) : null}
                </Cell>
                <Cell>{row.ccb_status}</Cell>
                <Cell>
                  <button type="button" className={link} onClick={() => setLogOf(row)}>
                    View log<span className="sr-only"> of payment {row.paymentId}</span>
                  </button>
                </Cell>
              </tr>
            ))
          )}
        </Table>
      </div>
      <Modal
        open={logOf !== null}
        onOpenChange={(open) => !open && setLogOf(null)}
        title={reportMessages.paymentLogs}
        size="lg"
      >
        <JsonViewer text={logOf?.code_response ?? null} />
      </Modal>
      <Modal
        open={receipt !== null}
        onOpenChange={(open) => !open && setReceipt(null)}
        title={`${reportMessages.paymentDetails} ${receipt ?? ""}`}
        size="wide"
      >
        {receipt ? <PaymentDetails receipt={receipt} /> : null}
      </Modal>
    </>
  );
}
