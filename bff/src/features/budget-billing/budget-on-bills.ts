/**
 * Budget billing beside the bills (decision 043): the dashboard row's budget and My Bills' budget
 * amount due beside the actual charges. Billing's account answers (Get Account, Get Account
 * Financial Details, Search Service Agreement) do not say an account is on budget, so billing's
 * budget and its bills on budget are asked only for the accounts with an enrolment in the BFF's rows
 * (every enrolment, the customer's or a clerk's, goes through them): an account never enrolled
 * costs no billing call. Billing still decides: an account whose budget billing ended in billing shows none.
 */
import type { BudgetBillAmounts } from "@paygpa/contract";
import type { BillingPort, Budget, BudgetBillLine } from "../../integrations/billing";
import type { Db } from "../../database";
import type { Logger } from "../../platform/http/logger";
import { accountsEnrolled } from "./budget-billing.repository";

type BudgetReadServices = { billing: BillingPort; db: Db; logger: Logger };

/** Billing's budget and bills on budget of one account. */
export interface AccountBudget {
  budget: Budget;
  bills: BudgetBillLine[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Billing's budget of each of the accounts enrolled now (per the BFF's rows) with the bills of its
 * current budget year (the row shows the newest), asked together; an
 * account whose budget did not come is logged and left out (its row shows without the budget).
 */
export async function budgetsOfEnrolled(
  services: BudgetReadServices,
  accountIds: readonly string[],
): Promise<Map<string, AccountBudget>> {
  const enrolled = [...(await accountsEnrolled(services.db, accountIds, ["active"]))];
  const answers = await Promise.all(
    enrolled.map((accountId) =>
      Promise.all([
        services.billing.budget(accountId),
        services.billing.budgetBills(accountId, "current-year"),
      ]).then(
        ([budget, bills]): [string, AccountBudget] => [accountId, { budget, bills }],
        (error: unknown) => {
          services.logger.error("budget not read", { accountId, reason: reasonOf(error) });
          return null;
        },
      ),
    ),
  );
  return new Map(answers.filter((answer) => answer !== null));
}

/**
 * The account's bills cut on budget billing, by bill: their budget amount due beside the actual
 * charges. Empty, with no billing call, for an account that was never enrolled; a failure is thrown.
 */
export async function budgetAmountsOfBills(
  services: Pick<BudgetReadServices, "billing" | "db">,
  accountId: string,
): Promise<Map<string, BudgetBillAmounts>> {
  const enrolled = await accountsEnrolled(services.db, [accountId], ["active", "left"]);
  if (!enrolled.has(accountId)) return new Map();
  const lines = await services.billing.budgetBills(accountId);
  return new Map(
    lines.map((line) => [
      line.billId,
      { budgetAmount: line.budgetAmount, actualCharges: line.actualCharges },
    ]),
  );
}
