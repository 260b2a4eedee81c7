import { ADMIN_LEVELS, messages, reportMessages } from "@paygpa/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formatMoney } from "../../../features/reports/money";
import { guamDateTime } from "../../../features/reports/report-query";
import { refusalOf } from "../../../lib/refusal.server";
import { requireAdmin } from "../../../lib/session.server";
import { BusyButton, StatusMessage } from "../../../ui/forms";
import { Cell, RowHeader, ScrollBox, Table } from "../../../ui/table";

/**
 * Payments that need a hand (beyond the spec): approved payments whose posting to billing failed or
 * is being retried, and 'Post again' for levels 1 and 3 (the BFF checks the level and audits it).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, session } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  const { result, autopayNotAttempted } = await context.bff.call("paymentsNeedingAHand", undefined, {
    token,
  });
  return {
    lines: result,
    autopayNotAttempted: autopayNotAttempted ?? [],
    mayPostAgain: (ADMIN_LEVELS.postAgain as readonly number[]).includes(session.level),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.postAgain });
  const lineId = Number((await request.formData()).get("lineId"));
  try {
    const answer = await context.bff.call("postAgain", { lineId }, { token });
    return {
      tone: answer.outcome === "posted" || answer.outcome === "already-posted" ? "success" : "error",
      message: answer.message,
    } as const;
  } catch (error) {
    return {
      tone: "error",
      message: refusalOf(error, { unavailable: messages.serverErrorTryAgain }).formErrors.join(" "),
    } as const;
  }
}

const COLUMNS = [
  { label: "Account No." },
  { label: "Receipt" },
  { label: "Amount", numeric: true },
  { label: "Approved" },
  { label: "State" },
  { label: "Attempts", numeric: true },
  { label: "Error" },
  { label: "Action" },
];

export default function NeedsAHand() {
  const { lines, autopayNotAttempted, mayPostAgain } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyLine = navigation.formData?.get("lineId");
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-brand-900">{reportMessages.needsAHand}</h2>
      {result ? <StatusMessage tone={result.tone}>{result.message}</StatusMessage> : null}
      <ScrollBox label="Payments that need a hand">
        <Table caption={reportMessages.needsAHand} captionHidden columns={COLUMNS}>
          {lines.length === 0 ? (
            <tr>
              <Cell>None: every approved payment is in billing.</Cell>
            </tr>
          ) : (
            lines.map((line) => (
              <tr key={line.lineId} className="border-b">
                <RowHeader>{line.accountId}</RowHeader>
                <Cell>{line.invoice}</Cell>
                <Cell numeric>{formatMoney(line.amount)}</Cell>
                <Cell>{guamDateTime(line.approvedAt)}</Cell>
                <Cell>{line.state === "failed" ? "Failed" : "Retrying"}</Cell>
                <Cell numeric>{line.attempts}</Cell>
                <Cell className="max-w-xs break-words">{line.error ?? ""}</Cell>
                <Cell>
                  {mayPostAgain ? (
                    <Form method="post">
                      <input type="hidden" name="lineId" value={line.lineId} />
                      <BusyButton
                        className="button-secondary"
                        busy={busyLine === String(line.lineId)}
                        busyText="Please wait..."
                        aria-label={`${reportMessages.postAgain} ${line.invoice} ${line.accountId}`}
                      >
                        {reportMessages.postAgain}
                      </BusyButton>
                    </Form>
                  ) : null}
                </Cell>
              </tr>
            ))
          )}
        </Table>
      </ScrollBox>
      {autopayNotAttempted.length > 0 ? (
        <section className="space-y-2" aria-label="AutoPay drafts the card gateway will not take">
          <h3 className="font-bold text-brand-900">AutoPay drafts the card gateway will not take</h3>
          <p>
            Nothing was charged. AutoPay keeps trying every few minutes; check the gateway credentials and the
            server clock.
          </p>
          <ul className="list-disc pl-5">
            {autopayNotAttempted.map((draft) => (
              <li key={draft.draftKey}>
                Account {draft.accountId}: not attempted since {guamDateTime(draft.since)} ({draft.reason})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Payments that need a hand | PayGPA Admin" }];
