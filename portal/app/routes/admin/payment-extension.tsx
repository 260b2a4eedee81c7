/**
 * A payment extension for a phoning customer (decision 045): the clerk (phoned-in levels
 * 1, 3, 4) sees whether the account may have one and why not, grants one for the date the customer
 * names, or cancels the active one. The BFF applies the rules and audits each grant and cancel.
 */
import { ADMIN_LEVELS, extensionMessages, messages } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BffError, BffUnauthorized } from "../../lib/bff.server";
import { requireAdmin, toGuardFailure } from "../../lib/session.server";
import { BusyButton, StatusMessage, TextInput } from "../../ui/forms";
import { usDateOf } from "../../lib/format";
import { ClerkAccountLookup } from "../../features/clerk-programmes/account-lookup";
import { clerkAccountOf, clerkAccountStatus } from "../../features/clerk-programmes/clerk-account.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return clerkAccountStatus(request, context, (accountId, token) =>
    context.bff.call("phonedInExtension", { accountId }, { token }),
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.phonedIn });
  const accountId = clerkAccountOf(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "cancel") {
      await context.bff.call("phonedInExtensionCancel", { accountId }, { token });
    } else {
      const promiseDate = String(form.get("promiseDate") ?? "").trim();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(promiseDate)) {
        return data({ message: "Please choose the date the customer will pay by." }, 400);
      }
      await context.bff.call("phonedInExtensionGrant", { accountId, promiseDate }, { token });
    }
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized)
      throw await toGuardFailure(request, error);
    const first = Object.values(error.fields)[0]?.[0];
    return data(
      { message: error.status >= 500 ? messages.serverErrorTryAgain : (first ?? error.message) },
      error.status,
    );
  }
  return redirect(
    `/admin-dashboard/payment-extension?account=${accountId}&done=${intent === "cancel" ? "cancel" : "grant"}`,
  );
}

export default function PhonedInExtension() {
  const { status, accountId, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const extension = status?.extension ?? null;
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">Payment extension</h1>
      <ClerkAccountLookup accountId={accountId} found={status !== null} />
      {done === "cancel" ? (
        <StatusMessage tone="success">The payment extension was cancelled.</StatusMessage>
      ) : null}
      {done === "grant" && extension?.status === "active" ? (
        <StatusMessage tone="success">
          {extensionMessages.confirmed(usDateOf(extension.promiseDate))}
        </StatusMessage>
      ) : null}
      {answer?.message ? <StatusMessage tone="error">{answer.message}</StatusMessage> : null}
      {status ? (
        <section aria-labelledby="extension-account" className="space-y-4">
          <h2 id="extension-account" className="text-lg font-semibold text-slate-900">
            Account {status.accountId}
            {status.billDueDate ? `, bill due ${usDateOf(status.billDueDate)}` : ""}, amount due $
            {status.amountDue}
          </h2>
          {extension ? <p className="text-slate-800">{extension.note}</p> : null}
          {extension?.status === "active" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <BusyButton busy={busy} busyText="Please wait..." className="button-secondary">
                Cancel the extension
              </BusyButton>
            </Form>
          ) : status.eligible && status.range ? (
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="grant" />
              <TextInput
                name="promiseDate"
                type="date"
                label="The customer will pay by"
                min={status.range.from}
                max={status.range.to}
                required
                hint={`From ${usDateOf(status.range.from)} to ${usDateOf(status.range.to)}.`}
              />
              <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
                Grant the extension
              </BusyButton>
            </Form>
          ) : status.refusal ? (
            <StatusMessage tone="info">{status.refusal.message}</StatusMessage>
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

export const meta: MetaFunction = () => [{ title: "Payment extension | PayGPA back office" }];
