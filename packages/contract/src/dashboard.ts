/**
 * The dashboard's bills, statement, payment history, consumption charts and paperless setting
 * (spec 002 §2 'Other dashboard screens', §3, §7). Every rule is applied by the BFF; the portal shows.
 */
import * as v from "valibot";
import { AccountId, DIVISION } from "./common";
import { AccountSummaryLine, CustomerInformation } from "./accounts";
import { BudgetBillAmounts, BudgetOnRow } from "./budget-billing";
import { ArrangementAvailability } from "./payment-arrangement";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

/**
 * POST /api/v1/dashboard-overview: everything the Account Overview shows, in one call, for the
 * accounts of the session (spec 002 §3, §4; the BFF holds them, the portal sends none): each
 * account's summary line in the session's order, the customer information box, and the arrangement
 * button's answer. Billing is asked once per account; its budget (decision 043) only for the accounts
 * with an enrolment in the BFF (the customer's or a clerk's), and `budget` is null while billing has
 * none running. An account whose line did not load is `failed` (its row shows 'Server Error. Try
 * again later!'), the others still show; a box or button that did not load is null (the box shows
 * its error, no button is shown).
 */
export const DashboardOverviewRequest = v.object({});
export const OverviewEntry = v.variant("status", [
  v.object({
    status: v.literal("loaded"),
    accountId: v.string(),
    line: AccountSummaryLine,
    budget: v.nullable(BudgetOnRow),
  }),
  v.object({ status: v.literal("failed"), accountId: v.string() }),
]);
export type OverviewEntry = v.InferOutput<typeof OverviewEntry>;
export const OverviewArrangement = v.object({
  availability: ArrangementAvailability,
  /** The customer holds a commercial account: told to e-mail the business team (spec 002 §1, §6). */
  commercialNotice: v.boolean(),
});
export const DashboardOverviewResponse = v.object({
  accounts: v.array(OverviewEntry),
  customer: v.nullable(CustomerInformation),
  arrangement: v.nullable(OverviewArrangement),
});
export type DashboardOverviewResponse = v.InferOutput<typeof DashboardOverviewResponse>;

export const AccountOnlyRequest = v.object({ accountId: AccountId });

/** POST /api/v1/my-bills-list: one page of the account's bills, newest first. */
export const MyBillsRequest = v.object({
  accountId: AccountId,
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(18)), 10),
});
export const BillListEntry = v.object({
  billID: v.string(),
  /** MM/YYYY */
  billDate: v.string(),
  totalAmount: v.number(),
  /** MM/DD/YYYY */
  dueDate: v.string(),
  /** A bill cut on budget billing: its budget amount due beside its actual charges; else null. */
  budget: v.nullable(BudgetBillAmounts),
});
export type BillListEntry = v.InferOutput<typeof BillListEntry>;
export const MyBillsResponse = v.object({
  result: v.array(BillListEntry),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});

/** POST /api/v1/view-bill: a signed, expiring link to billing's presentment page of one bill. */
export const ViewBillRequest = v.object({
  accountId: AccountId,
  billId: v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
});
export const ViewBillResponse = v.object({ result: v.object({ url: v.string(), pdfUrl: v.string() }) });

/** One line of the statement (bills, payments, adjustments) or of billing's payment history. */
export const LedgerLine = v.object({
  /** MM/DD/YYYY */
  paymentDate: v.string(),
  parent: v.string(),
  totalAmount: v.number(),
  /** 'Bill', 'Payment' (PS) or 'Payment Adjustment'. */
  type: v.string(),
});
export type LedgerLine = v.InferOutput<typeof LedgerLine>;
export const StatementResponse = v.object({ result: v.array(LedgerLine) });

/** A payment made on this portal, from the BFF's own records (shown before billing has it). */
export const WebPayment = v.object({
  /** MM/DD/YYYY hh:mm AM ChST (Guam) */
  paymentDate: v.string(),
  receiptNumber: v.string(),
  transactionTag: v.nullable(v.string()),
  status: v.string(),
  amount: v.number(),
});
export type WebPayment = v.InferOutput<typeof WebPayment>;
export const PaymentHistoryResponse = v.object({
  result: v.array(LedgerLine),
  webPayments: v.array(WebPayment),
});

/** POST /api/v1/user-consumption-chart: 12 months of kWh and bill amounts. */
export const ConsumptionChart = v.object({
  months: v.array(v.string()),
  totalKwhs: v.array(v.number()),
  amounts: v.array(v.number()),
  averageKwh: v.number(),
  averageAmount: v.number(),
});
export type ConsumptionChart = v.InferOutput<typeof ConsumptionChart>;
export const ConsumptionChartResponse = v.object({ result: v.nullable(ConsumptionChart) });

/** POST /api/v1/user-consumption-chart-prepaid: daily usage of one period and the prepaid figures. */
export const PrepaidChartRequest = v.object({
  accountId: AccountId,
  prepaySAId: v.optional(v.string()),
  energyChartPeriod: v.picklist([0, 1, 2]),
});
export const PrepaidChart = v.object({
  days: v.array(v.string()),
  kwhs: v.array(v.number()),
  charges: v.array(v.number()),
  prepayBalance: v.number(),
  lastPaymentAmount: v.nullable(v.number()),
  unpaidBalance: v.number(),
  lastDayCharge: v.nullable(v.number()),
  lastDayUsage: v.nullable(v.number()),
  averageDailyCharge: v.number(),
  averageMeasuredQuantity: v.number(),
});
export type PrepaidChart = v.InferOutput<typeof PrepaidChart>;
export const PrepaidChartResponse = v.object({ result: PrepaidChart });

/** POST /api/v1/paper-less-details and update-paper-less-details. */
export const PaperlessRequest = v.object({
  accountId: AccountId,
  division: v.optional(v.literal(DIVISION), DIVISION),
});
export const BillRouteType = v.picklist(["POSTAL", "ONLINE"]);
export const PaperlessResponse = v.object({
  result: v.object({ details: v.object({ billRouteType: BillRouteType }) }),
});
export const PaperlessUpdateRequest = v.object({ accountId: AccountId, routeType: BillRouteType });
export const PaperlessUpdateResponse = v.object({
  response: v.object({ returnCd: v.picklist(["0", "1"]), errorMessage: v.string() }),
});

/** The dashboard feature's routes in the table (decision 017). */
export const dashboardRoutes = {
  dashboardOverview: {
    method: "POST",
    path: "/api/v1/dashboard-overview",
    access: "customer",
    request: DashboardOverviewRequest,
    answer: DashboardOverviewResponse,
    errors: [...BILLING_ERRORS, "BILL_NOT_FOUND", "WRONG_ACCOUNT_KIND"],
    summary:
      "dashboard-overview (002 §3, §4): the Account Overview in one call — the session's accounts' lines, the customer box, the arrangement button",
  },
  myBillsList: {
    method: "POST",
    path: "/api/v1/my-bills-list",
    access: "customer",
    request: MyBillsRequest,
    answer: MyBillsResponse,
    errors: [...BILLING_ERRORS, "BILL_NOT_FOUND", "WRONG_ACCOUNT_KIND"],
    summary: "my-bills-list (002 §7): one page of an account's bills",
  },
  viewBill: {
    method: "POST",
    path: "/api/v1/view-bill",
    access: "customer",
    request: ViewBillRequest,
    answer: ViewBillResponse,
    errors: [...BILLING_ERRORS, "BILL_NOT_FOUND", "WRONG_ACCOUNT_KIND"],
    summary: "view-bill (002 §7): a signed, expiring link to the bill's presentment page",
  },
  statement: {
    method: "POST",
    path: "/api/v1/statement",
    access: "customer",
    request: AccountOnlyRequest,
    answer: StatementResponse,
    errors: [...BILLING_ERRORS, "BILL_NOT_FOUND", "WRONG_ACCOUNT_KIND"],
    summary: "the View Statement dialog (002 §2): bills, payments and adjustments, 18 rows at most",
  },
  paymentHistory: {
    method: "POST",
    path: "/api/v1/payment-history",
    access: "customer",
    request: AccountOnlyRequest,
    answer: PaymentHistoryResponse,
    errors: [...BILLING_ERRORS, "BILL_NOT_FOUND", "WRONG_ACCOUNT_KIND"],
    summary: "payment-history (002 §7): billing's payments and this portal's web payments",
  },
  consumptionChart: {
    method: "POST",
    path: "/api/v1/user-consumption-chart",
    access: "customer",
    request: AccountOnlyRequest,
    answer: ConsumptionChartResponse,
    errors: [...BILLING_ERRORS, "BILL_NOT_FOUND", "WRONG_ACCOUNT_KIND"],
    summary: "user-consumption-chart (002 §7): 12 months of kWh and bill amounts",
  },
  consumptionChartPrepaid: {
    method: "POST",
    path: "/api/v1/user-consumption-chart-prepaid",
    access: "customer",
    request: PrepaidChartRequest,
    answer: PrepaidChartResponse,
    errors: [...BILLING_ERRORS, "BILL_NOT_FOUND", "WRONG_ACCOUNT_KIND"],
    summary: "user-consumption-chart-prepaid (002 §7): daily usage by period and the prepaid figures",
  },
  paperlessDetails: {
    method: "POST",
    path: "/api/v1/paper-less-details",
    access: "customer",
    request: PaperlessRequest,
    answer: PaperlessResponse,
    errors: [...BILLING_ERRORS, "BILL_NOT_FOUND", "WRONG_ACCOUNT_KIND"],
    summary: "paper-less-details (002 §7): the account's bill route type",
  },
  updatePaperlessDetails: {
    method: "POST",
    path: "/api/v1/update-paper-less-details",
    access: "customer",
    request: PaperlessUpdateRequest,
    answer: PaperlessUpdateResponse,
    errors: [...BILLING_ERRORS, "BILL_NOT_FOUND", "WRONG_ACCOUNT_KIND"],
    summary: "update-paper-less-details (002 §7): ONLINE or POSTAL",
  },
} as const satisfies Record<string, RouteEntry>;
