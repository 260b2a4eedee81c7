/**
 * The dashboard's account tables (spec 002 §2 'Account Overview'). Every value and flag comes
 * computed from the BFF; these components only lay them out.
 */
import type { AccountSummaryLine } from "@paygpa/bff/contract";
import { messages } from "@paygpa/bff/contract";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import * as Tooltip from "@radix-ui/react-tooltip";
import { Await } from "@remix-run/react";
import { type ReactNode, Suspense } from "react";
import type { AccountRow } from "../../lib/account-rows";
import { formatMoney, orNotAvailable, shortServiceLocation } from "../../lib/format";
import { AmountToBePaidCell, PayCell } from "../dashboard-pay/pay-cart";
import { Table } from "../../ui/table";

const POSTPAID_COLUMNS = [
  "Account ID",
  "Service Location",
  "Due Date",
  "Amount",
  "Amount to be Paid",
  "Pay",
  "Actions",
];
const PREPAID_COLUMNS = [
  "Account ID",
  "Service Location",
  "Electric Balance",
  "Amount to be Paid",
  "Reload",
  "Actions",
];

/** The actions offered per account; their dialogs come with the bills and settings screens. */
const ACCOUNT_ACTIONS = [
  "View Statement",
  "View Consumption",
  "Payment History",
  "Paperless Billing",
  "Notification Settings",
] as const;

type TableProps = {
  /** The table's accessible name: 'Postpaid Accounts' or 'Prepaid Accounts'. */
  title: string;
  /** Streamed from the loader: resolves once every account of the table has loaded. */
  rows: Promise<AccountRow[]>;
};

export function PostpaidAccountsTable({ title, rows }: TableProps) {
  return (
    <AccountsTable title={title} columns={POSTPAID_COLUMNS} rows={rows}>
      {(row) =>
        row.status === "loaded" ? (
          <tr key={row.accountId} className="h-14 border-t border-slate-200 even:bg-slate-50">
            <AccountIdCell accountId={row.accountId} />
            <ServiceLocationCell location={row.line.serviceLocation} />
            <td className="px-3 py-2">
              <DueDate line={row.line} />
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.line.amount)}</td>
            <td className="px-3 py-2">
              <AmountToBePaidCell line={row.line} />
            </td>
            <td className="px-3 py-2">
              <PayCell line={row.line} label="Pay" />
            </td>
            <td className="px-3 py-2">
              <AccountActions accountId={row.accountId} />
            </td>
          </tr>
        ) : (
          <FailedRow key={row.accountId} row={row} columns={POSTPAID_COLUMNS.length} />
        )
      }
    </AccountsTable>
  );
}

export function PrepaidAccountsTable({ title, rows }: TableProps) {
  return (
    <AccountsTable title={title} columns={PREPAID_COLUMNS} rows={rows}>
      {(row) =>
        row.status === "loaded" ? (
          <tr key={row.accountId} className="h-14 border-t border-slate-200 even:bg-slate-50">
            <AccountIdCell accountId={row.accountId} />
            <ServiceLocationCell location={row.line.serviceLocation} />
            <td className="px-3 py-2 text-right tabular-nums">
              {row.line.electricBalance === null ? "N/A" : formatMoney(row.line.electricBalance)}
            </td>
            <td className="px-3 py-2">
              <AmountToBePaidCell line={row.line} />
            </td>
            <td className="px-3 py-2">
              <PayCell line={row.line} label="Reload" />
            </td>
            <td className="px-3 py-2">
              <AccountActions accountId={row.accountId} />
            </td>
          </tr>
        ) : (
          <FailedRow key={row.accountId} row={row} columns={PREPAID_COLUMNS.length} />
        )
      }
    </AccountsTable>
  );
}

function AccountsTable({
  title,
  columns,
  rows,
  children,
}: {
  title: string;
  columns: readonly string[];
  rows: Promise<AccountRow[]>;
  children: (row: AccountRow) => ReactNode;
}) {
  const numeric = new Set(["Amount", "Amount to be Paid", "Electric Balance"]);
  return (
    // Over 5 rows the list scrolls inside its box; the column headers stay in view. `relative` keeps
    // the screen-reader-only texts (absolutely positioned) inside the scroll box on narrow screens.
    <div className="relative max-h-[21.5rem] overflow-auto rounded-lg border border-slate-200 bg-white">
      <Table
        className="min-w-[44rem]"
        caption={title}
        captionHidden
        stickyHeader
        columns={columns.map((label) => ({ label, numeric: numeric.has(label) }))}
      >
        <Suspense fallback={<MessageRow columns={columns.length}>Loading...</MessageRow>}>
          <Await
            resolve={rows}
            errorElement={
              <MessageRow columns={columns.length} tone="error">
                {messages.serverErrorTryAgain}
              </MessageRow>
            }
          >
            {(loaded) => loaded.map((row) => children(row))}
          </Await>
        </Suspense>
      </Table>
    </div>
  );
}

function AccountIdCell({ accountId }: { accountId: string }) {
  return (
    <th scope="row" className="whitespace-nowrap px-3 py-2 font-semibold text-slate-900 tabular-nums">
      {accountId}
    </th>
  );
}

/** The first 9 characters plus '...'; the whole location on hover or focus, and for screen readers. */
function ServiceLocationCell({ location }: { location: string }) {
  const short = shortServiceLocation(location);
  return (
    <td className="whitespace-nowrap px-3 py-2">
      {short === location.trim() ? (
        location
      ) : (
        <HoverText hover={location}>
          <span aria-hidden="true">{short}</span>
          <span className="sr-only">{location}</span>
        </HoverText>
      )}
    </td>
  );
}

/** 'Due Now' (with why, on hover) when arrears exist, else the due date; red when the BFF says so. */
function DueDate({ line }: { line: AccountSummaryLine }) {
  const tone = line.showDueDateRed ? "font-semibold text-danger-700" : "text-slate-800";
  if (line.isDueNow) {
    return (
      <HoverText hover={messages.dueNowHover} className={tone}>
        Due Now<span className="sr-only">. {messages.dueNowHover}</span>
      </HoverText>
    );
  }
  return <span className={`whitespace-nowrap ${tone}`}>{orNotAvailable(line.dueDate)}</span>;
}

function AccountActions({ accountId }: { accountId: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex min-h-9 items-center gap-1 whitespace-nowrap rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
        Select an Action<span className="sr-only"> for account {accountId}</span>
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {ACCOUNT_ACTIONS.map((action) => (
            // TODO(bills and settings issue): open the statement, consumption, history, paperless and
            // notification dialogs; until then the items are shown disabled (aria-disabled).
            <DropdownMenu.Item
              key={action}
              disabled
              className="rounded px-3 py-2 text-sm text-slate-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500 data-[highlighted]:bg-brand-50"
            >
              {action}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A text whose explanation shows on hover and on keyboard focus (Radix Tooltip). */
function HoverText({
  hover,
  className,
  children,
}: {
  hover: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className={`cursor-help whitespace-nowrap text-left underline decoration-dotted underline-offset-4 ${className ?? ""}`}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
        >
          {hover}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

function FailedRow({ row, columns }: { row: Extract<AccountRow, { status: "failed" }>; columns: number }) {
  return (
    <tr className="h-14 border-t border-slate-200">
      <AccountIdCell accountId={row.accountId} />
      <ServiceLocationCell location={row.serviceLocation} />
      <td colSpan={columns - 2} className="px-3 py-2 font-medium text-danger-700">
        {row.message}
      </td>
    </tr>
  );
}

function MessageRow({ columns, tone, children }: { columns: number; tone?: "error"; children: ReactNode }) {
  return (
    <tr className="border-t border-slate-200">
      <td
        colSpan={columns}
        className={`px-3 py-6 text-center ${tone === "error" ? "text-danger-700" : "text-slate-600"}`}
      >
        <span role={tone === "error" ? "alert" : "status"}>{children}</span>
      </td>
    </tr>
  );
}
