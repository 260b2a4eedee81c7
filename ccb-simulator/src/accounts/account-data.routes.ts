/**
 * An account's balances by Oracle's Financial Transactions / Account Data service (C1-AccountData):
 * "Get Account Financial Details" and "Multi-Account Billing Statistics", read from the same world
 * as every other service (no copy of the accounts). The names not shown on those pages are listed in
 * `src/contract/oracle-services.ts` (`unverified`).
 */
import type Router from "@koa/router";
import { type Account, roundMoney } from "@paygpa/fixtures";
import type { Clock } from "@paygpa/simulator-kit";
import { badRequest, unknownAccount } from "../errors";
import type { CcbStore } from "../store";
import { jsonObject, requiredString } from "../validation";
import { financialSummary } from "./views";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The account's currency (GPA bills in US dollars). */
const CURRENCY = { currency: "USD" };
/** "This operation accepts an input list of up to 20 accounts" (Multi-Account Billing Statistics, 25.10). */
const MOST_ACCOUNTS = 20;

function balances(store: CcbStore, account: Account) {
  const agreements = store.serviceAgreements(account.AccountID);
  const sum = (pick: (sa: (typeof agreements)[number]) => number) =>
    roundMoney(agreements.reduce((total, sa) => total + pick(sa), 0));
  return {
    currentBalance: sum((sa) => sa.currentBalance),
    // "The amount the customer would need to pay to fully close the account (taking into
    // consideration any deposits …)": the service agreements' payoff balances.
    totalBalance: sum((sa) => sa.payoffBalance),
    // A deposit held shows as a negative payoff on its DEP- agreement.
    depositAmount: sum((sa) => (sa.saType.startsWith("DEP-") ? -sa.payoffBalance : 0)),
  };
}

function optionalDate(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !ISO_DATE.test(value)) {
    throw badRequest(`${name} must be a date, e.g. 2026-01-31`);
  }
  return value;
}

export function accountDataRoutes(router: Router, store: CcbStore, clock: Clock): void {
  /**
   * `GET /rest/apis/customer/financials/accountData/{accountId}/financialDetails?extendedHistory=true`
   * — "Get Account Financial Details" (C1FinDetails,
   * `…/framework/2510/restapi/op-rest-apis-customer-financials-accountdata-accountid-financialdetails-get.html`):
   * `account.accountId`, `currency`, `currentBalance`, `depositAmount`, `lastBill`, `lastPayment`,
   * `nextBillDate`, `arrearsDetails`, and `billedAmountYTD` only when `extendedHistory` is true.
   * Amounts are JSON numbers, as that page types them. The names inside `arrearsDetails` are not
   * shown on the page (unverified): the bill's amounts past due ("Due Now") and not yet due ("New
   * Charges") of the electric service, as the spec's dashboard shows them (spec 002 §3).
   */
  router.get("/customer/financials/accountData/:accountId/financialDetails", (ctx) => {
    const account = store.account(ctx.params.accountId ?? "");
    if (!account) throw unknownAccount();
    const extended = ctx.query.extendedHistory;
    if (extended !== undefined && extended !== "true" && extended !== "false") {
      throw badRequest("extendedHistory must be true or false");
    }
    const bills = [...store.bills(account.AccountID)].sort((a, b) => b.billDate.localeCompare(a.billDate));
    const payments = store
      .transactions(account.AccountID)
      .filter((ft) => ft.FinancialTransactionType === "PS")
      .sort((a, b) => b.ArrearsDate.localeCompare(a.ArrearsDate));
    const [lastBill] = bills;
    const [lastPayment] = payments;
    const { currentBalance, depositAmount } = balances(store, account);
    const year = clock.today().slice(0, 4);
    ctx.body = {
      account: { accountId: account.AccountID },
      currency: CURRENCY,
      currentBalance,
      depositAmount,
      arrearsDetails: {
        arrearsList: {
          _data: financialSummary(store, account, clock.today()).arrears.map((line) => ({
            description: line.Label,
            arrearsAmount: line.ArrearsAmount,
          })),
        },
      },
      ...(lastBill
        ? {
            lastBill: {
              billId: lastBill.billId,
              billDate: lastBill.billDate,
              dueDate: lastBill.dueDate,
              billAmount: lastBill.totalAmount,
            },
          }
        : {}),
      ...(lastPayment
        ? {
            lastPayment: {
              paymentDate: lastPayment.ArrearsDate,
              paymentAmount: roundMoney(-lastPayment.TotalAmount),
            },
          }
        : {}),
      ...(extended === "true"
        ? {
            billedAmountYTD: roundMoney(
              bills.filter((bill) => bill.billDate.startsWith(year)).reduce((t, b) => t + b.newCharges, 0),
            ),
          }
        : {}),
    };
  });
  multiAccountStatisticsRoute(router, store);
}

function multiAccountStatisticsRoute(router: Router, store: CcbStore): void {
  /**
   * `POST /rest/apis/customer/financials/accountData/multiAccountStatistics` — "Multi-Account Billing
   * Statistics" (C1MAcBilStat, `…/framework/2510/restapi/op-rest-apis-customer-financials-accountdata-multiaccountstatistics-post.html`):
   * `accountList[].accountId` (up to 20), `startDate`, `endDate`; the answer's
   * `accounts.accountBilling[]` with `account`, `currency`, `currentBalance`, `totalBalance` (25.4 on),
   * `earliestBillDate`, `latestBillDate`, `totalBilledAmount`, `serviceTypeAmounts[]`.
   */
  router.post("/customer/financials/accountData/multiAccountStatistics", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const list = body.accountList;
    if (!Array.isArray(list) || list.length === 0) throw badRequest("accountList is required");
    if (list.length > MOST_ACCOUNTS) throw badRequest(`accountList holds at most ${MOST_ACCOUNTS} accounts`);
    const startDate = optionalDate(body, "startDate");
    const endDate = optionalDate(body, "endDate");
    const accounts = list.map((item) => {
      const account = store.account(requiredString(jsonObject(item), "accountId"));
      if (!account) throw unknownAccount();
      return account;
    });
    ctx.body = {
      accounts: {
        accountBilling: accounts.map((account) => {
          const bills = store
            .bills(account.AccountID)
            .filter(
              (bill) => (!startDate || bill.billDate >= startDate) && (!endDate || bill.billDate <= endDate),
            )
            .sort((a, b) => a.billDate.localeCompare(b.billDate));
          const billed = roundMoney(bills.reduce((total, bill) => total + bill.newCharges, 0));
          const { currentBalance, totalBalance } = balances(store, account);
          return {
            account: { accountId: account.AccountID },
            currency: CURRENCY,
            currentBalance,
            totalBalance,
            ...(bills.length > 0
              ? { earliestBillDate: bills[0]?.billDate, latestBillDate: bills[bills.length - 1]?.billDate }
              : {}),
            totalBilledAmount: billed,
            serviceTypeAmounts:
              bills.length > 0 ? [{ serviceType: { serviceType: "E" }, amount: billed }] : [],
          };
        }),
      },
    };
  });
}
