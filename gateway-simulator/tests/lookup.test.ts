import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { relayResponseHash, type TransactionLookupRecord } from "../src/index";
import {
  callTransactionApi,
  control,
  type Gateway,
  jsonOf,
  lookup,
  payOnHostedPage,
  purchase,
  RESIDENTIAL,
  startGateway,
} from "./helpers";

type Lookup = { transactions: TransactionLookupRecord[] };

let gateway: Gateway;

beforeEach(async () => {
  gateway = await startGateway();
});

afterEach(async () => {
  await gateway.close();
});

describe("the control API's transaction lookup (not a GGE4 call)", () => {
  it("finds a hosted-page payment whose relay was dropped, by invoice and by tag", async () => {
    await control(gateway, "POST", "/drop-next-relay");
    const response = await payOnHostedPage(gateway, { invoice: "100777", amount: "42.10" });
    expect(response.status).toBe(303);
    expect(gateway.relay.received).toHaveLength(0);
    expect(gateway.store.outbox[0]).toMatchObject({ status: "dropped", invoice: "100777" });

    const byInvoice = await lookup(gateway, "/transactions?invoice=100777");
    expect(byInvoice.status).toBe(200);
    const { transactions } = await jsonOf<Lookup>(byInvoice);
    expect(transactions).toHaveLength(1);
    const found = transactions[0]!;
    expect(found).toMatchObject({
      x_invoice_num: "100777",
      x_amount: "42.10",
      x_response_code: "1",
      Transaction_Approved: "YES",
      Bank_Message: "Approved",
      Card_Number: "############1111",
      Transaction_Source: "hosted-page",
    });
    expect(found.x_MD5_Hash).toBe(
      relayResponseHash(RESIDENTIAL.responseKey, RESIDENTIAL.login, found.x_trans_id, "42.10"),
    );
    expect(found.exact_ctr).toContain("TRANS. REF.     : 100777");

    const byTag = await lookup(gateway, `/transactions/${found.Transaction_Tag}`);
    expect(byTag.status).toBe(200);
    expect(await byTag.json()).toMatchObject({
      Transaction_Tag: found.Transaction_Tag,
      x_invoice_num: "100777",
    });
  });

  it("sends the next relay again after a dropped one", async () => {
    await control(gateway, "POST", "/drop-next-relay");
    await payOnHostedPage(gateway, { invoice: "1" });
    await payOnHostedPage(gateway, { invoice: "2" });
    expect(gateway.relay.received.map((relay) => relay.fields.x_invoice_num)).toEqual(["2"]);
  });

  it("lists every attempt for an invoice, declines included", async () => {
    await payOnHostedPage(gateway, { invoice: "100888" }, { cardNumber: "4000000000000002" });
    await payOnHostedPage(gateway, { invoice: "100888" });
    const { transactions } = await jsonOf<Lookup>(await lookup(gateway, "/transactions?invoice=100888"));
    expect(transactions.map((found) => found.Transaction_Approved)).toEqual(["NO", "YES"]);
  });

  it("finds direct API transactions by their reference_no", async () => {
    await callTransactionApi(gateway, purchase({ reference_no: "300001" }));
    const { transactions } = await jsonOf<Lookup>(await lookup(gateway, "/transactions?invoice=300001"));
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      Transaction_Source: "api",
      x_MD5_Hash: "",
      Customer_Ref: "PHONEDIN",
    });
  });

  it("answers an empty list for an unknown invoice and 404 for an unknown tag", async () => {
    expect(await (await lookup(gateway, "/transactions?invoice=999")).json()).toEqual({ transactions: [] });
    expect((await lookup(gateway, "/transactions/123456789")).status).toBe(404);
  });

  it("requires the invoice query parameter", async () => {
    expect((await lookup(gateway, "/transactions")).status).toBe(400);
  });

  it("is the control API's only: no /transactions on the public API, the control token required", async () => {
    expect((await fetch(`${gateway.url}/transactions?invoice=1`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/__control/lookup/transactions?invoice=1`)).status).toBe(401);
  });
});

describe("transaction lookup by date range (reconciliation of a day)", () => {
  it("lists the transactions processed from start_date up to end_date, and refuses a malformed range", async () => {
    await payOnHostedPage(gateway, { invoice: "100901" });
    await payOnHostedPage(gateway, { invoice: "100902" }, { cardNumber: "4000000000000002" });
    const now = Date.now();
    const range = (from: number, to: number) =>
      `/transactions?start_date=${new Date(from).toISOString()}&end_date=${new Date(to).toISOString()}`;
    const everything = await jsonOf<Lookup>(await lookup(gateway, range(0, now + 365 * 86_400_000 * 10)));
    expect(everything.transactions.map((found) => found.x_invoice_num)).toEqual(["100901", "100902"]);
    const before = await jsonOf<Lookup>(await lookup(gateway, range(0, 1000)));
    expect(before.transactions).toEqual([]);
    const malformed = await lookup(gateway, "/transactions?start_date=yesterday&end_date=today");
    expect(malformed.status).toBe(400);
  });
});
