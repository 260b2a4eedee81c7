/**
 * Each account's one service point, its interval meter and the meter's kWh channel (a measuring
 * component), with ids derived from the account number so they stay the same across resets and
 * downloads (decision 042): the service point is the account number's digits reversed (10 digits,
 * as Oracle's service point ids), the device `D` + the account number, the measuring component `06`
 * + the account number (Oracle's measuring component ids are 12 digits).
 */
import type { Account } from "@paygpa/fixtures";
import type { CcbStore } from "../store";
import type { AccountUsageRecords } from "./interval-reads";

const reversed = (digits: string) => [...digits].reverse().join("");
export const servicePointIdOf = (accountId: string) => reversed(accountId);
export const deviceIdOf = (accountId: string) => `D${accountId}`;
export const measuringComponentIdOf = (accountId: string) => `06${accountId}`;

/** The account a measuring component id belongs to, if it names one. */
export function accountOfMeasuringComponent(store: CcbStore, id: string): Account | undefined {
  return /^06\d{10}$/.test(id) ? store.account(id.slice(2)) : undefined;
}

/** The account a service point id belongs to. */
export function accountOfServicePoint(store: CcbStore, id: string): Account | undefined {
  return /^\d{10}$/.test(id) ? store.account(reversed(id)) : undefined;
}

/** What the account's reads are worked out from, read from the store now. */
export function usageRecords(store: CcbStore, account: Account): AccountUsageRecords {
  return {
    account,
    bills: store.bills(account.AccountID),
    consumption: store.consumption(account.AccountID),
    dailyUsage: store.dailyUsage(account.AccountID),
    billDay: store.cycle.billDay(account),
    billed: account.kind === "postpaid" && store.cycle.electricOf(account.AccountID) !== undefined,
    edits: store.usageEdits(account.AccountID),
  };
}
