/**
 * Step 3 (empty in the original, spec 000 §2): the outcome of the attempt, for the clerk, while the
 * customer's card is on the gateway's page in the other tab. Asks the BFF again while it is pending
 * (lib/pending-poll.ts), then shows the approval with its reference numbers or the gateway's reason.
 */
import {
  type PaymentDetailsResponse,
  paymentMessages,
  phonedInMessages,
  receiptField,
} from "@paygpa/contract";
import { Link } from "@remix-run/react";
import { formatMoney } from "../../../lib/format";
import { usePendingPoll } from "../../../lib/use-pending-poll";
import { StatusMessage } from "../../../ui/forms";
import { Cell, RowHeader, Table } from "../../../ui/table";

export function PaymentOutcomeStep({
  invoice,
  outcome,
}: {
  invoice: string;
  outcome: PaymentDetailsResponse | null;
}) {
  const result = outcome?.paymentResults[0];
  const pending = !result || result.status === "pending";
  const { stoppedWaiting: stopped, checkAgain } = usePendingPoll(pending);
  const rows: [string, string][] = result
    ? [
        ["Invoice No.", result.invoice_num],
        ["Amount", formatMoney(Number(result.dollar_amount))],
        ["Transaction Tag", result.transaction_tag],
        ["Sequence No.", result.sequence_no],
        ["Reference No.", receiptField(result, "REFERENCE #") || receiptField(result, "TRANS. REF.")],
        ["Authorization No.", receiptField(result, "AUTHOR. #")],
        ["Bank Message", result.bank_message],
      ]
    : [];
  return (
    <div className="space-y-4">
      {pending ? (
        <StatusMessage tone="info">
          {phonedInMessages.stepThreeWaiting} ({paymentMessages.paymentReference} {invoice})
        </StatusMessage>
      ) : result.status === "approved" ? (
        <StatusMessage tone="success">{paymentMessages.approved}</StatusMessage>
      ) : (
        <StatusMessage tone="error">
          {paymentMessages.notProcessed} {result.bank_message || result.status}
        </StatusMessage>
      )}
      {result && !pending ? (
        <Table caption="Payment outcome" columns={[{ label: "Detail" }, { label: "Value" }]}>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b">
              <RowHeader>{label}</RowHeader>
              <Cell>{value || "N/A"}</Cell>
            </tr>
          ))}
          {outcome?.accountSummary.map((line) => (
            <tr key={line.accountId} className="border-b">
              <RowHeader>{`Account ${line.accountId}`}</RowHeader>
              <Cell>{`${formatMoney(Number(line.amount))} (${line.ccb_status})`}</Cell>
            </tr>
          ))}
        </Table>
      ) : null}
      <div className="flex gap-2">
        {pending && stopped ? (
          <button type="button" className="button-secondary" onClick={checkAgain}>
            {paymentMessages.checkAgain}
          </button>
        ) : null}
        <Link className="button-primary" to="?" reloadDocument>
          New Phoned-In Payment
        </Link>
      </div>
    </div>
  );
}
