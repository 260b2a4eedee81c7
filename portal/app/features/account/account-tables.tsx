/**
 * The dashboard's account tables (spec 002 §2 'Account Overview'). Every value and flag comes
 * computed from the BFF; these components only lay them out.
 */
import { BudgetBillingLink } from "../budget-billing/budget-billing-link";
import { BudgetOnRowNote } from "../budget-billing/budget-on-row";
import { dashboardMessages, extensionMessages, messages, type AccountSummaryLine } from "@paygpa/contract";
import { Await, Link } from "@remix-run/react";
import { type CSSProperties, type ReactNode, Suspense } from "react";
import type { AccountRow } from "./account-rows";
import { formatMoney, orNotAvailable, shortServiceLocation } from "../../lib/format";
import { AmountToBePaidCell, PayCell } from "../dashboard-pay/pay-cart";
import { AccountActions } from "./account-actions";
import { DueDateLink } from "./due-date-link";
import { HoverTip } from "../../ui/hover-tip";
import { Cell, RowHeader, Table } from "../../ui/table";

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

type TableProps = {
  /** The table's accessible name: 'Postpaid Accounts' or 'Prepaid Accounts'. */
  title: string;
  /** Streamed from the loader: resolves once every account of the table has loaded. */
  rows: Promise<AccountRow[]>;
  /** How many accounts the table will show (the login lists them): their room is kept while loading. */
  expected: number;
};

export function PostpaidAccountsTable({ title, rows, expected }: TableProps) {
  return (
    <AccountsTable title={title} columns={POSTPAID_COLUMNS} rows={rows} expected={expected} cardRem={27.5}>
      {(row) =>
        row.status === "loaded" ? (
          <tr key={row.accountId} className="h-14 border-t border-slate-200 even:bg-slate-50">
            <AccountIdCell accountId={row.accountId} />
            <ServiceLocationCell location={row.line.serviceLocation} />
            <Cell label="Due Date">
              <DueDate line={row.line} />
              <ExtensionNote line={row.line} />
              <DueDateLink line={row.line} />
            </Cell>
            <Cell label="Amount" numeric>
              {formatMoney(row.line.amount)}
              <BudgetOnRowNote budget={row.budget} />
            </Cell>
            <Cell label="Amount to be Paid">
              <AmountToBePaidCell line={row.line} />
            </Cell>
            <Cell label="Pay">
              <PayCell line={row.line} label="Pay" />
            </Cell>
            <Cell label="Actions">
              <AccountActions accountId={row.accountId} />
              <BudgetBillingLink accountId={row.accountId} />
            </Cell>
          </tr>
        ) : (
          <FailedRow key={row.accountId} row={row} columns={POSTPAID_COLUMNS.length} />
        )
      }
    </AccountsTable>
  );
}

export function PrepaidAccountsTable({ title, rows, expected }: TableProps) {
  return (
    <AccountsTable title={title} columns={PREPAID_COLUMNS} rows={rows} expected={expected} cardRem={24.125}>
      {(row) =>
        row.status === "loaded" ? (
          <tr key={row.accountId} className="h-14 border-t border-slate-200 even:bg-slate-50">
            <AccountIdCell accountId={row.accountId} />
            <ServiceLocationCell location={row.line.serviceLocation} />
            <Cell label="Electric Balance" numeric>
              {row.line.electricBalance === null ? "N/A" : formatMoney(row.line.electricBalance)}
            </Cell>
            <Cell label="Amount to be Paid">
              <AmountToBePaidCell line={row.line} />
            </Cell>
            <Cell label="Reload">
              <PayCell line={row.line} label="Reload" />
            </Cell>
            <Cell label="Actions">
              <AccountActions accountId={row.accountId} prepaid />
            </Cell>
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
  expected,
  cardRem,
  children,
}: {
  title: string;
  columns: readonly string[];
  rows: Promise<AccountRow[]>;
  expected: number;
  /** The height of one account's card on a phone, in rem (measured at 412 px wide). */
  cardRem: number;
  children: (row: AccountRow) => ReactNode;
}) {
  const numeric = new Set(["Amount", "Amount to be Paid", "Electric Balance"]);
  return (
    // Over 5 rows the list scrolls inside its box; the column headers stay in view. `relative` keeps
    // the screen-reader-only texts (absolutely positioned) inside the scroll box on narrow screens.
    // Under 640 px each account is a card of labelled lines (the kit's `cards`; WCAG 1.4.10 reflow).
    <div className="relative max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white sm:max-h-[21.5rem]">
      <Table
        cards
        className="sm:min-w-[44rem]"
        caption={title}
        captionHidden
        stickyHeader
        columns={columns.map((label) => ({ label, numeric: numeric.has(label) }))}
      >
        <Suspense fallback={<LoadingRows columns={columns.length} expected={expected} cardRem={cardRem} />}>
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
    <RowHeader label="Account ID" className="whitespace-nowrap text-slate-900 tabular-nums">
      {accountId}
    </RowHeader>
  );
}

/** The first 9 characters plus '...'; the whole location on hover or focus, and for screen readers. */
function ServiceLocationCell({ location }: { location: string }) {
  const short = shortServiceLocation(location);
  return (
    <Cell label="Service Location" className="whitespace-nowrap">
      {short === location.trim() ? (
        location
      ) : (
        <HoverTip tip={location}>
          <span aria-hidden="true">{short}</span>
          <span className="sr-only">{location}</span>
        </HoverTip>
      )}
    </Cell>
  );
}

/** 'Due Now' (with why, on hover) when arrears exist, else the due date; red when the BFF says so. */
function DueDate({ line }: { line: AccountSummaryLine }) {
  const tone = line.showDueDateRed ? "font-semibold text-danger-700" : "text-slate-800";
  if (line.isDueNow) {
    return (
      <HoverTip tip={messages.dueNowHover} className={tone}>
        Due Now<span className="sr-only">. {messages.dueNowHover}</span>
      </HoverTip>
    );
  }
  return (
    <span className={`whitespace-nowrap ${tone}`}>
      {orNotAvailable(line.dueDate)}
      {line.showDueDateRed ? <DueMark /> : null}
    </span>
  );
}

/**
 * A payment extension's note under the due date (decision 045), and the way to ask for one
 * while a bill is due: the BFF decides who may; the screen it opens says why not.
 */
function ExtensionNote({ line }: { line: AccountSummaryLine }) {
  const offer = line.accountType === "postpaid" && line.amount > 0 && line.cashOnlyFlag === "N";
  if (!line.extensionNote && !offer) return null;
  return (
    <span className="mt-1 block text-xs text-slate-700">
      {line.extensionNote ? <span className="block">{line.extensionNote}</span> : null}
      {offer && !line.extensionNote?.startsWith("Payment extension:") ? (
        <Link
          to={`/dashboard/payment-extension/${line.accID}`}
          className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
          aria-label={`${extensionMessages.title} for account ${line.accID}`}
        >
          {extensionMessages.title}
        </Link>
      ) : null}
    </span>
  );
}

/** The red due date is also marked by an icon and words, not by colour alone (WCAG 1.4.1). */
function DueMark() {
  return (
    <>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="ml-1 inline h-4 w-4 align-[-2px]"
        fill="currentColor"
      >
        <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm-.75 3.5h1.5v5h-1.5zm0 6.25h1.5v1.5h-1.5z" />
      </svg>
      <span className="sr-only"> ({dashboardMessages.dueDateReached})</span>
    </>
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

/**
 * 'Loading...' in one row as tall as all the accounts' rows will be (their cards on a phone), so
 * that the rows arriving move nothing below the table (layout shift); the scroll box caps it. On a
 * phone the row is a block whose height the card layout sets (tailwind.css, `.table-cards tr`), so
 * the cards' room is the cell's: the cards' heights less the row's padding and border.
 */
function LoadingRows({ columns, expected, cardRem }: { columns: number; expected: number; cardRem: number }) {
  return (
    <tr
      className="h-[calc(var(--rows)*3.5rem)] border-t border-slate-200"
      style={{ "--rows": Math.max(expected, 1), "--card": `${cardRem}rem` } as CSSProperties}
    >
      <td
        colSpan={columns}
        className="px-3 py-6 text-center text-slate-600 max-sm:h-[calc(var(--rows)*var(--card)-1.0625rem)]"
      >
        <span role="status">Loading...</span>
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
