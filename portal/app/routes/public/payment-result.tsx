import {
  cardTypeLabel,
  type PaymentDetailsResponse,
  type PaymentResult,
  paymentMessages,
  receiptField,
} from "@paygpa/contract";
import { type CameFrom, CloseThisWindow, GoBack, TimelineLink } from "./payment-result/leave-links";
import { saveReceiptPdf, viewingTime } from "./payment-result/receipt-pdf";
import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { arrangementThankYouPath } from "../../features/payment-arrangement/arrangement.server";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { GpaLogo } from "../../components/brand";
import { SiteFooter } from "../../components/site";
import { BusyButton, StatusMessage } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";
import { BffError } from "../../lib/bff.server";
import { formatMoneyText, utilityDateTime } from "../../lib/format";
import { usePendingPoll } from "../../lib/use-pending-poll";
import { payLinkToken } from "../../features/pay-link/pay-link-cookie.server";
import { quickPayToken } from "../../features/quick-pay/quick-pay-cookie.server";
import { getSession } from "../../lib/session.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const invoice = params.invoice ?? "";
  // A payment of a payment arrangement (step 2) comes back to its own thank-you page.
  const arrangementPath = await arrangementThankYouPath(request, context.bff, invoice);
  if (arrangementPath) throw redirect(arrangementPath);
  // The checkout is readable by the session that made it: the signed-in customer or admin, or quick pay.
  const session = await getSession(request);
  const signedIn: CameFrom = session.get("kind") === "admin" ? "/admin-dashboard/phoned-in" : "/dashboard";
  const readers: [string | null | undefined, CameFrom][] = [
    [session.get("token"), signedIn],
    [await quickPayToken(request), "/paynow"],
  ];
  for (const [token, cameFrom] of readers) {
    if (!token) continue;
    try {
      const details: PaymentDetailsResponse = await context.bff.call(
        "paymentDetails",
        { invoice_num: invoice },
        { token },
      );
      return { invoice, details, cameFrom };
    } catch (error) {
      if (!(error instanceof BffError)) throw error;
    }
  }
  // A customer who paid by an e-mailed link (the clerk's checkout): that link's own payment only.
  const linkToken = await payLinkToken(request);
  if (linkToken) {
    try {
      const details = await context.bff.call("payLinkPaymentDetails", {
        token: linkToken,
        invoice_num: invoice,
      });
      return { invoice, details, cameFrom: "/" as CameFrom };
    } catch (error) {
      if (!(error instanceof BffError)) throw error;
    }
  }
  return { invoice, details: null, cameFrom: "/" as CameFrom };
}

export default function PaymentResultPage() {
  const { invoice, details, cameFrom } = useLoaderData<typeof loader>();
  const result = details?.paymentResults[0];
  const pending = result?.status === "pending";
  // An approved receipt is also refreshed until billing has the payment, for its Payment ID.
  const posting =
    result?.status === "approved" &&
    Boolean(details?.accountSummary.some((line) => line.ccb_status === "Pending"));
  // The wait is measured on the BFF's clock, which QA and trainers move (docs/qa-guide.md).
  const { stoppedWaiting, checking, checkAgain } = usePendingPoll(pending || posting, details?.checkedAt);

  return (
    <div className="min-h-screen bg-slate-50 print:min-h-0 print:bg-white">
      <header className="bg-white shadow-sm print:shadow-none">
        <div className="mx-auto max-w-3xl px-4 py-3">
          <GpaLogo className="h-10 w-auto" tone="light" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-8">
        {!details || !result ? (
          <StatusMessage tone="error">{paymentMessages.paymentDetailsFailed}</StatusMessage>
        ) : pending && stoppedWaiting ? (
          <StillConfirming
            invoice={invoice}
            reference={details.timelineReference}
            checking={checking}
            onCheckAgain={checkAgain}
            cameFrom={cameFrom}
          />
        ) : pending ? (
          <p role="status" className="text-lg text-slate-700">
            Loading...
          </p>
        ) : result.bank_message === "Approved" ? (
          <ApprovedReceipt result={result} details={details} cameFrom={cameFrom} />
        ) : (
          <PaymentFailed result={result} checkedAt={details.checkedAt} cameFrom={cameFrom} />
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

/** The gateway's answer has not come after the page's wait: nothing is lost, the receipt will follow. */
function StillConfirming({
  invoice,
  checking,
  onCheckAgain,
  cameFrom,
  reference,
}: {
  invoice: string;
  reference: string | undefined;
  checking: boolean;
  onCheckAgain(): void;
  cameFrom: CameFrom;
}) {
  return (
    <section aria-labelledby="still-confirming-heading" className="card p-6">
      <h1 id="still-confirming-heading" className="text-2xl font-bold text-brand-900">
        {paymentMessages.stillConfirming}
      </h1>
      <p role="status" className="mt-2 text-slate-800">
        {paymentMessages.stillConfirmingDetail}
      </p>
      <p className="mt-2 text-slate-800">
        {paymentMessages.paymentReference} <span className="font-semibold tabular-nums">{invoice}</span>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <BusyButton
          type="button"
          busy={checking}
          busyText="Please wait..."
          className="button-primary"
          onClick={onCheckAgain}
        >
          {paymentMessages.checkAgain}
        </BusyButton>
        <TimelineLink invoice={invoice} reference={reference} />
        <CloseThisWindow cameFrom={cameFrom} className="button-secondary" />
      </div>
    </section>
  );
}

/** When the receipt is viewed, on the system clock (the BFF's answer) when it is known. */
function useViewedAt(checkedAt: string | undefined): string {
  const [viewedAt, setViewedAt] = useState("");
  useEffect(() => setViewedAt(utilityDateTime(viewingTime(checkedAt))), [checkedAt]);
  return viewedAt;
}

function CardDetails({ result, checkedAt }: { result: PaymentResult; checkedAt: string | undefined }) {
  const viewedAt = useViewedAt(checkedAt);
  const rows: [string, string][] = [
    ["Card Type", `${cardTypeLabel(result.payment_source)} ${result.dollar_amount} ${result.currency}`],
    ["Cardholder Name", result.card_holders_name],
    ["Card Number", result.card_number],
    ["Date and Time", viewedAt],
    ["Reference Number", receiptField(result, "REFERENCE #")],
    ["Authorization Number", receiptField(result, "AUTHOR. #")],
    ["Transaction Reference", receiptField(result, "TRANS. REF.")],
  ];
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value || "N/A"}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The receipt, also the accessible twin of its PDF: the same lines as HTML a screen reader reads,
 * printed without its buttons (Print this Receipt) in black on white.
 */
function ApprovedReceipt({
  result,
  details,
  cameFrom,
}: {
  result: PaymentResult;
  details: PaymentDetailsResponse;
  cameFrom: CameFrom;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <section
      aria-labelledby="receipt-heading"
      className="card p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <h1 id="receipt-heading" className="text-2xl font-bold text-success-700">
        {paymentMessages.approved}
      </h1>
      <CardDetails result={result} checkedAt={details.checkedAt} />
      <p className="mt-3 text-sm text-slate-700">
        Payment ID:{" "}
        <span className="font-semibold">
          {details.accountSummary.map((line) => line.paymentId || "Pending").join(", ")}
        </span>
      </p>
      <Table
        className="mt-6"
        caption="Accounts Paid"
        columns={[{ label: "Account ID" }, { label: "Amount", numeric: true }]}
      >
        {details.accountSummary.map((line) => (
          <tr key={line.accountId} className="border-t border-slate-200">
            <RowHeader>{line.accountId}</RowHeader>
            <Cell numeric>{formatMoneyText(line.amount)}</Cell>
          </tr>
        ))}
      </Table>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <button
          type="button"
          className="button-primary"
          disabled={saving}
          onClick={async () => {
            setSaving(true);
            try {
              await saveReceiptPdf(result, details);
            } finally {
              setSaving(false);
            }
          }}
        >
          Save this as PDF file
        </button>
        <button type="button" className="button-secondary" onClick={() => window.print()}>
          Print this Receipt
        </button>
        <TimelineLink invoice={result.invoice_num} reference={details.timelineReference} />
        <CloseThisWindow cameFrom={cameFrom} className="button-secondary" />
      </div>
    </section>
  );
}

function PaymentFailed({
  result,
  checkedAt,
  cameFrom,
}: {
  result: PaymentResult;
  checkedAt: string | undefined;
  cameFrom: CameFrom;
}) {
  return (
    <section aria-labelledby="failure-heading" className="card p-6">
      <h1 id="failure-heading" className="text-2xl font-bold text-danger-700">
        {paymentMessages.notProcessed}
      </h1>
      <p className="mt-2 text-slate-800">{paymentMessages.problemProcessing}</p>
      <p className="mt-1 text-slate-800">{paymentMessages.contactGpa}</p>
      <CardDetails result={result} checkedAt={checkedAt} />
      <GoBack cameFrom={cameFrom} className="button-secondary mt-6 inline-block" />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Payment Result | PayGPA | Guam Power Authority" }];
