import { arrangementMessages } from "@paygpa/contract";
import { Await, Link } from "@remix-run/react";
import { Suspense } from "react";
import { StatusMessage } from "../../ui/forms";
import type { ArrangementButtonAnswer } from "./availability.server";

/**
 * The Account Overview's arrangement button (spec 002 §2, §4): 'Payment Arrangement Document Pending'
 * (yellow) when a case awaits its signed form, 'Request Payment Arrangement' when an eligible account
 * has no case, neither otherwise; 'Please wait...' while the BFF decides. Commercial customers are
 * told to e-mail the business team (spec 002 §1, §6).
 *
 * The BFF's answer is streamed by the Overview's loader into a line kept one button high from the
 * first HTML, so its arrival moves nothing below it; the notice is drawn with the first HTML from the
 * session's flag the BFF decides (`commercialNotice`, from the session's `commercialCustomer`).
 */
export function PaymentArrangementButton({
  answer,
  commercialNotice,
}: {
  answer: Promise<ArrangementButtonAnswer>;
  commercialNotice: boolean;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <div className="flex min-h-11 items-center">
        <Suspense fallback={<ArrangementLink availability={undefined} />}>
          <Await resolve={answer} errorElement={<ArrangementLink availability="none" />}>
            {(settled) => <ArrangementLink availability={settled.availability} />}
          </Await>
        </Suspense>
      </div>
      {commercialNotice ? (
        <StatusMessage tone="info">{arrangementMessages.commercialNotice}</StatusMessage>
      ) : null}
    </div>
  );
}

/** `availability` is `undefined` while the BFF decides ('Please wait...'). */
function ArrangementLink({
  availability,
}: {
  availability: ArrangementButtonAnswer["availability"] | undefined;
}) {
  return availability === undefined ? (
    <button type="button" className="button-secondary" disabled aria-busy="true">
      Please wait...
    </button>
  ) : availability === "pending" ? (
    <Link
      to="/payment-arrangement/print-sign-send"
      className="inline-flex min-h-11 items-center rounded-md bg-yellow-400 px-4 font-semibold text-slate-900 hover:bg-yellow-300"
    >
      {arrangementMessages.pendingButton}
    </Link>
  ) : availability === "request" ? (
    <Link to="/payment-arrangement" className="button-primary">
      {arrangementMessages.requestButton}
    </Link>
  ) : null;
}
