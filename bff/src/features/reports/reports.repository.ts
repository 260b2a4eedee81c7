/**
 * The report's SQL (spec 000 §7 transactions, search-transaction, get-individual): one row per
 * account line of a payment attempt, filtered, totalled and paged in the database with the indexes
 * of migration 2026-11-24T03-00-00; the browser never receives more than a page.
 */
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { ReportSortColumn } from "@paygpa/contract";
import type { Db } from "../../database";
import type { Database } from "../../database";

type Executor = Db | Kysely<Database>;

/** A search as the database reads it: instants (UTC ISO) and exact values, each optional. */
export interface ReportCriteria {
  from: string | null;
  before: string | null;
  accountId: string;
  invoiceNum: string;
  transactionTag: string;
  sequenceNo: string;
}

type Joined = SelectQueryBuilder<
  Database & { l: Database["checkout_lines"]; c: Database["checkouts"] },
  "l" | "c",
  object
>;

/**
 * The rows of a search. An account search starts from the account's lines (its index); every other
 * search starts from the attempts in pay-date order (the date index) and takes each one's lines.
 * SQLite keeps the tables of a CROSS JOIN in the order written, and without it chose to read all
 * 1.1 million lines and sort them for the unfiltered first page (2.8 s; 1 ms in date order).
 * PostgreSQL plans a CROSS JOIN with its WHERE like any inner join.
 */
function matching(db: Executor, criteria: ReportCriteria, sortBy?: ReportSortColumn): Joined {
  let query = (criteria.accountId || startsFromLines(criteria, sortBy)
    ? db
        .selectFrom("checkout_lines as l")
        .crossJoin("checkouts as c")
        .whereRef("c.invoice_num", "=", "l.invoice_num")
    : db
        .selectFrom("checkouts as c")
        .crossJoin("checkout_lines as l")
        .whereRef("l.invoice_num", "=", "c.invoice_num")) as unknown as Joined;
  if (criteria.from) query = query.where("c.created_at", ">=", criteria.from);
  if (criteria.before) query = query.where("c.created_at", "<", criteria.before);
  if (criteria.accountId) query = query.where("l.account_id", "=", criteria.accountId);
  if (criteria.invoiceNum) query = query.where("l.invoice_num", "=", criteria.invoiceNum);
  if (criteria.transactionTag) query = query.where("c.gateway_tag", "=", criteria.transactionTag);
  if (criteria.sequenceNo) query = query.where("c.gateway_sequence", "=", criteria.sequenceNo);
  return query;
}

/**
 * A search with no pay dates sorted by a column of the lines (amount, account, CCB Status) reads the
 * lines in that column's index order (migrations 2026-11-26T12-00-00 and 2026-11-27T01-00-00) and
 * stops at the page; with pay dates, the date index narrows the attempts first and that range is
 * sorted.
 */
function startsFromLines(criteria: ReportCriteria, sortBy?: ReportSortColumn): boolean {
  return (
    !criteria.from &&
    !criteria.before &&
    (sortBy === "amount" || sortBy === "accountId" || sortBy === "ccb_status")
  );
}

/** A search by pay dates alone (or by nothing): its totals are the sum of its days' totals. */
export function isDateOnly(criteria: ReportCriteria): boolean {
  return !criteria.accountId && !criteria.invoiceNum && !criteria.transactionTag && !criteria.sequenceNo;
}

/**
 * The totals of a date-only search from the per-day totals every checkout keeps
 * (payment_day_totals): at most a few hundred day rows, where counting the rows themselves meant
 * reading every payment of the range (2.5 s for the unfiltered screen over a million). The bounds
 * are the first instants of Guam days (payDateWindow), so whole days match exactly.
 */
export async function reportTotalsByDay(
  db: Executor,
  days: { fromDay: string | null; beforeDay: string | null },
) {
  let query = db
    .selectFrom("payment_day_totals")
    .select((eb) => [
      eb.fn.sum<number | string>("lines").as("total"),
      eb.fn.sum<number | string>("approved_lines").as("approved"),
      eb.fn.sum<number | string>("approved_cents").as("approved_cents"),
    ]);
  if (days.fromDay) query = query.where("day", ">=", days.fromDay);
  if (days.beforeDay) query = query.where("day", "<", days.beforeDay);
  const row = await query.executeTakeFirstOrThrow();
  return {
    total: Number(row.total ?? 0),
    approved: Number(row.approved ?? 0),
    approvedCents: Number(row.approved_cents ?? 0),
  };
}

/** How many rows match, and how many of them (and how much) the gateway approved. */
export async function reportTotals(db: Executor, criteria: ReportCriteria) {
  const row = await matching(db, criteria)
    .select((eb) => [
      eb.fn.countAll().as("total"),
      eb.fn.sum(eb.case().when("c.status", "=", "approved").then(1).else(0).end()).as("approved"),
      eb.fn
        .sum(eb.case().when("c.status", "=", "approved").then(eb.ref("l.amount_cents")).else(0).end())
        .as("approved_cents"),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers counts and sums as text: read them as numbers on both.
  return {
    total: Number(row.total),
    approved: Number(row.approved ?? 0),
    approvedCents: Number(row.approved_cents ?? 0),
  };
}

const SORT_COLUMN = {
  payment_date: "c.created_at",
  amount: "l.amount_cents",
  accountId: "l.account_id",
  transaction_tag: "c.gateway_tag",
  sequence_no: "c.gateway_sequence",
  mode: "c.mode",
  ccb_status: "l.billing_status",
} as const satisfies Record<ReportSortColumn, string>;

function reportColumns(query: Joined) {
  return query
    .leftJoin("admins as a", "a.id", "c.admin_id")
    .select([
      "l.id",
      "c.created_at",
      "l.account_id",
      "l.invoice_num",
      "c.gateway_tag",
      "c.gateway_sequence",
      "l.amount_cents",
      "c.issuer_message",
      "c.payment_source",
      "c.mode",
      "l.billing_status",
      "c.code_response",
      "c.status",
      "a.username as taken_by",
    ]);
}

export interface ReportOrder {
  sortBy: ReportSortColumn;
  sortDir: "asc" | "desc";
  limit: number;
  offset: number;
}

/**
 * One page of rows in the asked order, as a query (its plan is tested, report-plans.test.ts). Ties
 * fall back to date, then amount, newest first; under CCB Status, to the newest line first: a few
 * statuses share a million lines, and the line's id (recorded in pay-date order) keeps the whole
 * order in one index, where the date lives on the attempt and would sort every line of a status.
 */
export function reportPageQuery(db: Executor, criteria: ReportCriteria, order: ReportOrder) {
  let query = reportColumns(matching(db, criteria, order.sortBy)).orderBy(
    SORT_COLUMN[order.sortBy],
    order.sortDir,
  );
  if (order.sortBy !== "ccb_status") {
    if (order.sortBy !== "payment_date") query = query.orderBy("c.created_at", "desc");
    if (order.sortBy !== "amount") query = query.orderBy("l.amount_cents", "desc");
  }
  return query.orderBy("l.id", "desc").limit(order.limit).offset(order.offset);
}

export function reportPage(db: Executor, criteria: ReportCriteria, order: ReportOrder) {
  return reportPageQuery(db, criteria, order).execute();
}

export type ReportRecord = Awaited<ReturnType<typeof reportPage>>[number];

/** Where the previous chunk of an export ended: its last attempt's date and invoice. */
export interface ExportPosition {
  createdAt: string;
  invoiceNum: string;
}

/**
 * The next chunk of an export after `position` (keyset on the date index: payment date, then
 * receipt, newest first; an attempt's lines in their order). Each chunk is its own short query, so a
 * long export neither holds the database nor keeps more than a chunk in memory. A chunk ends on a
 * whole attempt: the caller drops the last attempt's lines and starts the next chunk after the one
 * before it (see report-csv.ts).
 */
export function reportChunkAfter(
  db: Executor,
  criteria: ReportCriteria,
  position: ExportPosition | null,
  limit: number,
) {
  return reportChunkQuery(db, criteria, position, limit).execute();
}

/**
 * The chunk's query (its plan is tested, report-plans.test.ts). The position is one row-value
 * comparison, which both databases read as a range of the date index: written as "an earlier date,
 * or the same date and a lower invoice", SQLite read the index from the newest row down to the
 * position for every chunk, so a million-row export took 143 s instead of seconds
 * (bench/README.md, "Reports at scale").
 */
export function reportChunkQuery(
  db: Executor,
  criteria: ReportCriteria,
  position: ExportPosition | null,
  limit: number,
) {
  let query = reportColumns(matching(db, criteria));
  if (position) {
    const { createdAt, invoiceNum } = position;
    query = query.where((eb) =>
      eb(eb.refTuple("c.created_at", "c.invoice_num"), "<", eb.tuple(createdAt, invoiceNum)),
    );
  }
  return query
    .orderBy("c.created_at", "desc")
    .orderBy("c.invoice_num", "desc")
    .orderBy("l.id", "asc")
    .limit(limit);
}

/** A payment attempt by its receipt (invoice) number, with its lines (get-individual). */
export async function findPaymentWithLines(db: Executor, invoice: string) {
  const checkout = await db
    .selectFrom("checkouts")
    .select([
      "invoice_num",
      "created_at",
      "amount_cents",
      "status",
      "gateway_tag",
      "authorization_code",
      "card_number",
      "card_holder",
      "issuer_message",
      "mode",
    ])
    .where("invoice_num", "=", invoice)
    .executeTakeFirst();
  if (!checkout) return null;
  const lines = await db
    .selectFrom("checkout_lines")
    .select(["account_id", "amount_cents", "billing_status"])
    .where("invoice_num", "=", invoice)
    .orderBy("id")
    .execute();
  return { checkout, lines };
}
