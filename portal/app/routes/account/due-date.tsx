/**
 * The preferred due date (decision 047): the customer sees the day their bills are due now, picks a
 * day the BFF allows, reads when the change takes effect (billing's first bill under the new day,
 * from the BFF), and confirms. The BFF says why when it refuses. Post/redirect/get: the page shows
 * the change afterwards.
 */
import { dueDateMessages, messages } from "@paygpa/contract";
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
import { SelectInput } from "../../ui/choices";
import { BusyButton, StatusMessage } from "../../ui/forms";
import { usDateOf } from "../../lib/format";

const BUTTON = "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800";

/** The message a person reads for a refusal: the field's, the BFF's, or "try again" for an outage. */
function refusalOf(error: BffError): string {
  const first = Object.values(error.fields)[0]?.[0];
  return error.status >= 500 ? messages.serverErrorTryAgain : (first ?? error.message);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const accountId = params.accountId ?? "";
  const query = new URL(request.url).searchParams;
  const status = await context.bff.call("dueDate", { accountId }, { token }).catch((error: unknown) => {
    if (error instanceof BffError && !(error instanceof BffUnauthorized) && error.status < 500) {
      throw data(null, { status: 404 });
    }
    throw error;
  });
  const day = query.get("day");
  if (!status.eligible || !day)
    return { status, preview: null, refusal: null, done: query.get("done") === "1" };
  try {
    const preview = await context.bff.call("dueDatePreview", { accountId, dueDay: day }, { token });
    return { status, preview, refusal: null, done: false };
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized) throw error;
    return { status, preview: null, refusal: refusalOf(error), done: false };
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const accountId = params.accountId ?? "";
  const dueDay = Number((await request.formData()).get("dueDay"));
  try {
    await context.bff.call("dueDateChange", { accountId, dueDay }, { token });
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized) throw error;
    return data({ message: refusalOf(error) }, error.status);
  }
  return redirect(`/dashboard/due-date/${accountId}?done=1`);
}

export default function DueDateScreen() {
  const { status, preview, refusal, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const days = [];
  for (let day = status.days.firstDay; day <= status.days.lastDay; day += 1) {
    days.push({ value: String(day), label: String(day) });
  }
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{dueDateMessages.title}</h1>
      <p className="text-slate-800">
        Account <span className="tabular-nums">{status.accountId}</span>. {status.currentSentence}
      </p>
      {done && status.lastChange ? (
        <StatusMessage tone="success">
          {dueDateMessages.confirmed(usDateOf(status.lastChange.firstDueDate), status.lastChange.dueDay)}
        </StatusMessage>
      ) : null}
      {status.eligible ? (
        <>
          <Form
            method="get"
            className="space-y-4"
            aria-label="Choose a due day"
            aria-describedby="due-date-intro"
          >
            <p id="due-date-intro" className="text-slate-800">
              {dueDateMessages.intro}
            </p>
            <SelectInput
              name="day"
              label={dueDateMessages.dayLabel}
              options={days}
              defaultValue={preview ? String(preview.dueDay) : undefined}
              errors={refusal ? [refusal] : undefined}
            />
            <button type="submit" className={BUTTON}>
              See when it takes effect
            </button>
          </Form>
          {preview ? (
            <Form method="post" className="space-y-4" aria-label="Confirm the new due day">
              <StatusMessage tone="info">{preview.sentence}</StatusMessage>
              <input type="hidden" name="dueDay" value={preview.dueDay} />
              {answer?.message ? <StatusMessage tone="warning">{answer.message}</StatusMessage> : null}
              <BusyButton busy={busy} busyText="Please wait..." className={BUTTON}>
                {dueDateMessages.submit}
              </BusyButton>
            </Form>
          ) : null}
        </>
      ) : status.refusal && !done ? (
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

export const meta: MetaFunction = () => [{ title: `${dueDateMessages.title} | PayGPA` }];
