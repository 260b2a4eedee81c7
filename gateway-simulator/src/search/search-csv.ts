/**
 * The Search API's CSV answer (`Accept: text/search-v3+csv`): one header line, one line per
 * transaction. Fields are quoted when they hold a comma, a quote or a line break.
 *
 * The columns, their spelling and their order are those the public material gives for the Payeezy
 * Gateway search: Fiserv's "Payeezy migration: Reporting" page (Search APIs, "Response Elements":
 * Tag, Cardholder Name, Card Number, Expiry, Card Type, Amount, Transaction Type, Status, Auth No,
 * Time, Ref Num, Cust. Ref Num, Reference 3, Account Name, Merchant Name, Merchant Code, Terminal
 * Name, Gateway), read in that order, by index, by published merchant clients of
 * `/transaction/search` (and by name "Tag", "Auth No", "Cust. Ref Num", "Reference 3").
 * After them the simulator writes "Currency", "Bank Resp Code" and "ETG Resp Code", named as RPM's
 * own search export names them (a published import of that export reads them): whether the API's
 * search-v3 CSV carries them is unverified (README, "unverified"); no public material shows a
 * column with the bank's or the gateway's message text, so the CSV has none.
 */
import type { GatewayMerchant } from "@paygpa/fixtures";
import { formatAmount } from "../protocol/money";
import type { GatewayTransaction, TransactionType } from "../protocol/transaction";
import { reportTimeText } from "./gateway-time";

/** The search-v3 columns, in the gateway's order and spelling. */
export const SEARCH_COLUMNS = [
  "Tag",
  "Cardholder Name",
  "Card Number",
  "Expiry",
  "Card Type",
  "Amount",
  "Transaction Type",
  "Status",
  "Auth No",
  "Time",
  "Ref Num",
  "Cust. Ref Num",
  "Reference 3",
  "Account Name",
  "Merchant Name",
  "Merchant Code",
  "Terminal Name",
  "Gateway",
  "Currency",
  "Bank Resp Code",
  "ETG Resp Code",
] as const;
export type SearchColumn = (typeof SEARCH_COLUMNS)[number];

/**
 * Transaction types as the "Transaction Type" column names them. Purchase, Pre-Authorization,
 * Refund, Tagged Completion, Tagged Void and Tagged Refund are the names published merchant clients
 * of the search compare against; the names of 02, 05 and 13 are not in any public material found
 * (gateway-simulator/README.md, "unverified").
 */
export const SEARCH_TYPE_NAMES: Record<TransactionType, string> = {
  "00": "Purchase",
  "01": "Pre-Authorization",
  "02": "Pre-Authorization Completion",
  "04": "Refund",
  "05": "Pre-Authorization Only",
  "13": "Void",
  "32": "Tagged Completion",
  "33": "Tagged Void",
  "34": "Tagged Refund",
};

/**
 * "Approved", "Declined" (the bank refused) or "Error" (the gateway refused, no bank answer): the
 * "Status" column (Payeezy migration: Reporting, "Status - Status of the transaction (Approved,
 * Declined, Error)"); the search's `status` parameter takes their initials A, D, E.
 */
export function statusOf(transaction: GatewayTransaction): "Approved" | "Declined" | "Error" {
  if (transaction.approved) return "Approved";
  return transaction.error ? "Error" : "Declined";
}

/** Who the rows belong to: the merchant account and the terminal behind every page. */
export interface SearchAccount {
  merchant: GatewayMerchant;
  gatewayId: string;
  timeZone: string;
}

export function searchRowOf(
  transaction: GatewayTransaction,
  account: SearchAccount,
): Record<SearchColumn, string> {
  return {
    Tag: String(transaction.transactionTag),
    "Cardholder Name": transaction.cardholderName,
    "Card Number": transaction.maskedCardNumber,
    Expiry: transaction.expiry,
    "Card Type": transaction.cardType,
    Amount: formatAmount(transaction.amountCents),
    "Transaction Type": SEARCH_TYPE_NAMES[transaction.transactionType],
    Status: statusOf(transaction),
    "Auth No": transaction.authorizationNum,
    // "Transaction Time (in the Terminal Time Zone)", MM/DD/YYYY HH:MM:SS as published clients parse it.
    Time: reportTimeText(new Date(transaction.createdAt), account.timeZone),
    "Ref Num": transaction.invoice,
    "Cust. Ref Num": transaction.customerRef,
    "Reference 3": transaction.reference3,
    // The merchant account's, merchant's and terminal's names: GPA has one of each, named alike.
    "Account Name": account.merchant.name,
    "Merchant Name": account.merchant.name,
    // No public example shows a merchant code's form; the fixtures give none.
    "Merchant Code": "",
    "Terminal Name": account.merchant.name,
    // "Gateway - Terminal Gateway ID": the terminal behind every page and the direct API.
    Gateway: account.gatewayId,
    Currency: transaction.currency,
    "Bank Resp Code": transaction.bankRespCode,
    "ETG Resp Code": transaction.exactRespCode,
  };
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function searchCsv(rows: readonly Record<SearchColumn, string>[]): string {
  const lines = [SEARCH_COLUMNS.map(csvField).join(",")];
  for (const row of rows) lines.push(SEARCH_COLUMNS.map((column) => csvField(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
