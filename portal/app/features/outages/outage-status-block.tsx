/**
 * The outage status block (decision 046) the customer's pages and the phoned-in clerk's dialog both
 * show: the answer of the last action (with the line-down safety message), whether the outage system
 * answered, when it was last checked, each premise's status, and the report form.
 */
import type { OutageStatusResponse } from "@paygpa/contract";
import { StatusMessage } from "../../ui/forms";
import type { OutageActionAnswer } from "./outage-actions.server";
import { PremiseStatus } from "./premise-status";
import { ReportOutageForm } from "./report-form";

export function ActionAnswer({ answer }: { answer: OutageActionAnswer | undefined }) {
  if (!answer) return null;
  return (
    <div className="space-y-2">
      <StatusMessage tone={answer.ok ? "success" : "error"}>{answer.message}</StatusMessage>
      {answer.safety ? (
        <StatusMessage tone="warning">
          <strong>Safety first:</strong> {answer.safety}
        </StatusMessage>
      ) : null}
    </div>
  );
}

export function OutageStatusBlock({
  status,
  answer,
  checked,
  byPhone = false,
}: {
  status: OutageStatusResponse;
  answer: OutageActionAnswer | undefined;
  /** The line saying when the status was read (and whether it updates itself). */
  checked: string;
  /** A clerk reads it to a caller (the premise's wording for the phone). */
  byPhone?: boolean;
}) {
  return (
    <>
      {status.available ? null : <StatusMessage tone="warning">{status.message}</StatusMessage>}
      <p className="text-sm text-slate-700">{checked}</p>
      {status.premises.map((premise) => (
        <PremiseStatus key={premise.accountId} premise={premise} byPhone={byPhone} />
      ))}
      <ReportOutageForm
        premises={status.premises}
        errors={answer && !answer.ok ? answer.fields : undefined}
      />
    </>
  );
}
