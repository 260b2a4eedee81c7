/**
 * The Transaction Search and Reporting API as a merchant's reporting client meets it: each rule
 * checked against the manual's section it comes from (Transaction Search and Reporting API).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SEARCH_COLUMNS, SEARCH_PAGE_ROWS } from "../src/index";
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

describe("Transaction Search and Reporting API", () => {
  it("answers search-v3 CSV with the gateway's column names, today by default ('Search Parameters')", async () => {
    await payOnHostedPage(gateway, { invoice: "100777", amount: "42.10" });
    const response = await searchTransactions(gateway);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/search-v3+csv");
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe(SEARCH_COLUMNS.join(","));
    const [row, ...others] = csvRows(text);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      "Ref Num": "100777",
      Amount: "42.10",
      "Transaction Type": "Purchase",
      Status: "Approved",
      "Card Number": "############1111",
      "Gateway ID": TERMINAL.gatewayId,
      // The gateway's clock is 2025-11-21T00:00Z: 10:00 in the account's time zone (Guam).
      Time: "2025-11-21 10:00:00",
    });
    expect(row?.["Transaction Tag"]).toMatch(/^\d+$/);
    expect(response.headers.get("search-csv")).toBe("rows: 1, total: 1, offset: 0");
  });

  it("searches one field by substring: tag, refno, custref, cardholder, cardno ('Search Parameters')", async () => {
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

  it("pages with offset, the paging in the Search-CSV header ('Paging')", async () => {
    for (let index = 0; index < SEARCH_PAGE_ROWS + 5; index++) {
      await callTransactionApi(gateway, purchase({ reference_no: String(500_000 + index) }));
    }
    const first = await searchTransactions(gateway);
    expect(csvRows(await first.text())).toHaveLength(SEARCH_PAGE_ROWS);
    expect(first.headers.get("search-csv")).toBe(`rows: ${SEARCH_PAGE_ROWS}, total: 105, offset: 0`);
    const second = await searchTransactions(gateway, { offset: String(SEARCH_PAGE_ROWS) });
    expect(csvRows(await second.text()).map((row) => row["Ref Num"])).toEqual([
      "500100",
      "500101",
      "500102",
      "500103",
      "500104",
    ]);
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
