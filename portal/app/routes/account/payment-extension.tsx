/**
 * Ask for more time (decision 045): for a due or past-due bill, the customer picks the date
 * they will pay by, within the range the BFF allows; the BFF says why when it refuses. Not the spec's
 * "Request Extension" (the payment arrangement's checkbox). Post/redirect/get: the page shows the
 * extension's state afterwards.
 */
import { extensionMessages, messages } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BffError, BffUnauthorized } from "../../lib/bff.server";
import { requireCustomer } from "../../lib/session.server";
import { BusyButton, StatusMessage, TextInput } from "../../ui/forms";
import { usDateOf } from "../../lib/format";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const accountId = params.accountId ?? "";
  try {
    const status = await context.bff.call("paymentExtension", { accountId }, { token });
    return { status, confirmed: new URL(request.url).searchParams.get("done") === "1" };
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
  const promiseDate = String((await request.formData()).get("promiseDate") ?? "").trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(promiseDate)) {
    return data({ message: "Please choose the date you will pay by." }, 400);
  }
  try {
    await context.bff.call("paymentExtensionRequest", { accountId, promiseDate }, { token });
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized) throw error;
    const first = Object.values(error.fields)[0]?.[0];
    return data(
      { message: error.status >= 500 ? messages.serverErrorTryAgain : (first ?? error.message) },
      error.status,
    );
  }
  return redirect(`/dashboard/payment-extension/${accountId}?done=1`);
}

export default function PaymentExtensionScreen() {
  const { status, confirmed } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const extension = status.extension;
  const active = extension?.status === "active";
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{extensionMessages.title}</h1>
      <p className="text-slate-800">
        Account <span className="tabular-nums">{status.accountId}</span>
        {status.billDueDate ? `, bill due ${usDateOf(status.billDueDate)}` : ""}, amount due $
        {status.amountDue}.
      </p>
      {confirmed && active ? (
        <StatusMessage tone="success">
          {extensionMessages.confirmed(usDateOf(extension.promiseDate))}
        </StatusMessage>
      ) : extension ? (
        <StatusMessage tone={extension.status === "broken" ? "warning" : "info"}>
          {extension.note}
        </StatusMessage>
      ) : null}
      {status.eligible && status.range ? (
        <Form method="post" className="space-y-4" aria-describedby="extension-intro">
          <p id="extension-intro" className="text-slate-800">
            {extensionMessages.intro}
          </p>
          <TextInput
            name="promiseDate"
            type="date"
            label={extensionMessages.dateLabel}
            min={status.range.from}
            max={status.range.to}
            required
            hint={`From ${usDateOf(status.range.from)} to ${usDateOf(status.range.to)}.`}
            errors={answer?.message ? [answer.message] : undefined}
          />
          <BusyButton
            busy={busy}
            busyText="Please wait..."
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {extensionMessages.submit}
          </BusyButton>
        </Form>
      ) : status.refusal && !active ? (
        <StatusMessage tone="info">{status.refusal.message}</StatusMessage>
      ) : null}
      <p>
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: `${extensionMessages.title} | PayGPA` }];
