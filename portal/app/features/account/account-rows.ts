import type { AccountSummaryLine, BudgetOnRow } from "@paygpa/contract";

/**
 * One row of the dashboard's account tables: the BFF's summary line (with billing's budget when the
 * account is on budget billing), or, when that account's call failed, the account id with the
 * message to show in its place.
 */
export type AccountRow =
  | { status: "loaded"; accountId: string; line: AccountSummaryLine; budget: BudgetOnRow | null }
  | { status: "failed"; accountId: string; serviceLocation: string; message: string };

export function isCashOnly(row: AccountRow): boolean {
  return row.status === "loaded" && row.line.cashOnlyFlag === "Y";
}
