import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { ADMIN_LEVELS, messages, ReconcileDayRequest, reportMessages } from "@paygpa/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { guamDateTime } from "../../../features/reports/report-query";
import { replyToRefusal } from "../../../lib/refusal.server";
import { requireAdmin } from "../../../lib/session.server";
import { BusyButton, Field, StatusMessage } from "../../../ui/forms";
import { Cell, RowHeader, ScrollBox, Table } from "../../../ui/table";

/**
 * Reconciliation (beyond the spec): a chosen day's gateway transactions, the BFF's records and
 * billing's postings compared; the nightly runs and the ones asked for here, newest first.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  const { result } = await context.bff.call("reconciliationRuns", undefined, { token });
  return { runs: result };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  const submission = parseWithValibot(await request.formData(), {
    schema: ReconcileDayRequest,
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") return submission.reply();
  try {
    await context.bff.call("reconcileDay", submission.value, { token });
    return submission.reply({ resetForm: true });
  } catch (error) {
    return replyToRefusal(submission, error, { unavailable: messages.serverErrorTryAgain });
  }
}

const COLUMNS = [
  { label: "Day" },
  { label: "Ran" },
  { label: "By" },
  { label: "Outcome" },
  { label: "Gateway", numeric: true },
  { label: "Recorded", numeric: true },
  { label: "In billing", numeric: true },
  { label: "Differences" },
];

export default function Reconciliation() {
  const { runs } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithValibot(formData, { schema: ReconcileDayRequest, disableAutoCoercion: true }),
  });
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-brand-900">{reportMessages.reconciliation}</h2>
      <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
        <Field field={fields.day} label="Day (MM/DD/YYYY)" inputProps={{ placeholder: "MM/DD/YYYY" }} />
        <BusyButton
          className="button-primary"
          busy={navigation.state === "submitting"}
          busyText="Please wait..."
        >
          Reconcile
        </BusyButton>
      </Form>
      {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
      <ScrollBox label="Last runs">
        <Table caption="Last runs" columns={COLUMNS}>
          {runs.map((run) => (
            <tr key={run.id} className="border-b align-top">
              <RowHeader>{run.day}</RowHeader>
              <Cell>{guamDateTime(run.ranAt)}</Cell>
              <Cell>{run.ranBy}</Cell>
              <Cell>{run.outcome}</Cell>
              <Cell numeric>{run.gatewayCount}</Cell>
              <Cell numeric>{run.recordedCount}</Cell>
              <Cell numeric>{run.billingCount}</Cell>
              <Cell>
                {run.failure ? <span>{run.failure}</span> : null}
                <ul className="space-y-1">
                  {run.differences.map((d) => (
                    <li key={`${d.kind}-${d.invoice}-${d.accountId}-${d.transactionTag}`}>
                      <strong>{d.kind}</strong> {d.invoice ?? ""} {d.accountId ?? ""}{" "}
                      {d.transactionTag ? `tag ${d.transactionTag}` : ""}: {d.detail}
                    </li>
                  ))}
                </ul>
              </Cell>
            </tr>
          ))}
        </Table>
      </ScrollBox>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Reconciliation | PayGPA Admin" }];
