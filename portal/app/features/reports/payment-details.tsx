/** 'Payment Details for Receipt Number' (spec 000 §2, §3 'Individual web payment'), loaded when opened. */
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { StatusMessage } from "../../ui/forms";
import type { PaymentDetailsAnswer } from "./payment-details-answer";
import { formatMoney } from "./money";
import { guamDateTime } from "./report-query";

export function PaymentDetails({ receipt }: { receipt: string }) {
  const fetcher = useFetcher<PaymentDetailsAnswer>();
  useEffect(() => {
    fetcher.load(`/admin-dashboard/reports/payment/${encodeURIComponent(receipt)}`);
  }, [receipt]);
  const answer = fetcher.data;
  if (!answer) return <p>Loading Please Wait!</p>;
  if ("error" in answer) return <StatusMessage tone="error">{answer.error}</StatusMessage>;
  const payment = answer.payment;
  const rows: [string, string][] = [
    ["Receipt Number", payment.receipt_num],
    ["Account Number", payment.account_number],
    ["Amount", formatMoney(payment.amount)],
    ["Status", payment.status],
    ["Payment Date", guamDateTime(payment.payment_date)],
    ["Transaction Tag", payment.transaction_tag ?? ""],
    ["Authorization No.", payment.authorization_num ?? ""],
    ["Card", payment.card_number ?? ""],
    ["Cardholder", payment.cardholder_name ?? ""],
    ["Bank Message", payment.bank_message ?? ""],
    ["Mode", payment.mode],
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
