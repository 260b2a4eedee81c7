import { arrangementMessages } from "@paygpa/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GPA_CONTACT } from "../../features/payment-arrangement/arrangement-texts";
import { formatMoney } from "../../lib/format";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";
import { usePendingPoll } from "../../lib/use-pending-poll";
import { StatusMessage } from "../../ui/forms";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const invoice = new URL(request.url).searchParams.get("invoice") ?? "";
  try {
    const payment = await context.bff.call("paymentArrangementPayment", { invoice_num: invoice }, { token });
    if (payment.accountId !== params.accountId) throw new Response("Not found", { status: 404 });
    return { ...payment, invoice };
  } catch (error) {
    throw await toGuardFailure(request, error);
  }
}

export default function ArrangementThankYou() {
  const { invoice, ...payment } = useLoaderData<typeof loader>();
  const pending = payment.outcome === "pending";
  const { stoppedWaiting } = usePendingPoll(pending);
  const waiting = pending && !stoppedWaiting;
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-3 py-8">
      {waiting ? (
        <StatusMessage tone="info">Please wait while your payment is confirmed...</StatusMessage>
      ) : payment.outcome === "posted" ? (
        <div className="space-y-2">
          <h1 className="text-2xl font-bold text-success-700">{arrangementMessages.paymentThanks}</h1>
          <p>Payment ID: {payment.paymentId}</p>
          <p>
            Remaining balance for account {payment.accountId}: {formatMoney(payment.remainingBalance)}
          </p>
        </div>
      ) : payment.outcome === "notProcessed" ? (
        <h1 className="text-2xl font-bold text-danger-800">{arrangementMessages.paymentNotProcessed}</h1>
      ) : (
        <div className="space-y-2">
          <h1 className="text-xl font-bold text-danger-800">{arrangementMessages.postingProblem}</h1>
          <p>
            Please call {GPA_CONTACT.phone} or e-mail {GPA_CONTACT.email}.
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {/* Like every other payment's result: the charge's timeline, once the card was charged or may be. */}
        {payment.outcome === "notProcessed" ? null : (
          <Link to={`/payment-timeline/${invoice}`} className="button-secondary">
            Where is my payment?
          </Link>
        )}
        <Link to="/payment-arrangement/pay-today" className="button-secondary">
          Make another payment
        </Link>
        <Link to="/payment-arrangement/apply-for-payment-arrangement" className="button-primary">
          Proceed to Payment Arrangement
        </Link>
        <Link to="/dashboard" className="button-secondary">
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Thank You | Payment Arrangement | PayGPA" }];
