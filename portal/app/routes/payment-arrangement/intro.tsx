import { arrangementMessages } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Await, Form, Link, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { Suspense, useEffect } from "react";
import { type ArrangementDraft, GPA_CONTACT } from "../../features/payment-arrangement/arrangement-texts";
import { IntroOffer } from "../../features/payment-arrangement/intro-offer";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";
import { BusyButton } from "../../ui/forms";
import { MessageDialog } from "../../ui/dialogs";
import { log, reasonOf } from "../../lib/log.server";

/** Starts the draft from the eligible accounts (payment-arr-list); streamed behind a spinner. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  // The customer's draft is resumed on a reload, Back or a second visit the same day.
  const started = context.bff
    .call("paymentArrangementList", {}, { token })
    .then((draft): { draft: ArrangementDraft | null } => ({ draft }))
    .catch((error: unknown) => {
      log.error("payment arrangement eligibility failed", { reason: reasonOf(error) });
      return { draft: null };
    });
  return { started };
}

/** Start over: a new draft from billing's balances, then the intro again (a reload then resumes it). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  try {
    await context.bff.call("paymentArrangementList", { startOver: true }, { token });
  } catch (error) {
    throw await toGuardFailure(request, error);
  }
  return redirect("/payment-arrangement");
}

export default function PaymentArrangementIntro() {
  const { started } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-3 py-6">
      <h1 className="text-2xl font-bold text-brand-900">Payment Arrangement</h1>
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
            Loading...
          </p>
        }
      >
        <Await resolve={started}>{({ draft }) => <IntroContent draft={draft} />}</Await>
      </Suspense>
    </div>
  );
}

function IntroContent({ draft }: { draft: ArrangementDraft | null }) {
  if (!draft) return <BackToDashboard tone="error" message={arrangementMessages.eligibilityFailed} />;
  if (draft.accounts.length === 0) {
    return (
      <BackToDashboard
        tone="info"
        title="Sorry"
        message={`None of your accounts meet the criteria for a payment arrangement. For inquiries, please e-mail ${GPA_CONTACT.email} or call ${GPA_CONTACT.phone}.`}
      />
    );
  }
  return (
    <>
      {draft.resumed ? (
        <p role="status" className="text-slate-700">
          {arrangementMessages.draftResumed} <StartOver />
        </p>
      ) : null}
      <IntroOffer draft={draft} />
      <div className="flex flex-wrap justify-end gap-3">
        <Link to="/dashboard" className="button-secondary">
          Not interested
        </Link>
        <Link to="/payment-arrangement/use-deposit" className="button-primary">
          I want to apply!
        </Link>
      </div>
    </>
  );
}

function StartOver() {
  const navigation = useNavigation();
  return (
    <Form method="post" className="inline">
      <BusyButton busy={navigation.state === "submitting"} busyText="Please wait..." className="underline">
        {arrangementMessages.startOver}
      </BusyButton>
    </Form>
  );
}

/** A dialog whose closing returns to the dashboard (the Sorry dialog; a failed eligibility call). */
function BackToDashboard({
  tone,
  title,
  message,
}: {
  tone: "error" | "info";
  title?: string;
  message: string;
}) {
  const navigate = useNavigate();
  const leave = () => navigate("/dashboard");
  useEffect(() => {
    if (tone !== "error") return;
    const timer = setTimeout(leave, 2000);
    return () => clearTimeout(timer);
  });
  return <MessageDialog open tone={tone} title={title} message={message} onClose={leave} />;
}

export const meta: MetaFunction = () => [{ title: "Payment Arrangement | PayGPA | Guam Power Authority" }];
