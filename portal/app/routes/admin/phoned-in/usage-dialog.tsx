/**
 * The Account Summary's Usage dialog (decision 042): the customer's usage by month, day and hour, the
 * same views the customer sees, and their Download My Data, for the clerk on the phone.
 */
import { DownloadMyData } from "../../../features/account/usage/usage-downloads";
import { UsageViews } from "../../../features/account/usage/usage-views";
import { Modal } from "../../../ui/dialogs";

export function UsageDialog({ accountId, onClose }: { accountId: string; onClose(): void }) {
  const base = `/admin-dashboard/phoned-in/usage/${encodeURIComponent(accountId)}`;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Usage (${accountId})`}
      size="lg"
    >
      <UsageViews dataUrl={base} />
      <DownloadMyData
        base={base}
        description="The customer's 15-minute meter readings of the last 13 months (Green Button), to send them."
      />
    </Modal>
  );
}
