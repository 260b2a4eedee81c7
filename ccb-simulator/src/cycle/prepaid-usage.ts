/**
 * Prepaid balances drain by daily usage (decision 029): the first event of each day takes the usage
 * of the day that ended off each prepaid service agreement's balance.
 */
import { type Account, centsToDollars, dollarsToCents, type ServiceAgreement } from "@paygpa/fixtures";
import { addDays, type IsoDate } from "@paygpa/simulator-kit";
import type { LoadedWorld } from "../loaded-world";
import { dailyUsage } from "./usage";

/** Days of prepaid daily usage billing keeps (the prepaid-usage service answers 90 days). */
const USAGE_DAYS_KEPT = 90;

/** The usage of the day that ended is taken from each prepaid balance (none once it is empty). */
export function drainPrepaid(
  loaded: LoadedWorld,
  day: IsoDate,
  accounts: readonly Account[],
  electricOf: (accountId: string) => ServiceAgreement | undefined,
): void {
  const used = addDays(day, -1);
  const oldest = addDays(day, -USAGE_DAYS_KEPT);
  let drained = false;
  for (const account of accounts) {
    if (account.kind !== "prepaid") continue;
    const sa = electricOf(account.AccountID);
    if (!sa || sa.prepayBalance === undefined) continue;
    const history = loaded.dailyUsageByAccount.get(account.AccountID) ?? [];
    if (history.some((row) => row.date === used)) continue;
    const usage = dailyUsage(history, used);
    if (!usage) continue;
    const balanceCents = dollarsToCents(sa.prepayBalance);
    const chargeCents = Math.min(balanceCents, dollarsToCents(usage.charge));
    const row =
      chargeCents > 0
        ? { AccountID: account.AccountID, date: used, ...usage }
        : { AccountID: account.AccountID, date: used, kwh: 0, charge: 0 };
    sa.prepayBalance = centsToDollars(balanceCents - chargeCents);
    loaded.world.prepaidDailyUsage.push(row);
    loaded.dailyUsageByAccount.set(account.AccountID, [
      ...history.filter((kept) => kept.date >= oldest),
      row,
    ]);
    drained = true;
  }
  if (drained) {
    loaded.world.prepaidDailyUsage = loaded.world.prepaidDailyUsage.filter((row) => row.date >= oldest);
  }
}
