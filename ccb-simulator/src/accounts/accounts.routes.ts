import type Router from "@koa/router";
import type { Account } from "@paygpa/fixtures";
import type { Clock } from "@paygpa/simulator-kit";
import { accountNotFound } from "../errors";
import type { CcbStore } from "../store";
import { type Body, jsonObject, requiredString } from "../validation";
import { accountValidation, financialSummary, premiseInfo } from "./views";

function requestedAccount(store: CcbStore, body: unknown): { request: Body; account: Account } {
  const request = jsonObject(body);
  const account = store.account(requiredString(request, "AccountID"));
  if (!account) throw accountNotFound();
  return { request, account };
}

const newestFirst = <T>(items: T[], key: (item: T) => string) =>
  [...items].sort((a, b) => key(b).localeCompare(key(a)));

export function accountRoutes(router: Router, store: CcbStore, clock: Clock): void {
  router.post("/accounts/financial-summary", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
    ctx.body = financialSummary(store, account, clock.today());
  });

  router.post("/accounts/service-agreements", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
    ctx.body = {
      result: store.serviceAgreements(account.AccountID).map((sa) => ({
        SAID: sa.SAID,
        saType: sa.saType,
        status: sa.status,
        currentBalance: sa.currentBalance,
        payoffBalance: sa.payoffBalance,
      })),
    };
  });

  router.post("/accounts/premise", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
    ctx.body = {
      PremiseInfo: premiseInfo(store.premise(account.PremiseID)),
      Name: store.person(account.mainPersonId)?.Name ?? "",
    };
  });

  router.post("/accounts/validate", (ctx) => {
    const request = jsonObject(ctx.request.body);
    const division = requiredString(request, "division");
    const { account } = requestedAccount(store, request);
    if (account.division !== division) throw accountNotFound();
    ctx.body = accountValidation(store, account);
  });

  router.post("/accounts/bills", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
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

  router.post("/accounts/financial-transactions", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
    ctx.body = {
      result: newestFirst(store.transactions(account.AccountID), (ft) => `${ft.ArrearsDate}|${ft.ftId}`).map(
        (ft) => ({
          // The financial transaction's id (CCB's FT_ID): what make-payment answers as paymentId.
          FinancialTransactionID: ft.ftId,
          ArrearsDate: ft.ArrearsDate,
          Parent: ft.AccountID,
          TotalAmount: ft.TotalAmount,
          FinancialTransactionType: ft.FinancialTransactionType,
        }),
      ),
    };
  });

  router.post("/accounts/consumption", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
    const months = [...store.consumption(account.AccountID)].sort((a, b) => a.month.localeCompare(b.month));
    ctx.body = { result: months.slice(-24).map(({ month, kwh, amount }) => ({ month, kwh, amount })) };
  });

  router.post("/accounts/prepaid-usage", (ctx) => {
    const { account } = requestedAccount(store, ctx.request.body);
    const days = [...store.dailyUsage(account.AccountID)].sort((a, b) => a.date.localeCompare(b.date));
    ctx.body = { result: days.map(({ date, kwh, charge }) => ({ date, kwh, charge })) };
  });
}
