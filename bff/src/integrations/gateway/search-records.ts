/**
 * The Transaction Search and Reporting API's CSV answer (`Accept: text/search-v3+csv`) read into the
 * records the features settle from (`LookupRecord`, in the relay response's field names). The CSV's
 * columns are named as the gateway names them (Transaction Search and Reporting API, "Response");
 * a record is kept only when it has a transaction tag and an amount, and the search's substring
 * matches are filtered to exact ones by the adapter, not here.
 */
import type { LookupRecord } from "./e4-answers";
import { instantOfGatewayDateTime } from "./gateway-time";

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

/** The "Transaction Type" column's names, as e4 transaction type codes (Transaction Types). */
const TYPE_CODES: Record<string, string> = {
  Purchase: "00",
  "Pre-Authorization": "01",
  "Forced Post": "02",
  "Pre-Authorization Only": "05",
  Refund: "04",
  Void: "13",
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
 * One CSV row as the record the features read. `Original_Transaction_Tag` comes from "Reference 3",
 * where the BFF writes the original's tag on every tagged return it makes (gge4-adapter.ts).
 */
export function searchRecordOf(row: Record<string, string>, timeZone: string): LookupRecord | null {
  const tag = (row["Transaction Tag"] ?? row.Tag ?? "").trim();
  const amount = amountText(row.Amount ?? "");
  if (!/^\d{1,12}$/.test(tag) || amount === "") return null;
  const status = (row.Status ?? "").trim().toLowerCase();
  const approved = status === "approved";
  const error = status === "error";
  const typeName = (row["Transaction Type"] ?? "").trim();
  const type = TYPE_CODES[typeName] ?? typeName;
  const time = instantOfGatewayDateTime(row.Time ?? "", timeZone);
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
    Currency: row.Currency ?? "",
    Authorization_Num: row["Auth No"] ?? "",
    x_auth_code: row["Auth No"] ?? "",
    Card_Number: row["Card Number"] ?? "",
    CardHoldersName: row["Cardholder Name"] ?? "",
    TransactionCardType: row["Card Type"] ?? "",
    Bank_Resp_Code: row["Bank Resp Code"] ?? "",
    Bank_Message: row["Bank Message"] ?? "",
    EXact_Resp_Code: row["EXact Resp Code"] ?? "",
    EXact_Message: row["EXact Message"] ?? "",
    Gateway_ID: row["Gateway ID"] ?? "",
    Original_Transaction_Tag: type === "33" || type === "34" ? (row["Reference 3"] ?? "").trim() : "",
    Transaction_Time: time ? time.toISOString() : "",
  };
}

/** Every record of a search-v3 CSV answer (its first line names the columns). */
export function searchRecordsOf(csv: string, timeZone: string): LookupRecord[] {
  const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
  if (!header) return [];
  const names = header.map((name) => name.trim());
  const records: LookupRecord[] = [];
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
