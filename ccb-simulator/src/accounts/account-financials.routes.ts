/**
 * An account's bills and financial history by Oracle's base financial services (Financial
 * Transactions / Bill and Account Data), beside the CM account services of `accounts.routes.ts`.
 */
import type Router from "@koa/router";
import { badRequest, unknownAccount } from "../errors";
import type { CcbStore } from "../store";
import { jsonObject, requiredString } from "../validation";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The paging and date range of a financial history request (limit 1 to 500, default 100). */
function historyPage(query: Record<string, string | string[] | undefined>) {
  const text = (name: string) => {
    const value = query[name];
    if (value !== undefined && typeof value !== "string") throw badRequest(`${name} must be given once`);
    return value;
  };
  const startDate = text("startDate");
  const endDate = text("endDate");
  for (const [name, value] of [
    ["startDate", startDate],
    ["endDate", endDate],
  ] as const) {
    if (value !== undefined && !ISO_DATE.test(value))
      throw badRequest(`${name} must be a date, e.g. 2026-01-31`);
  }
  const number = (name: string, fallback: number, min: number, max: number) => {
    const value = text(name);
    if (value === undefined) return fallback;
    if (!/^\d{1,4}$/.test(value) || Number(value) < min || Number(value) > max) {
      throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
    }
    return Number(value);
  };
  return {
    startDate,
    endDate,
    limit: number("limit", 100, 1, 500),
    offset: number("offset", 0, 0, 9999),
  };
}

const newestFirst = <T>(items: T[], key: (item: T) => string) =>
  [...items].sort((a, b) => key(b).localeCompare(key(a)));

export function accountFinancialsRoutes(router: Router, store: CcbStore): void {
  /**
   * my-bills-list (spec 002 §7): the account's bills, newest first, by Oracle's "Search Bills",
   * `POST /rest/apis/customer/financials/bills/search` (Financial Transactions / Bill, C1-Bill,
   * `…/framework/2510/restapi/api-financial-transactions-bill.html`). The path and method are
   * Oracle's; the search's request field (`accountId`) and the answer's fields are unverified
   * against Oracle (ccb-simulator/README.md, decision 027). A budget bill's actual charges beside
   * its amount due are its bill segment's (`bill-segments.routes.ts`), as in CCB.
   */
  router.post("/customer/financials/bills/search", (ctx) => {
    const account = store.account(requiredString(jsonObject(ctx.request.body), "accountId"));
    if (!account) throw unknownAccount();
    ctx.body = {
      result: newestFirst(store.bills(account.AccountID), (bill) => bill.billDate).map((bill) => ({
        billID: bill.billId,
        billDate: bill.billDate,
        dueDate: bill.dueDate,
        totalAmount: bill.totalAmount,
        newCharges: bill.newCharges,
        previousArrears: bill.previousArrears,
      })),
    };
  });

  /**
   * The account's financial history, newest first, a page at a time:
   * `GET /rest/apis/customer/financials/accountData/{accountId}/financialHistory` with `startDate`,
   * `endDate` (ISO dates, inclusive, on the arrears date), `limit` and `offset` — Oracle Utilities
   * REST API, Financial Transactions / Account Data (C1-AccountData), "Get Account Financial
   * History" (`…/framework/2510/restapi/op-rest-apis-customer-financials-accountdata-accountid-financialhistory-get.html`).
   * The answer is Oracle's `C1FinHistRes`: `account: { accountId }`, the transactions as
   * `accountFinancialHistoryList`, `limit`, `offset`, `totalNumberOfRecords` and `hasMore`. Of an
   * item's fields only `arrearsDate` (and `accountingDate`) could be read on that page; the others are
   * unverified against Oracle (ccb-simulator/README.md, decision 027).
   */
  router.get("/customer/financials/accountData/:accountId/financialHistory", (ctx) => {
    const account = store.account(ctx.params.accountId ?? "");
    if (!account) throw unknownAccount();
    const { startDate, endDate, limit, offset } = historyPage(ctx.query);
    const history = newestFirst(
      store.transactions(account.AccountID),
      (ft) => `${ft.ArrearsDate}|${ft.ftId}`,
    ).filter((ft) => (!startDate || ft.ArrearsDate >= startDate) && (!endDate || ft.ArrearsDate <= endDate));
    const page = history.slice(offset, offset + limit);
    ctx.body = {
      account: { accountId: account.AccountID },
      accountFinancialHistoryList: page.map((ft) => ({
        // The financial transaction's id (CCB's FT_ID): what a payment event answers as paymentId.
        financialTransactionId: ft.ftId,
        arrearsDate: ft.ArrearsDate,
        // "Accounting Date is the date the system uses to determine the FT's accounting period"
        // (the page's item schema); the portal's transactions are booked on their arrears date.
        accountingDate: ft.ArrearsDate,
        accountId: ft.AccountID,
        financialTransactionType: ft.FinancialTransactionType,
        currentAmount: ft.TotalAmount.toFixed(2),
      })),
      limit,
      offset,
      totalNumberOfRecords: history.length,
      hasMore: offset + page.length < history.length,
    };
  });
}
