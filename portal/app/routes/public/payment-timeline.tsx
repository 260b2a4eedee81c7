/**
 * 'Where is my payment?' (beyond the spec): one payment's steps from the card to the account in
 * billing — charged, recorded, posted (with the time), receipt sent — in plain words, with what
 * happens next while a step waits. Readable by whoever may read its result page: the signed-in
 * customer or staff, or the quick-pay session that paid it.
 */
import { type PaymentTimelineResponse, timelineMessages } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GpaLogo } from "../../components/brand";
import { SiteFooter } from "../../components/site";
import { quickPayToken } from "../../features/quick-pay/quick-pay-cookie.server";
import { BffError } from "../../lib/bff.server";
import { formatMoneyText, postingStatusWords, utilityDateTime } from "../../lib/format";
import { getSession } from "../../lib/session.server";
import { StatusMessage } from "../../ui/forms";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const invoice = params.invoice ?? "";
  const tokens = [(await getSession(request)).get("token"), await quickPayToken(request)].filter(
    (token): token is string => Boolean(token),
  );
  for (const token of tokens) {
    try {
      const timeline: PaymentTimelineResponse = await context.bff.call(
        "paymentTimeline",
        { invoice_num: invoice },
        { token },
      );
      return { invoice, timeline, signedIn: true, reference: null };
    } catch (error) {
      if (!(error instanceof BffError)) throw error;
    }
  }
  // A payer with no login (quick pay, the receipt e-mail): the reference of the receipt's link opens
  // this payment's timeline, and no other.
  const reference = new URL(request.url).searchParams.get("ref");
  if (reference) {
    try {
      const timeline = await context.bff.call("paymentTimelineByReference", {
        invoice_num: invoice,
        reference,
      });
      return { invoice, timeline, signedIn: false, reference };
    } catch (error) {
      if (!(error instanceof BffError)) throw error;
    }
  }
  return { invoice, timeline: null, signedIn: tokens.length > 0, reference };
}

const MARKS = { done: "✓", waiting: "…", failed: "✗", "not-reached": "–" } as const;
const STATE_WORDS = {
  done: "Done",
  waiting: "Waiting",
  failed: "Did not happen",
  "not-reached": "Not reached",
};

export default function PaymentTimelinePage() {
  const { invoice, timeline, signedIn, reference } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-white shadow-sm">
        <div className="mx-auto max-w-3xl px-4 py-3">
          <GpaLogo className="h-10 w-auto" tone="light" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl space-y-5 px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-900">{timelineMessages.title}</h1>
        {!timeline ? (
          <StatusMessage tone="error">
            {signedIn || reference !== null
              ? "This payment cannot be shown to you."
              : "Please use the link of your receipt e-mail or receipt page, or log in, to see where your payment is."}
          </StatusMessage>
        ) : (
          <>
            <p className="text-slate-800">
              {timeline.source}, receipt number <span className="font-semibold tabular-nums">{invoice}</span>,
              {formatMoneyText(timeline.amount)}, made {utilityDateTime(timeline.createdAt)}.
            </p>
            <ol className="space-y-3" aria-label="Steps of this payment">
              {timeline.steps.map((step) => (
                <li key={step.key} className="flex gap-3 rounded-md bg-white p-3 shadow-sm">
                  <span aria-hidden="true" className="w-6 text-center text-xl font-bold text-brand-700">
                    {MARKS[step.state]}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">
                      {step.title}: {STATE_WORDS[step.state]}
                      {step.at ? <span className="font-normal"> — {utilityDateTime(step.at)}</span> : null}
                    </p>
                    <p className="text-slate-800">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            {timeline.next ? (
              <StatusMessage tone="info">
                <strong>What happens next: </strong>
                {timeline.next}
              </StatusMessage>
            ) : null}
            <ul className="text-sm text-slate-700">
              {timeline.accounts.map((line) => (
                <li key={line.accountId}>
                  Account {line.accountId}: {formatMoneyText(line.amount)} —{" "}
                  {postingStatusWords(line.billingStatus)}
                  {line.paymentId ? ` (payment number ${line.paymentId})` : ""}
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="flex flex-wrap gap-3">
          <Link to={`/payment-result/${invoice}`} className="button-secondary">
            Receipt
          </Link>
          {signedIn ? (
            <Link to="/dashboard" className="button-secondary">
              Back to the dashboard
            </Link>
          ) : (
            <Link to="/" className="button-secondary">
              Back to PayGPA
            </Link>
          )}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Where is my payment? | PayGPA | Guam Power Authority" }];
