/**
 * The caller's outages, for the phoned-in clerk (decision 046): the status of the outage affecting
 * the caller's premise as the customer sees it, and the report form the customer has, taken on the
 * caller's behalf (the same problems and safety message; the BFF audits it with the clerk's name).
 */
import { type OutageStatusResponse, outageMessages } from "@paygpa/contract";
import type { OutageActionAnswer } from "../../../features/outages/outage-actions.server";
import { ActionAnswer, OutageStatusBlock } from "../../../features/outages/outage-status-block";
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
        <ActionAnswer answer={answer} />
        {status === null ? (
          <StatusMessage tone="warning">{outageMessages.unavailable}</StatusMessage>
        ) : (
          <OutageStatusBlock
            status={status}
            answer={answer}
            checked={`Last checked ${utilityDateTime(status.checkedAt)}.`}
            byPhone
          />
        )}
      </div>
    </Modal>
  );
}
