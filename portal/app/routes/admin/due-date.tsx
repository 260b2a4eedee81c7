/**
 * The preferred due date for a phoning customer (decision 047): the clerk (phoned-in levels 1, 3, 4)
 * sees the account's due day and whether it may change and why not, picks the day the customer
 * names, reads when it takes effect (billing's first bill under it) and confirms. The BFF applies
 * the rules and audits the change with the clerk's name.
 */
import { ADMIN_LEVELS, dueDateMessages, messages } from "@paygpa/contract";
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
import { SelectInput } from "../../ui/choices";
import { BusyButton, StatusMessage } from "../../ui/forms";
import { usDateOf } from "../../lib/format";
import { ClerkAccountLookup } from "../../features/clerk-programmes/account-lookup";

const refusalOf = (error: BffError) =>
  error.status >= 500 ? messages.serverErrorTryAgain : (Object.values(error.fields)[0]?.[0] ?? error.message);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.phonedIn });
  const query = new URL(request.url).searchParams;
  const accountId = (query.get("account") ?? "").trim();
  const empty = { status: null, preview: null, refusal: null, accountId, done: false };
  if (!/^\d{10}$/.test(accountId)) return empty;
  try {
    const status = await context.bff.call("phonedInDueDate", { accountId }, { token });
    const day = query.get("day");
    const done = query.get("done") === "1";
    if (!status.eligible || !day) return { ...empty, status, done };
    try {
      const preview = await context.bff.call("phonedInDueDatePreview", { accountId, dueDay: day }, { token });
      return { ...empty, status, preview };
    } catch (error) {
      if (!(error instanceof BffError) || error instanceof BffUnauthorized) throw error;
      return { ...empty, status, refusal: refusalOf(error) };
    }
  } catch (error) {
    if (error instanceof BffError && !(error instanceof BffUnauthorized) && error.status < 500) return empty;
    throw await toGuardFailure(request, error);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.phonedIn });
  const accountId = (new URL(request.url).searchParams.get("account") ?? "").trim();
  const dueDay = Number((await request.formData()).get("dueDay"));
  try {
    await context.bff.call("phonedInDueDateChange", { accountId, dueDay }, { token });
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized)
      throw await toGuardFailure(request, error);
    return data({ message: refusalOf(error) }, error.status);
  }
  return redirect(`/admin-dashboard/due-date?account=${accountId}&done=1`);
}

export default function PhonedInDueDate() {
  const { status, preview, refusal, accountId, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const days = [];
  for (let day = status?.days.firstDay ?? 1; day <= (status?.days.lastDay ?? 0); day += 1) {
    days.push({ value: String(day), label: String(day) });
  }
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{dueDateMessages.title}</h1>
      <ClerkAccountLookup accountId={accountId} found={status !== null} />
      {done && status?.lastChange ? (
        <StatusMessage tone="success">
          {dueDateMessages.confirmed(usDateOf(status.lastChange.firstDueDate), status.lastChange.dueDay)}
        </StatusMessage>
      ) : null}
      {answer?.message ? <StatusMessage tone="error">{answer.message}</StatusMessage> : null}
      {status ? (
        <section aria-labelledby="due-date-account" className="space-y-4">
          <h2 id="due-date-account" className="text-lg font-semibold text-slate-900">
            Account {status.accountId}
          </h2>
          <p className="text-slate-800">{status.currentSentence}</p>
          {status.eligible ? (
            <Form method="get" className="space-y-3" aria-label="Choose the customer's due day">
              <input type="hidden" name="account" value={status.accountId} />
              <SelectInput
                name="day"
                label="The customer's new due day"
                options={days}
                defaultValue={preview ? String(preview.dueDay) : undefined}
                errors={refusal ? [refusal] : undefined}
              />
              <button type="submit" className="button-secondary">
                See when it takes effect
              </button>
            </Form>
          ) : status.refusal && !done ? (
            <StatusMessage tone="info">{status.refusal.message}</StatusMessage>
          ) : null}
          {preview ? (
            <Form method="post" className="space-y-3" aria-label="Confirm the new due day">
              <StatusMessage tone="info">{preview.sentence}</StatusMessage>
              <input type="hidden" name="dueDay" value={preview.dueDay} />
              <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
                Change the due date
              </BusyButton>
            </Form>
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

export const meta: MetaFunction = () => [{ title: "Due date | PayGPA back office" }];
