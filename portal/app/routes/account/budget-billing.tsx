/**
 * Budget billing (decision 043): from the dashboard's account row. The BFF says whether the account
 * may enrol and why not; billing's quoted amount is shown with the terms and a checkbox before
 * enrolling; once enrolled, the budget amount, the reviews and true-up, and the bills with the
 * amount due beside the actual charges; leaving. Post/redirect/get.
 */
import { budgetMessages, messages } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BudgetBillsTable } from "../../features/budget-billing/budget-bills-table";
import { BudgetEvents } from "../../features/budget-billing/budget-events";
import { BudgetQuote } from "../../features/budget-billing/budget-quote";
import { LeaveBudgetDialog } from "../../features/budget-billing/leave-dialog";
import { BffError, BffUnauthorized } from "../../lib/bff.server";
import { requireCustomer } from "../../lib/session.server";
import { BusyButton, StatusMessage } from "../../ui/forms";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const accountId = params.accountId ?? "";
  try {
    const status = await context.bff.call("budgetBilling", { accountId }, { token });
    return { status, done: new URL(request.url).searchParams.get("done") };
  } catch (error) {
    if (error instanceof BffError && !(error instanceof BffUnauthorized) && error.status < 500) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const accountId = params.accountId ?? "";
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "leave") {
      await context.bff.call("budgetBillingLeave", { accountId }, { token });
      return redirect(`/dashboard/budget-billing/${accountId}?done=left`);
    }
    await context.bff.call(
      "budgetBillingEnrol",
      {
        accountId,
        consentVersion: String(form.get("consentVersion") ?? ""),
        agreed: form.get("agreed") === "yes",
      },
      { token },
    );
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized) throw error;
    return data(
      { message: error.status >= 500 ? messages.serverErrorTryAgain : error.message },
      error.status,
    );
  }
  return redirect(`/dashboard/budget-billing/${accountId}?done=enrolled`);
}

type BudgetStatus = ReturnType<typeof useLoaderData<typeof loader>>["status"];

/** The quote before enrolment: billing's amount, how it was worked out, the terms and the consent. */
function EnrolForm({ status, busy }: { status: BudgetStatus; busy: boolean }) {
  if (!status.quote) return null;
  return (
    <Form method="post" className="space-y-3 rounded-md bg-white p-4 shadow-sm">
      <BudgetQuote quote={status.quote} consent={status.consent} />
      <input type="hidden" name="intent" value="enrol" />
      <input type="hidden" name="consentVersion" value={status.consent.version} />
      <div className="flex items-start gap-2">
        <input id="budget-consent" name="agreed" type="checkbox" value="yes" required className="size-6" />
        <label htmlFor="budget-consent" className="text-sm text-slate-800">
          {budgetMessages.agree}
        </label>
      </div>
      <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
        {budgetMessages.enrol}
      </BusyButton>
    </Form>
  );
}

export default function BudgetBillingScreen() {
  const { status, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const enrolment = status.enrolment;
  const active = enrolment?.status === "active";
  return (
    <div className="max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{budgetMessages.title}</h1>
      <p className="text-slate-800">
        Account <span className="tabular-nums">{status.accountId}</span>. {budgetMessages.intro}
      </p>
      {answer?.message ? <StatusMessage tone="error">{answer.message}</StatusMessage> : null}
      {done === "left" && !active ? (
        <StatusMessage tone="success">{budgetMessages.left}</StatusMessage>
      ) : null}
      {active ? (
        <StatusMessage tone={done === "enrolled" ? "success" : "info"}>
          {budgetMessages.enrolled(enrolment.budgetAmount)}
        </StatusMessage>
      ) : null}
      {status.eligible && status.quote ? (
        <EnrolForm status={status} busy={busy} />
      ) : status.refusal && !active ? (
        <StatusMessage tone="info">{status.refusal.message}</StatusMessage>
      ) : null}
      {enrolment ? <BudgetEvents events={enrolment.events} /> : null}
      <BudgetBillsTable bills={status.bills} />
      {active ? <LeaveBudgetDialog deviation={enrolment.deviation} busy={busy} /> : null}
      <p>
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: `${budgetMessages.title} | PayGPA` }];
