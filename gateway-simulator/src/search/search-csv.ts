/**
 * The Search API's CSV answer (`Accept: text/search-v3+csv`): one header line, one line per
 * transaction, the columns named as the gateway names them (Transaction Search and Reporting API,
 * "Response": search-v3 CSV). Fields are quoted when they hold a comma, a quote or a line break.
 */
import { formatAmount } from "../protocol/money";
import type { GatewayTransaction, TransactionType } from "../protocol/transaction";
import { zonedText } from "./gateway-time";

/** The search-v3 columns, in the gateway's order and spelling. */
export const SEARCH_COLUMNS = [
  "Transaction Tag",
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
  "Gateway ID",
  "Currency",
  "Bank Resp Code",
  "Bank Message",
  "EXact Resp Code",
  "EXact Message",
] as const;
export type SearchColumn = (typeof SEARCH_COLUMNS)[number];

/** Transaction types as the Search API's "Transaction Type" column names them (Transaction Types). */
export const SEARCH_TYPE_NAMES: Record<TransactionType, string> = {
  "00": "Purchase",
  "01": "Pre-Authorization",
  "04": "Refund",
  "05": "Pre-Authorization Only",
  "13": "Void",
  "32": "Tagged Completion",
  "33": "Tagged Void",
  "34": "Tagged Refund",
};

/** "Approved", "Declined" (the bank refused) or "Error" (the gateway refused, no bank answer). */
export function statusOf(transaction: GatewayTransaction): string {
  if (transaction.approved) return "Approved";
  return transaction.error ? "Error" : "Declined";
}

export function searchRowOf(
  transaction: GatewayTransaction,
  gatewayId: string,
  timeZone: string,
): Record<SearchColumn, string> {
  return {
    "Transaction Tag": String(transaction.transactionTag),
    "Cardholder Name": transaction.cardholderName,
    "Card Number": transaction.maskedCardNumber,
    Expiry: transaction.expiry,
    "Card Type": transaction.cardType,
    Amount: formatAmount(transaction.amountCents),
    "Transaction Type": SEARCH_TYPE_NAMES[transaction.transactionType],
    Status: statusOf(transaction),
    "Auth No": transaction.authorizationNum,
    Time: zonedText(new Date(transaction.createdAt), timeZone),
    "Ref Num": transaction.invoice,
    "Cust. Ref Num": transaction.customerRef,
    "Reference 3": transaction.reference3,
    "Gateway ID": gatewayId,
    Currency: transaction.currency,
    "Bank Resp Code": transaction.bankRespCode,
    "Bank Message": transaction.bankMessage,
    "EXact Resp Code": transaction.exactRespCode,
    "EXact Message": transaction.exactMessage,
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
