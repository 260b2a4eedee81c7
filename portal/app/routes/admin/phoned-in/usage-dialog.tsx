/**
 * The Account Summary's Usage dialog (decision 042): the customer's usage by month, day and hour, the
 * same views the customer sees, and their Download My Data, for the clerk on the phone.
 */
import { DownloadMyData } from "../../../features/account/usage/usage-downloads";
import { UsageViews } from "../../../features/account/usage/usage-views";
import { Modal } from "../../../ui/dialogs";

export function UsageDialog({
  accountId,
  prepaid,
  onClose,
}: {
  accountId: string;
  /** A prepaid account has no bills: its days are chosen by range. */
  prepaid: boolean;
  onClose(): void;
}) {
  const base = `/admin-dashboard/phoned-in/usage/${encodeURIComponent(accountId)}`;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Usage (${accountId})`}
      size="lg"
    >
      <UsageViews dataUrl={base} byRange={prepaid} />
      <DownloadMyData
        base={base}
        dataUrl={base}
        description="The customer's 15-minute meter readings for the period you choose (Green Button), to send them."
      />
    </Modal>
  );
}
