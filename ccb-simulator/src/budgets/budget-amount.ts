/**
 * The recommended budget amount (CCB user guide, "Budget Plan": the plan's recommendation algorithm
 * works out the amount from the account's historical consumption; URM 3.4.4.1a "Enroll in Budget":
 * a customer without enough history is budgeted from the premise's). GPA's plan: the average of the
 * last 12 monthly charges of the account; a newer account (fewer than 12 months) takes the premise's
 * last 12 months (an earlier customer's at the same address); with neither, the account's own months
 * projected over a year by the season. Rounded to whole dollars, as the bill shows it.
 */
import { type Account, centsToDollars, dollarsToCents, type MonthlyConsumption } from "@paygpa/fixtures";
import { addMonths, type IsoDate } from "@paygpa/simulator-kit";
import type { LoadedWorld } from "../loaded-world";
import { monthlyKwh, periodCharge } from "../cycle/usage";

/** Where the amount was worked out from: the account's own bills, the premise's, or a projection. */
export type BudgetBasis = "ACCOUNT" | "PREMISE" | "PROJECTED";

export const MONTHS_OF_HISTORY = 12;

const latestMonths = (rows: readonly MonthlyConsumption[]) =>
  [...rows].sort((a, b) => b.month.localeCompare(a.month)).slice(0, MONTHS_OF_HISTORY);

const wholeDollarAverage = (charges: readonly number[]) =>
  centsToDollars(
    Math.round(charges.reduce((sum, charge) => sum + dollarsToCents(charge), 0) / charges.length / 100) * 100,
  );

export interface BudgetRecommendation {
  amount: number;
  basis: BudgetBasis;
  /** The monthly charges it was averaged from, newest first. */
  months: { month: string; charge: number }[];
}

/** The monthly budget amount billing recommends for the account today. */
export function recommendBudget(loaded: LoadedWorld, account: Account, today: IsoDate): BudgetRecommendation {
  const own = latestMonths(loaded.consumptionByAccount.get(account.AccountID) ?? []);
  if (own.length >= MONTHS_OF_HISTORY) return recommendation(own, "ACCOUNT");
  const premise = latestMonths(
    loaded.world.consumption.filter(
      (row) =>
        row.AccountID !== account.AccountID &&
        loaded.accountsById.get(row.AccountID)?.PremiseID === account.PremiseID,
    ),
  );
  if (premise.length >= MONTHS_OF_HISTORY) return recommendation(premise, "PREMISE");
  const months = Array.from({ length: MONTHS_OF_HISTORY }, (_, back) => {
    const month = addMonths(today, -back).slice(0, 7);
    const kwh = monthlyKwh(own, month);
    return { AccountID: account.AccountID, month, kwh, amount: periodCharge(account.customerClass, kwh) };
  });
  return recommendation(months, "PROJECTED");
}

function recommendation(rows: readonly MonthlyConsumption[], basis: BudgetBasis): BudgetRecommendation {
  return {
    amount: wholeDollarAverage(rows.map((row) => row.amount)),
    basis,
    months: rows.map((row) => ({ month: row.month, charge: row.amount })),
  };
}
