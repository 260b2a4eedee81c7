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
 * The answer is streamed by the Overview's loader into a slot whose room is kept from the first
 * HTML: the button's line is always one button high, and the notice is drawn at once when the
 * session's accounts say it will come (`noticeExpected`), so the answer moves nothing below it and
 * the notice, often the screen's largest text, is painted with the first HTML.
 */
export function PaymentArrangementButton({
  answer,
  noticeExpected,
}: {
  answer: Promise<ArrangementButtonAnswer>;
  noticeExpected: boolean;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Suspense fallback={<ArrangementSlot availability={undefined} notice={noticeExpected} />}>
        <Await
          resolve={answer}
          errorElement={<ArrangementSlot availability="none" notice={noticeExpected} />}
        >
          {(settled) => (
            <ArrangementSlot availability={settled.availability} notice={settled.commercialNotice} />
          )}
        </Await>
      </Suspense>
    </div>
  );
}

/** `availability` is `undefined` while the BFF decides ('Please wait...'). */
function ArrangementSlot({
  availability,
  notice,
}: {
  availability: ArrangementButtonAnswer["availability"] | undefined;
  notice: boolean;
}) {
  return (
    <>
      <div className="flex min-h-11 items-center">
        {availability === undefined ? (
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
        ) : null}
      </div>
      {notice ? <StatusMessage tone="info">{arrangementMessages.commercialNotice}</StatusMessage> : null}
    </>
  );
}
