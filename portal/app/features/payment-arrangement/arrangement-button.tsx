import { arrangementMessages } from "@paygpa/contract";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { StatusMessage } from "../../ui/forms";
import type { loader } from "../../routes/payment-arrangement/availability";

/**
 * The Account Overview's arrangement button (spec 002 §2, §4): 'Payment Arrangement Document Pending'
 * (yellow) when a case awaits its signed form, 'Request Payment Arrangement' when an eligible account
 * has no case, neither otherwise; 'Please wait...' while the BFF decides. Commercial customers are
 * told to e-mail the business team.
 */
export function PaymentArrangementButton() {
  const fetcher = useFetcher<typeof loader>();
  useEffect(() => {
    if (fetcher.state === "idle" && !fetcher.data) fetcher.load("/payment-arrangement/availability");
  }, [fetcher]);
  const answer = fetcher.data;
  if (!answer) {
    return (
      <button type="button" className="button-secondary" disabled aria-busy="true">
        Please wait...
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {answer.availability === "pending" ? (
        <Link
          to="/payment-arrangement/print-sign-send"
          className="inline-flex min-h-11 items-center rounded-md bg-yellow-400 px-4 font-semibold text-slate-900 hover:bg-yellow-300"
        >
          {arrangementMessages.pendingButton}
        </Link>
      ) : answer.availability === "request" ? (
        <Link to="/payment-arrangement" className="button-primary">
          {arrangementMessages.requestButton}
        </Link>
      ) : null}
      {answer.commercialNotice ? (
        <StatusMessage tone="info">{arrangementMessages.commercialNotice}</StatusMessage>
      ) : null}
    </div>
  );
}
