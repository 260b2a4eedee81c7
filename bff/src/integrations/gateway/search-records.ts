/**
 * The Transaction Search and Reporting API's CSV answer (`Accept: text/search-v3+csv`) read into the
 * relay response's field names (`WireFields`), which `wire-mapping.ts` reads into the port's records. The
 * columns are read by the names the public material gives them (Fiserv's "Payeezy migration:
 * Reporting", Search APIs, "Response Elements": Tag, Cardholder Name, Card Number, Expiry, Card
 * Type, Amount, Transaction Type, Status, Auth No, Time, Ref Num, Cust. Ref Num, Reference 3,
 * Account Name, Merchant Name, Merchant Code, Terminal Name, Gateway), by name and not by place,
 * and, when the answer has them, "Currency", "Bank Resp Code" and "ETG Resp Code" (named as RPM's
 * search export names them; unverified for the API's CSV). No column gives the bank's or the
 * gateway's message text: it is the published text of the code (./response-codes.ts). A record is
 * kept only when it has a tag and an amount; the search's substring matches are filtered to exact
 * ones by the adapter, not here.
 */
import { instantOfGatewayDateTime } from "./gateway-time";
import { BANK_MESSAGES, EXACT_MESSAGES } from "./response-codes";
import type { WireFields } from "./wire-mapping";

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records.filter((row) => row.some((value) => value !== ""));
}

/**
 * The "Transaction Type" column's names, as e4 transaction type codes ("Transaction Types
 * Available"; Payeezy's published list, payeezy/payeezy_android `TransactionTypeConstants.java`:
 * 00 Purchase, 01 Pre-Authorization, 02 Pre-Authorization Completion, 03 Forced Post, 04 Refund,
 * 05 Pre-Authorization Only, 13 Void, 32 Tagged Pre-Authorization Completion, 33 Tagged Void,
 * 34 Tagged Refund; Fiserv's "Payeezy migration: Core Components" calls 13 "Open Void"). Purchase, Pre-Authorization, Refund, Tagged Completion, Tagged
 * Void and Tagged Refund are the names published search clients compare against; the others are
 * the manuals' names of the types, unconfirmed as the column writes them.
 */
const TYPE_CODES: Record<string, string> = {
  Purchase: "00",
  "Pre-Authorization": "01",
  "Pre-Authorization Completion": "02",
  "Forced Post": "03",
  Refund: "04",
  "Pre-Authorization Only": "05",
  Void: "13",
  "Open Void": "13",
  "Tagged Completion": "32",
  "Tagged Pre-Authorization Completion": "32",
  "Tagged Void": "33",
  "Tagged Refund": "34",
};

/** "12.3", "12.30", "$12.30" and "1,012.30" all as "12.30" / "1012.30"; "" when not an amount. */
function amountText(value: string): string {
  const plain = value.replace(/[$,\s]/g, "");
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain).toFixed(2) : "";
}

/**
 * The bank's message: the published text of the row's "Bank Resp Code". An answer without that
 * column at all (unverified whether the API's CSV has it, decision 026) reads an approved row as
 * "Approved", the gateway's own status: the result page shows an approval only on that text
 * (spec 002 §2 "Payment result page", §4), and a customer must never see a refusal for an
 * approved payment.
 */
function bankMessageOf(row: Record<string, string>, code: string, approved: boolean): string {
  if (!("Bank Resp Code" in row)) return approved ? "Approved" : "";
  return BANK_MESSAGES[code] ?? "";
}

/**
 * One CSV row in the relay response's field names. `Original_Transaction_Tag` comes from "Reference 3",
 * where the BFF writes the original's tag on every tagged return it makes (gge4-adapter.ts).
 */
export function searchRecordOf(row: Record<string, string>, timeZone: string): WireFields | null {
  const tag = (row.Tag ?? "").trim();
  const amount = amountText(row.Amount ?? "");
  if (!/^\d{1,12}$/.test(tag) || amount === "") return null;
  const status = (row.Status ?? "").trim().toLowerCase();
  const approved = status === "approved";
  const error = status === "error";
  const typeName = (row["Transaction Type"] ?? "").trim();
  const type = TYPE_CODES[typeName] ?? typeName;
  const time = instantOfGatewayDateTime(row.Time ?? "", timeZone);
  const bankCode = (row["Bank Resp Code"] ?? "").trim();
  const exactCode = (row["ETG Resp Code"] ?? "").trim();
  return {
    Transaction_Tag: tag,
    x_trans_id: tag,
    Transaction_Type: type,
    Transaction_Approved: approved ? "YES" : "NO",
    Transaction_Error: error ? "true" : "false",
    x_response_code: approved ? "1" : error ? "3" : "2",
    x_invoice_num: row["Ref Num"] ?? "",
    Reference_No: row["Ref Num"] ?? "",
    Customer_Ref: row["Cust. Ref Num"] ?? "",
    x_amount: amount,
    DollarAmount: amount,
    Authorization_Num: row["Auth No"] ?? "",
    x_auth_code: row["Auth No"] ?? "",
    Card_Number: row["Card Number"] ?? "",
    CardHoldersName: row["Cardholder Name"] ?? "",
    TransactionCardType: row["Card Type"] ?? "",
    Currency: row.Currency ?? "",
    Bank_Resp_Code: bankCode,
    Bank_Message: bankMessageOf(row, bankCode, approved),
    EXact_Resp_Code: exactCode,
    EXact_Message: EXACT_MESSAGES[exactCode] ?? "",
    Gateway_ID: row.Gateway ?? "",
    Original_Transaction_Tag: type === "33" || type === "34" ? (row["Reference 3"] ?? "").trim() : "",
    Transaction_Time: time ? time.toISOString() : "",
  };
}

/** Every record of a search-v3 CSV answer (its first line names the columns). */
export function searchRecordsOf(csv: string, timeZone: string): WireFields[] {
  const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
  if (!header) return [];
  const names = header.map((name) => name.trim());
  const records: WireFields[] = [];
  for (const row of rows) {
    const record = searchRecordOf(Object.fromEntries(names.map((name, i) => [name, row[i] ?? ""])), timeZone);
    if (record) records.push(record);
  }
  return records;
}

/** The paging of the `Search-CSV` response header ("rows: 100, total: 250, offset: 0"). */
export function searchPaging(header: string | null): { rows: number; total: number; offset: number } | null {
  if (!header) return null;
  const value = (name: string) => {
    const match = new RegExp(`${name}\\s*[:=]\\s*(\\d+)`, "i").exec(header);
    return match?.[1] === undefined ? null : Number(match[1]);
  };
  const rows = value("rows");
  const total = value("total");
  const offset = value("offset");
  return rows === null || total === null || offset === null ? null : { rows, total, offset };
}
