/**
 * The actions menu of each account ('Select an Action', spec 002 §2): View Statement, View
 * Consumption, Payment History, Paperless Billing, Notification Settings, each a dialog whose code
 * and data load when it opens. The dialog traps focus and Escape closes it (the kit's Modal); focus
 * then goes back to the account's menu button.
 */
import { lazy, Suspense, useRef, useState } from "react";
import { Modal } from "../../ui/dialogs";
import { MenuButton } from "../../ui/menu-button";

const StatementBody = lazy(() =>
  import("./dialogs/ledger-dialogs").then((m) => ({ default: m.StatementBody })),
);
const PaymentHistoryBody = lazy(() =>
  import("./dialogs/ledger-dialogs").then((m) => ({ default: m.PaymentHistoryBody })),
);
const ConsumptionBody = lazy(() =>
  import("./dialogs/consumption-dialog").then((m) => ({ default: m.ConsumptionBody })),
);
const PaperlessBody = lazy(() =>
  import("./dialogs/paperless-dialog").then((m) => ({ default: m.PaperlessBody })),
);
const NotificationsBody = lazy(() =>
  import("./dialogs/notifications-dialog").then((m) => ({ default: m.NotificationsBody })),
);

const ACCOUNT_ACTIONS = [
  "View Statement",
  "View Consumption",
  "Payment History",
  "Paperless Billing",
  "Notification Settings",
] as const;
type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

function DialogBody({
  action,
  accountId,
  prepaid,
}: {
  action: AccountAction;
  accountId: string;
  prepaid: boolean;
}) {
  switch (action) {
    case "View Statement":
      return <StatementBody accountId={accountId} />;
    case "View Consumption":
      return <ConsumptionBody accountId={accountId} prepaid={prepaid} />;
    case "Payment History":
      return <PaymentHistoryBody accountId={accountId} />;
    case "Paperless Billing":
      return <PaperlessBody accountId={accountId} />;
    case "Notification Settings":
      return <NotificationsBody accountId={accountId} />;
  }
}

export function AccountActions({ accountId, prepaid = false }: { accountId: string; prepaid?: boolean }) {
  const [open, setOpen] = useState<AccountAction | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(null);
    // The dialog was opened from a menu item that no longer exists: focus returns to the menu's button.
    requestAnimationFrame(() => trigger.current?.focus());
  };
  return (
    <>
      <MenuButton
        buttonRef={trigger}
        offset={4}
        buttonClassName="inline-flex min-h-9 items-center gap-1 whitespace-nowrap rounded-md border border-slate-500 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
        menuClassName="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        itemClassName="cursor-pointer rounded px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 focus:bg-brand-50"
        entries={ACCOUNT_ACTIONS.map((action) => ({ label: action, onSelect: () => setOpen(action) }))}
      >
        Select an Action<span className="sr-only"> for account {accountId}</span>
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </MenuButton>
      <Modal
        open={open !== null}
        onOpenChange={(next) => (next ? undefined : close())}
        title={open ? `${open} — Account ${accountId}` : ""}
        size="lg"
      >
        {open ? (
          <Suspense fallback={<p role="status">Loading...</p>}>
            <DialogBody action={open} accountId={accountId} prepaid={prepaid} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
