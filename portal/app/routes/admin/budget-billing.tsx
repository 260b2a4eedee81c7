/**
 * Budget billing for a phoning customer (decision 043), from Phoned-In: the clerk (phoned-in levels
 * 1, 3, 4) sees the account's budget state as billing answers it, why it may not enrol and what
 * would change that, or billing's quote with how it was worked out and the terms to read out; ticks
 * that the customer agreed and enrols. For an account on budget: its amount, the bills with the
 * budget amount due beside the actual charges, the reviews and true-up, and leaving (confirmed).
 * The BFF applies the rules and audits enrolling and leaving with the clerk's name.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { ADMIN_LEVELS, type BudgetStatusResponse, budgetMessages, messages } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import {
  Form,
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "@remix-run/react";
import { BudgetBillsTable } from "../../features/budget-billing/budget-bills-table";
import { BudgetEvents } from "../../features/budget-billing/budget-events";
import { BudgetQuote } from "../../features/budget-billing/budget-quote";
import { BffError, BffUnauthorized } from "../../lib/bff.server";
import { refusalOf } from "../../lib/refusal.server";
import { requireAdmin, toGuardFailure } from "../../lib/session.server";
import { CheckboxInput } from "../../ui/choices";
import { BusyButton, StatusMessage } from "../../ui/forms";
import { budgetStateWords } from "../../features/budget-billing/budget-state-words";
import { clerkBudgetTexts, parseClerkEnrol } from "./budget-billing/clerk-enrol-form";
import { LeaveBudgetDialog } from "../../features/budget-billing/leave-dialog";
import { ClerkAccountLookup } from "../../features/clerk-programmes/account-lookup";
import { clerkAccountOf, clerkAccountStatus } from "../../features/clerk-programmes/clerk-account.server";

const screenOf = (accountId: string, done: "enrolled" | "left") =>
  `/admin-dashboard/budget-billing?account=${accountId}&done=${done}`;
/** The BFF's refusals here name no field: each is one message, where the screen puts it. */
const refusalWords = { unavailable: messages.serverErrorTryAgain, ignoreFields: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return clerkAccountStatus(request, context, (accountId, token) =>
    context.bff.call("phonedInBudgetBilling", { accountId }, { token }),
  );
}

type ClerkBudgetAnswer = { enrol?: SubmissionResult<string[]>; leave?: string[] };

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.phonedIn });
  const accountId = clerkAccountOf(request);
  const formData = await request.formData();
  if (formData.get("intent") === "leave") {
    try {
      await context.bff.call("phonedInBudgetBillingLeave", { accountId }, { token });
    } catch (error) {
      if (error instanceof BffUnauthorized || !(error instanceof BffError))
        throw await toGuardFailure(request, error);
      return data<ClerkBudgetAnswer>({ leave: refusalOf(error, refusalWords).formErrors }, error.status);
    }
    return redirect(screenOf(accountId, "left"));
  }
  const submission = parseClerkEnrol(formData);
  if (submission.status !== "success") return data<ClerkBudgetAnswer>({ enrol: submission.reply() }, 400);
  try {
    const { consentVersion } = submission.value;
    await context.bff.call(
      "phonedInBudgetBillingEnrol",
      { accountId, consentVersion, agreed: true },
      { token },
    );
  } catch (error) {
    if (error instanceof BffUnauthorized || !(error instanceof BffError))
      throw await toGuardFailure(request, error);
    const { formErrors } = refusalOf(error, refusalWords);
    // The terms changed or were not agreed: the message belongs under the box.
    const reply =
      error.code === "BUDGET_CONSENT_REQUIRED"
        ? submission.reply({ fieldErrors: { agreed: formErrors } })
        : submission.reply({ formErrors });
    return data<ClerkBudgetAnswer>({ enrol: reply }, error.status);
  }
  return redirect(screenOf(accountId, "enrolled"));
}

/**
 * The account is read from billing again after every enrol or leave, refused ones too (Remix skips
 * it after a 4xx): a refusal because another tab changed the account shows the account as it is.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined || defaultShouldRevalidate;

/** Billing's quote, how it was worked out, the terms the clerk reads out, and the customer's agreement. */
function ClerkEnrolForm({
  status,
  lastResult,
}: {
  status: BudgetStatusResponse;
  lastResult?: SubmissionResult<string[]>;
}) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "clerk-budget-enrol",
    lastResult,
    onValidate: ({ formData }) => parseClerkEnrol(formData),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  if (!status.quote) return null;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3 rounded-md bg-white p-4 shadow-sm">
      <BudgetQuote quote={status.quote} consent={status.consent} />
      <input type="hidden" name="intent" value="enrol" />
      <input type="hidden" name="consentVersion" value={status.consent.version} />
      <CheckboxInput
        id={fields.agreed.id}
        name={fields.agreed.name}
        value="yes"
        label={clerkBudgetTexts.agreed}
        errors={fields.agreed.errors}
      />
      {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
      <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
        {budgetMessages.enrol}
      </BusyButton>
    </Form>
  );
}

function DoneMessage({ done, status }: { done: string | null; status: BudgetStatusResponse }) {
  const active = status.enrolment?.status === "active";
  if (done === "enrolled" && active) {
    return (
      <StatusMessage tone="success">
        Enrolled: the customer pays ${status.enrolment?.budgetAmount} a month from the next bill.
      </StatusMessage>
    );
  }
  if (done === "left" && !active) {
    return (
      <StatusMessage tone="success">
        The account has left budget billing. The difference between its budget payments and its actual charges
        is settled on its next bill.
      </StatusMessage>
    );
  }
  return null;
}

export default function PhonedInBudgetBilling() {
  const { status, accountId, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const enrolment = status?.enrolment ?? null;
  const active = enrolment?.status === "active";
  const enrolling = Boolean(status?.eligible && status.quote);
  // A refusal whose form is gone once the screen reloads (the account changed in another tab).
  const orphanRefusal = [
    ...(enrolling ? [] : (answer?.enrol?.error?.[""] ?? [])),
    ...(active ? [] : (answer?.leave ?? [])),
  ];
  return (
    <div className="max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{budgetMessages.title}</h1>
      <ClerkAccountLookup accountId={accountId} found={status !== null} />
      {status ? (
        <section aria-labelledby="budget-account" className="space-y-4">
          <h2 id="budget-account" className="text-lg font-semibold text-slate-900">
            Account {status.accountId}
          </h2>
          <DoneMessage done={done} status={status} />
          {orphanRefusal.length > 0 ? (
            <StatusMessage tone="error">{orphanRefusal.join(" ")}</StatusMessage>
          ) : null}
          <p className="text-slate-800" data-testid="budget-state">
            {budgetStateWords(enrolment)}
          </p>
          {enrolling ? (
            <ClerkEnrolForm status={status} lastResult={answer?.enrol} />
          ) : status.refusal && !active ? (
            <StatusMessage tone="info">{status.refusal.message}</StatusMessage>
          ) : null}
          {enrolment ? <BudgetEvents events={enrolment.events} /> : null}
          <BudgetBillsTable bills={status.bills} />
          {active ? (
            <LeaveBudgetDialog deviation={enrolment.deviation} busy={busy} errors={answer?.leave} />
          ) : null}
        </section>
      ) : null}
      <p>
        <Link to="/admin-dashboard/phoned-in" className="font-semibold text-brand-700 underline">
          Back to Phoned-In Bill Payment
        </Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: `${budgetMessages.title} | PayGPA back office` }];
