/**
 * A prepaid meter's daily balance register (decision 042): beside its 15-minute kWh channel, a
 * prepaid service point has a second measuring component, read once a day — the prepaid balance in
 * dollars once the day's usage has been taken off (src/cycle/prepaid-usage.ts takes it at the start
 * of the next day). Worked out when asked from what billing holds: today's balance, plus the charges
 * of the days after, less the payments (top-ups) posted after; one read per day of daily usage kept.
 */
import { centsToDollars, dollarsToCents } from "@paygpa/fixtures";
import type { CcbStore } from "../store";
import { DAY_MS, guamMidnight } from "./load-shape";

export const balanceComponentIdOf = (accountId: string) => `07${accountId}`;

export interface BalanceRead {
  /** The Guam day the read closes (the read is stamped with the day's end). */
  date: string;
  end: number;
  /** The prepaid balance in dollars at the day's end. */
  balance: number;
}

/** The account's daily balance reads, oldest first; none for an account without a prepaid balance. */
export function balanceReads(store: CcbStore, accountId: string): BalanceRead[] {
  const sa = store.cycle.electricOf(accountId);
  if (sa?.prepayBalance === undefined) return [];
  const days = [...store.dailyUsage(accountId)].sort((a, b) => b.date.localeCompare(a.date));
  const topUps = store
    .transactions(accountId)
    .filter((ft) => ft.FinancialTransactionType === "PS" && ft.SAID === sa.SAID);
  const cents = dollarsToCents(sa.prepayBalance);
  const reads: BalanceRead[] = [];
  let laterCharges = 0;
  for (const day of days) {
    const laterTopUps = topUps
      .filter((ft) => ft.ArrearsDate > day.date)
      .reduce((sum, ft) => sum + dollarsToCents(-ft.TotalAmount), 0);
    const balance = cents + laterCharges - laterTopUps;
    reads.push({ date: day.date, end: guamMidnight(day.date) + DAY_MS, balance: centsToDollars(balance) });
    laterCharges += dollarsToCents(day.charge);
  }
  return reads.reverse();
}
