/**
 * The caller's outages, for the phoned-in clerk (decision 046): the status of the outage affecting
 * the caller's premise as the customer sees it, and the report form the customer has, taken on the
 * caller's behalf (the same problems and safety message; the BFF audits it with the clerk's name).
 */
import { type OutageStatusResponse, outageMessages } from "@paygpa/contract";
import type { OutageActionAnswer } from "../../../features/outages/outage-actions.server";
import { PremiseStatus } from "../../../features/outages/premise-status";
import { ReportOutageForm } from "../../../features/outages/report-form";
import { utilityDateTime } from "../../../lib/format";
import { Modal } from "../../../ui/dialogs";
import { StatusMessage } from "../../../ui/forms";

export function OutagesDialog({
  outages,
  answer,
  onClose,
}: {
  outages: { accountId: string; status: OutageStatusResponse | null };
  answer: OutageActionAnswer | undefined;
  onClose(): void;
}) {
  const { status } = outages;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Outages (${outages.accountId})`}
      size="lg"
    >
      <div className="space-y-4">
        {answer ? (
          <div className="space-y-2">
            <StatusMessage tone={answer.ok ? "success" : "error"}>{answer.message}</StatusMessage>
            {answer.safety ? (
              <StatusMessage tone="warning">
                <strong>Safety first:</strong> {answer.safety}
              </StatusMessage>
            ) : null}
          </div>
        ) : null}
        {status === null ? (
          <StatusMessage tone="warning">{outageMessages.unavailable}</StatusMessage>
        ) : (
          <>
            {status.available ? null : <StatusMessage tone="warning">{status.message}</StatusMessage>}
            <p className="text-sm text-slate-700">Last checked {utilityDateTime(status.checkedAt)}.</p>
            {status.premises.map((premise) => (
              <PremiseStatus key={premise.accountId} premise={premise} byPhone />
            ))}
            <ReportOutageForm
              premises={status.premises}
              errors={answer && !answer.ok ? answer.fields : undefined}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
