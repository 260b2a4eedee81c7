/**
 * The Transaction Search and Reporting API as a merchant's reporting client meets it: each rule
 * checked against the public material it comes from — Payeezy's support article 203731129 "First
 * Data Payeezy Gateway Search and Reporting API" ("Parameters"), Fiserv's "Payeezy migration:
 * Reporting" (Search APIs, "Response Elements") and published clients of `/transaction/search`.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveConfig, SEARCH_COLUMNS } from "../src/index";
import {
  callTransactionApi,
  csvRows,
  type Gateway,
  payOnHostedPage,
  purchase,
  searchTransactions,
  startGateway,
  TERMINAL,
} from "./helpers";

let gateway: Gateway;

beforeEach(async () => {
  gateway = await startGateway();
});

afterEach(async () => {
  await gateway.close();
});

/**
 * The published column order ("Response Elements"), written out so that a changed constant fails,
 * then the three columns named as RPM's search export names them (unverified for the API).
 */
const PUBLISHED_COLUMNS =
  "Tag,Cardholder Name,Card Number,Expiry,Card Type,Amount,Transaction Type,Status,Auth No,Time," +
  "Ref Num,Cust. Ref Num,Reference 3,Account Name,Merchant Name,Merchant Code,Terminal Name,Gateway," +
  "Currency,Bank Resp Code,ETG Resp Code";

describe("Transaction Search and Reporting API", () => {
  it("answers search-v3 CSV with the published columns in their order, today by default", async () => {
    await payOnHostedPage(gateway, { invoice: "100777", amount: "42.10" });
    const response = await searchTransactions(gateway);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/search-v3+csv");
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe(PUBLISHED_COLUMNS);
    expect(SEARCH_COLUMNS.join(",")).toBe(PUBLISHED_COLUMNS);
    const [row, ...others] = csvRows(text);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      "Ref Num": "100777",
      Amount: "42.10",
      "Transaction Type": "Purchase",
      Status: "Approved",
      "Card Number": "############1111",
      // "Gateway - Terminal Gateway ID"
      Gateway: TERMINAL.gatewayId,
      Currency: "USD",
      "Bank Resp Code": "100",
      "ETG Resp Code": "00",
      // "Transaction Time (in the Terminal Time Zone)", as clients parse it (m/d/Y H:i:s): the
      // gateway's clock is 2025-11-21T00:00Z, 10:00 in the account's time zone (Guam).
      Time: "11/21/2025 10:00:00",
    });
    expect(row?.Tag).toMatch(/^\d+$/);
    expect(response.headers.get("search-csv")).toBe("rows: 1, total: 1, offset: 0");
  });

  it("searches one field by substring: tag, refno, custref, cardholder, cardno ('search_field')", async () => {
    await payOnHostedPage(gateway, { invoice: "100901" });
    await callTransactionApi(gateway, purchase({ reference_no: "1009015", customer_ref: "PHONEDIN" }));
    const refs = async (query: Record<string, string>) =>
      csvRows(await (await searchTransactions(gateway, query)).text()).map((row) => row["Ref Num"]);
    // A substring: the adapter, not the gateway, keeps exact matches.
    expect(await refs({ search_field: "refno", search: "100901" })).toEqual(["100901", "1009015"]);
    expect(await refs({ search_field: "custref", search: "phonedin" })).toEqual(["1009015"]);
    expect(await refs({ search_field: "cardholder", search: "JOSE" })).toEqual(["1009015"]);
    expect(await refs({ search_field: "cardno", search: "1111" })).toEqual(["100901", "1009015"]);
    const tag = String(gateway.store.transactions[1]?.transactionTag);
    expect(await refs({ search_field: "tag", search: tag })).toEqual(["1009015"]);
    expect((await searchTransactions(gateway, { search_field: "amount", search: "1" })).status).toBe(400);
  });

  it("searches cardholder, refno and custref when no search_field is given, never tag or card number", async () => {
    await callTransactionApi(gateway, purchase({ reference_no: "300001", customer_ref: "ONLINE" }));
    const tag = String(gateway.store.transactions[0]?.transactionTag);
    const count = async (search: string) =>
      csvRows(await (await searchTransactions(gateway, { search })).text()).length;
    expect(await count("santos")).toBe(1);
    expect(await count("300001")).toBe(1);
    expect(await count("online")).toBe(1);
    expect(await count(tag)).toBe(0);
    expect(await count("1111")).toBe(0);
  });

  it("filters by status (A, D, E), amount_from / amount_to and terminal", async () => {
    await callTransactionApi(gateway, purchase({ reference_no: "1", amount: "10.00" }));
    await callTransactionApi(gateway, purchase({ reference_no: "2", cc_number: "4000000000000002" }));
    await callTransactionApi(gateway, purchase({ reference_no: "3", cc_expiry: "0101" }));
    const refs = async (query: Record<string, string>) =>
      csvRows(await (await searchTransactions(gateway, query)).text()).map((row) => row["Ref Num"]);
    expect(await refs({ status: "A" })).toEqual(["1"]);
    expect(await refs({ status: "D" })).toEqual(["2"]);
    expect(await refs({ status: "E" })).toEqual(["3"]);
    expect(await refs({ amount_from: "20", amount_to: "100" })).toEqual(["2", "3"]);
    expect(await refs({ amount_to: "10.00" })).toEqual(["1"]);
    expect(await refs({ terminal: TERMINAL.gatewayId })).toEqual(["1", "2", "3"]);
    expect(await refs({ terminal: "AD0009-01" })).toEqual([]);
    expect((await searchTransactions(gateway, { status: "X" })).status).toBe(400);
    expect((await searchTransactions(gateway, { amount_from: "ten" })).status).toBe(400);
  });

  it("takes start_date and end_date in the account's time zone, both inclusive ('Search Parameters')", async () => {
    await payOnHostedPage(gateway, { invoice: "1" });
    const count = async (query: Record<string, string>) =>
      csvRows(await (await searchTransactions(gateway, query)).text()).length;
    expect(await count({ start_date: "2025-11-21 10:00:00", end_date: "2025-11-21 10:00:00" })).toBe(1);
    expect(await count({ start_date: "2025-11-21 10:00:01", end_date: "2025-11-21 23:59:59" })).toBe(0);
    expect(await count({ start_date: "2025-11-20", end_date: "2025-11-20" })).toBe(0);
    expect(await count({ start_date: "2025-11-20", end_date: "2025-11-21" })).toBe(1);
    expect((await searchTransactions(gateway, { start_date: "2025-11-21T00:00:00Z" })).status).toBe(400);
  });

  it("pages with offset, the paging in the Search-CSV header ('offset')", async () => {
    // The gateway answers 10,000 rows at most ("a limit of 10k rows"); this gateway pages by 100.
    expect(resolveConfig({}).searchPageRows).toBe(10_000);
    await gateway.close();
    gateway = await startGateway({ searchPageRows: 100 });
    for (let index = 0; index < 105; index++) {
      await callTransactionApi(gateway, purchase({ reference_no: String(500_000 + index) }));
    }
    const first = await searchTransactions(gateway);
    expect(csvRows(await first.text())).toHaveLength(100);
    expect(first.headers.get("search-csv")).toBe("rows: 100, total: 105, offset: 0");
    // "So at 5, it would skip rows 0 through 4."
    const second = await searchTransactions(gateway, { offset: "100" });
    expect(csvRows(await second.text()).map((row) => row["Ref Num"])).toEqual([
      "500100",
      "500101",
      "500102",
      "500103",
      "500104",
    ]);
    expect(second.headers.get("search-csv")).toBe("rows: 5, total: 105, offset: 100");
  });

  it("names refunds, declines and errors as the report does, with the merchant's Reference 3", async () => {
    const answer = (await (await callTransactionApi(gateway, purchase({ reference_no: "700" }))).json()) as {
      transaction_tag: number;
      authorization_num: string;
    };
    await callTransactionApi(gateway, {
      gateway_id: TERMINAL.gatewayId,
      password: TERMINAL.password,
      transaction_type: "34",
      transaction_tag: answer.transaction_tag,
      authorization_num: answer.authorization_num,
      amount: "10.00",
      reference_3: String(answer.transaction_tag),
    });
    await callTransactionApi(gateway, purchase({ reference_no: "701", cc_number: "4000000000000002" }));
    const rows = csvRows(await (await searchTransactions(gateway)).text());
    expect(rows.map((row) => [row["Ref Num"], row["Transaction Type"], row.Status])).toEqual([
      ["700", "Purchase", "Approved"],
      ["700", "Tagged Refund", "Approved"],
      ["701", "Purchase", "Declined"],
    ]);
    expect(rows[1]?.["Reference 3"]).toBe(String(answer.transaction_tag));
  });

  it("takes only the reporting user's HTTP Basic credentials, never the terminal's ('Authentication')", async () => {
    expect((await searchTransactions(gateway, {}, { password: "wrong" })).status).toBe(401);
    const terminal = { username: TERMINAL.gatewayId, password: TERMINAL.password };
    expect((await searchTransactions(gateway, {}, terminal)).status).toBe(401);
    expect((await fetch(`${gateway.url}/transaction/search`)).status).toBe(401);
  });

  it("answers CSV only to a client that asks for text/search-v3+csv", async () => {
    expect((await searchTransactions(gateway, {}, { accept: "application/json" })).status).toBe(406);
  });
});

describe("GET /transaction/report, the standard reports (Activity, Closed Batches, Pending Batches, Declined)", () => {
  const report = (query: Record<string, string>, options: { password?: string } = {}) =>
    searchTransactions(gateway, query, { ...options, path: "/transaction/report" });

  it("answers each report in CSV to the reporting user, for the dates asked (today by default)", async () => {
    await callTransactionApi(gateway, purchase({ reference_no: "1" }));
    await callTransactionApi(gateway, purchase({ reference_no: "2", cc_number: "4000000000000002" }));
    await callTransactionApi(gateway, purchase({ reference_no: "3", cc_expiry: "0101" }));
    const refs = async (query: Record<string, string>) => {
      const response = await report(query);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/search-v3+csv");
      const text = await response.text();
      expect(text.split("\r\n")[0]).toBe(PUBLISHED_COLUMNS);
      return csvRows(text).map((row) => row["Ref Num"]);
    };
    expect(await refs({ report: "activity" })).toEqual(["1", "2", "3"]);
    expect(await refs({ report: "declined" })).toEqual(["2"]);
    // The simulator never settles: every approval waits in the open batch, no batch is closed.
    expect(await refs({ report: "pending_batches" })).toEqual(["1"]);
    expect(await refs({ report: "closed_batches" })).toEqual([]);
    expect(await refs({ report: "activity", start_date: "2025-11-20", end_date: "2025-11-20" })).toEqual([]);
  });

  it("takes the search's credentials and refuses an unknown report", async () => {
    expect((await report({ report: "activity" }, { password: "wrong" })).status).toBe(401);
    expect((await report({})).status).toBe(400);
    expect((await report({ report: "settlement" })).status).toBe(400);
    expect((await report({ report: "activity", start_date: "yesterday" })).status).toBe(400);
  });
});
