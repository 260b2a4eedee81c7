/**
 * Phoned-In Bill Payment (spec 000 §2 stepper, §7, §8; pay by link is beyond the spec): the step is in the
 * URL (`?accounts=…`, `?step=2&accounts=…`, `?step=3&invoice=…`), every balance and rule comes from
 * the BFF on each load, and the BFF checks the clerk's level (1, 3 or 4) on every call.
 */
import { ADMIN_LEVELS, newIdempotencyKey } from "@paygpa/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { type OutageActionAnswer, outageAction } from "../../features/outages/outage-actions.server";
import { PaymentHistoryDialog } from "./phoned-in/account-dialogs";
import { AccountSearchStep } from "./phoned-in/account-search";
import { stepUrl } from "./phoned-in/phoned-in-form";
import { loadStep, type PhonedInActionAnswer, payStep, searchStep } from "./phoned-in/phoned-in.server";
import { OutagesDialog } from "./phoned-in/outages-dialog";
import { PaymentOutcomeStep } from "./phoned-in/payment-outcome";
import { VerifyAmountStep } from "./phoned-in/verify-amount";
import { requireAdmin } from "../../lib/session.server";
import { ErrorPage } from "../../ui/error-page";
import { FocusedHeading } from "../../ui/focus";

const STEPS = ["Account Search", "Verify Amount", "Payment"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.phonedIn });
  const step = await loadStep(request, { bff: context.bff, token });
  // One hosted checkout per opening of step 2: a repeated Continue gets the same invoice back.
  return { ...step, paymentKey: step.step === 2 ? newIdempotencyKey() : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.phonedIn });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "pay" || intent === "link")
    return payStep(request, formData, { bff: context.bff, token }, intent);
  // The outages dialog's report, on the caller's behalf (the BFF checks the level and audits it).
  if (intent === "report") return outageAction(context.bff, token, formData, true);
  return searchStep(formData, { bff: context.bff, token });
}

export default function PhonedInPayment() {
  const data = useLoaderData<typeof loader>();
  const action = useActionData<PhonedInActionAnswer | OutageActionAnswer>();
  const outageAnswer = action && "ok" in action ? action : undefined;
  const answer = action && "ok" in action ? undefined : (action as PhonedInActionAnswer | undefined);
  const navigate = useNavigate();
  const lastResult = answer && "result" in answer ? answer.result : undefined;
  return (
    <section aria-labelledby="phoned-in-heading" className="card space-y-6 p-6">
      <FocusedHeading
        id="phoned-in-heading"
        step={String(data.step)}
        className="text-2xl font-bold text-brand-900"
      >
        Phoned-In Bill Payment
      </FocusedHeading>
      <ol className="flex gap-4 text-sm" aria-label="Steps">
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={data.step === index + 1 ? "step" : undefined}
            className={data.step === index + 1 ? "font-bold text-brand-800" : "text-slate-600"}
          >
            {`${index + 1}. ${label}`}
          </li>
        ))}
      </ol>
      {data.step === 1 ? (
        <AccountSearchStep
          key={data.accountIds.join(",")}
          accountIds={data.accountIds}
          accounts={data.accounts}
          message={data.message}
          lastResult={answer?.intent === "search" ? lastResult : undefined}
        />
      ) : data.step === 2 ? (
        <VerifyAmountStep
          accountIds={data.accountIds}
          accounts={data.accounts}
          paymentKey={data.paymentKey ?? ""}
          lastResult={answer?.intent !== "search" ? lastResult : undefined}
          checkout={answer && "checkout" in answer ? answer.checkout : null}
          sentTo={answer && "sentTo" in answer ? answer.sentTo : null}
        />
      ) : (
        <PaymentOutcomeStep invoice={data.invoice ?? ""} outcome={data.outcome} />
      )}
      {data.history ? (
        <PaymentHistoryDialog
          history={data.history}
          onClose={() => navigate(stepUrl(1, data.accountIds), { preventScrollReset: true })}
        />
      ) : null}
      {data.outages ? (
        <OutagesDialog
          key={data.outages.accountId}
          outages={data.outages}
          answer={outageAnswer}
          onClose={() => navigate(stepUrl(1, data.accountIds), { preventScrollReset: true })}
        />
      ) : null}
    </section>
  );
}

/** The title names the step (WCAG 2.1 AA): 'Verify Amount - Phoned-In Bill Payment | GPA Admin'. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${STEPS[(data?.step ?? 1) - 1]} - Phoned-In Bill Payment | GPA Admin` },
];

export function ErrorBoundary() {
  return <ErrorPage />;
}
