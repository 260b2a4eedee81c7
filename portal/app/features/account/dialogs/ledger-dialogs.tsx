/**
 * The View Statement and Payment History dialogs' contents (spec 002 §2, §3, §8): at most 18 lines
 * from billing, and in Payment History this portal's own web payments (shown before billing has them).
 */
import { Link } from "@remix-run/react";
import { dashboardMessages, type LedgerLine, type WebPayment } from "@paygpa/contract";
import { formatMoney, postingStatusWords } from "../../../lib/format";
import { StatusMessage } from "../../../ui/forms";
import { Cell, RowHeader, Table } from "../../../ui/table";
import { useDialogData } from "./use-dialog-data";

const LEDGER_COLUMNS = [
  { label: "Payment Date" },
  { label: "Account" },
  { label: "Type" },
  { label: "Amount", numeric: true },
];

function LedgerTable({ caption, lines }: { caption: string; lines: LedgerLine[] }) {
  return (
    <Table caption={caption} columns={LEDGER_COLUMNS} variant="plain" cards>
      {lines.map((line, index) => (
        <tr key={`${line.paymentDate}-${index}`} className="border-b border-slate-100">
          <RowHeader dense label="Payment Date" className="font-normal">
            {line.paymentDate}
          </RowHeader>
          <Cell dense label="Account">
            {line.parent}
          </Cell>
          <Cell dense label="Type">
            {line.type}
          </Cell>
          <Cell dense label="Amount" numeric>
            {formatMoney(line.totalAmount)}
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

export function StatementBody({ accountId }: { accountId: string }) {
  const { answer, loading } = useDialogData<{ result: LedgerLine[] }>(accountId, "statement");
  if (loading || !answer) return <p role="status">Loading...</p>;
  if (!answer.ok) return <StatusMessage tone="error">{answer.message}</StatusMessage>;
  if (answer.data.result.length === 0) return <p role="status">{dashboardMessages.noData}</p>;
  return <LedgerTable caption={`Statement of account ${accountId}`} lines={answer.data.result} />;
}

const WEB_COLUMNS = [
  { label: "Payment Date" },
  { label: "Receipt Number" },
  { label: "Card Reference" },
  { label: "Status" },
  { label: "Amount", numeric: true },
];

export function PaymentHistoryBody({ accountId }: { accountId: string }) {
  const { answer, loading } = useDialogData<{ result: LedgerLine[]; webPayments: WebPayment[] }>(
    accountId,
    "history",
  );
  if (loading || !answer) return <p role="status">Loading...</p>;
  if (!answer.ok) return <StatusMessage tone="error">{answer.message}</StatusMessage>;
  const { result, webPayments } = answer.data;
  return (
    <div className="space-y-6 overflow-x-auto">
      {result.length > 0 ? (
        <LedgerTable caption="Payments" lines={result} />
      ) : (
        <p role="status">{dashboardMessages.noData}</p>
      )}
      {webPayments.length > 0 ? (
        <p className="text-sm text-slate-700">
          Web Payments are the card payments made on this website, declined ones too. An approved one is
          listed under Payments once billing has posted it to your account.
        </p>
      ) : null}
      {webPayments.length > 0 ? (
        <Table caption="Web Payments" columns={WEB_COLUMNS} variant="plain" cards>
          {webPayments.map((payment) => (
            <tr key={`${payment.receiptNumber}-${payment.amount}`} className="border-b border-slate-100">
              <RowHeader dense label="Payment Date" className="font-normal">
                {payment.paymentDate}
              </RowHeader>
              <Cell dense label="Receipt Number">
                {payment.receiptNumber}{" "}
                <Link
                  to={`/payment-timeline/${payment.receiptNumber}`}
                  aria-label={`Where is my payment? Receipt ${payment.receiptNumber}`}
                >
                  Where is my payment?
                </Link>
              </Cell>
              <Cell dense label="Card Reference">
                {payment.transactionTag ?? "N/A"}
              </Cell>
              <Cell dense label="Status">
                {postingStatusWords(payment.status)}
              </Cell>
              <Cell dense label="Amount" numeric>
                {formatMoney(payment.amount)}
              </Cell>
            </tr>
          ))}
        </Table>
      ) : (
        <p className="font-semibold text-slate-700">{dashboardMessages.noWebPayments}</p>
      )}
    </div>
  );
}
