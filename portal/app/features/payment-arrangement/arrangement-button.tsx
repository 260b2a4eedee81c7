import { arrangementMessages } from "@paygpa/contract";
import { Await, Link } from "@remix-run/react";
import { Suspense } from "react";
import { StatusMessage } from "../../ui/forms";
import type { ArrangementButtonAnswer } from "./availability.server";

const NO_BUTTON: ArrangementButtonAnswer = { availability: "none", commercialNotice: false };

/**
 * The Account Overview's arrangement button (spec 002 §2, §4): 'Payment Arrangement Document Pending'
 * (yellow) when a case awaits its signed form, 'Request Payment Arrangement' when an eligible account
 * has no case, neither otherwise; 'Please wait...' while the BFF decides. Commercial customers are
 * told to e-mail the business team (spec 002 §1, §6).
 *
 * The answer is streamed by the Overview's loader into a slot whose room is kept from the first
 * HTML: the button's line is always one button high, and the notice's room is held (its own text,
 * hidden) when the session's accounts say it will come, so the answer moves nothing below it.
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
      <Suspense fallback={<ArrangementSlot answer={undefined} noticeExpected={noticeExpected} />}>
        <Await resolve={answer} errorElement={<ArrangementSlot answer={NO_BUTTON} noticeExpected={false} />}>
          {(settled) => <ArrangementSlot answer={settled} noticeExpected={false} />}
        </Await>
      </Suspense>
    </div>
  );
}

/** `undefined` while the BFF decides. */
function ArrangementSlot({
  answer,
  noticeExpected,
}: {
  answer: ArrangementButtonAnswer | undefined;
  noticeExpected: boolean;
}) {
  return (
    <>
      <div className="flex min-h-11 items-center">
        {answer === undefined ? (
          <button type="button" className="button-secondary" disabled aria-busy="true">
            Please wait...
          </button>
        ) : answer.availability === "pending" ? (
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
      </div>
      {answer?.commercialNotice ? (
        <StatusMessage tone="info">{arrangementMessages.commercialNotice}</StatusMessage>
      ) : answer === undefined && noticeExpected ? (
        // The notice's room, with its own text so that it wraps the same at every width.
        <div aria-hidden="true" className="invisible">
          <StatusMessage tone="info">{arrangementMessages.commercialNotice}</StatusMessage>
        </div>
      ) : null}
    </>
  );
}
