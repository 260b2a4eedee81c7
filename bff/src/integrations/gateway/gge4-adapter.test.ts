/**
 * The GGE4 adapter against recorded-style answers of the real gateway: the direct API's answer with
 * its numbers written as numbers or as text, and the Search API's CSV (column names, quoting,
 * substring matches, paging), each read as the gateway writes it.
 */
import { describe, expect, it } from "vitest";
import { messages } from "@paygpa/contract";
import { GATEWAY_REPORTING_USER } from "@paygpa/fixtures";
import { demoDefaults } from "../../demo";
import { manualClock } from "@paygpa/simulator-kit";
import { loadPaymentsConfig } from "../../platform/payments.config";
import type { Logger } from "../../platform/http/logger";
import { isFailure } from "../../platform/failures";
import { GatewayDidNotProcess } from "./gateway-errors";
import { gge4Adapter } from "./gge4-adapter";

/** 2025-11-21 10:00 in Guam. */
const NOW = new Date("2025-11-21T00:00:00Z");

function clientAnswering(answer: (request: Request) => Response) {
  const errors: string[] = [];
  const requests: Request[] = [];
  const logger: Logger = { info() {}, error: (message) => errors.push(message) };
  const client = gge4Adapter({
    baseUrl: "http://gateway.test",
    payments: loadPaymentsConfig({}, "test", "http://gateway.test", demoDefaults.payments),
    clock: manualClock(NOW),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return answer(request);
    },
    logger,
  });
  return { client, errors, requests };
}

const purchase = {
  amount: "10.00",
  cardNumber: "4111111111111111",
  expiry: "1230",
  cardholderName: "Maria Cruz",
  cvv: "123",
  zipCode: "96910",
  invoice: "100001",
  channel: "1234567890",
};

/** A JSON answer of the direct API as published captures show it. */
const approvedAnswer = {
  transaction_error: 0,
  transaction_approved: 1,
  exact_resp_code: "00",
  exact_message: "Transaction Normal",
  bank_resp_code: "100",
  bank_message: "Approved",
  sequence_no: "000001",
  transaction_tag: 902006933,
  authorization_num: "ET4653",
  retrieval_ref_no: "4569871",
  cc_number: "############1111",
  cardholder_name: "Maria Cruz",
  credit_card_type: "Visa",
  amount: 10,
  currency_code: "USD",
  reference_no: "100001",
  ctr: "=========== TRANSACTION RECORD ==========",
};

/**
 * The search's columns, in the published order (Fiserv's "Payeezy migration: Reporting"), then the
 * currency and the two response codes as RPM's search export names them.
 */
const HEADER =
  "Tag,Cardholder Name,Card Number,Expiry,Card Type,Amount,Transaction Type,Status,Auth No,Time,Ref Num,Cust. Ref Num,Reference 3,Account Name,Merchant Name,Merchant Code,Terminal Name,Gateway,Currency,Bank Resp Code,ETG Resp Code";
const ACCOUNT = "Guam Power Authority,Guam Power Authority,,Guam Power Authority,GP0671-01";
const APPROVED = `${ACCOUNT},USD,100,00`;

function csvAnswer(lines: string[], paging?: string): Response {
  return new Response(`${[HEADER, ...lines].join("\r\n")}\r\n`, {
    status: 200,
    headers: {
      "content-type": "text/search-v3+csv",
      ...(paging ? { "search-csv": paging } : {}),
    },
  });
}

describe("the direct API's answer, as numbers or as text", () => {
  it.each([
    ["numbers", approvedAnswer],
    [
      "text",
      {
        ...approvedAnswer,
        transaction_error: "0",
        transaction_approved: "1",
        transaction_tag: "902006933",
        amount: "10.00",
      },
    ],
    [
      "the XML answer's true/false",
      { ...approvedAnswer, transaction_error: "false", transaction_approved: "true" },
    ],
  ])("reads an approval written with %s", async (_, body) => {
    const { client } = clientAnswering(() => Response.json(body, { status: 201 }));
    await expect(client.purchase(purchase)).resolves.toMatchObject({
      outcome: "approved",
      approved: true,
      tag: "902006933",
      amount: "10.00",
    });
  });

  it("reads a recorded-style XML <TransactionResult> when set to XML", async () => {
    const errors: string[] = [];
    const client = gge4Adapter({
      baseUrl: "http://gateway.test",
      payments: loadPaymentsConfig(
        { PAYGPA_GATEWAY_API_FORMAT: "xml" },
        "test",
        "http://gateway.test",
        demoDefaults.payments,
      ),
      clock: manualClock(NOW),
      fetch: async () =>
        new Response(
          `<?xml version="1.0" encoding="UTF-8"?>
<TransactionResult><ExactID>GP0671-01</ExactID><Password></Password><Transaction_Type>00</Transaction_Type><DollarAmount>10.0</DollarAmount><Transaction_Tag>902006933</Transaction_Tag><Authorization_Num>ET4653</Authorization_Num><Card_Number>############1111</Card_Number><CardHoldersName>Maria Cruz</CardHoldersName><Reference_No>100001</Reference_No><Currency>USD</Currency><Transaction_Error>false</Transaction_Error><Transaction_Approved>true</Transaction_Approved><EXact_Resp_Code>00</EXact_Resp_Code><EXact_Message>Transaction Normal</EXact_Message><Bank_Resp_Code>100</Bank_Resp_Code><Bank_Message>Approved</Bank_Message><SequenceNo>000001</SequenceNo><Retrieval_Ref_No>4569871</Retrieval_Ref_No><CardType>Visa</CardType><CTR>receipt</CTR></TransactionResult>`,
          { status: 201, headers: { "content-type": "application/xml" } },
        ),
      logger: { info() {}, error: (message) => errors.push(message) },
    });
    await expect(client.purchase(purchase)).resolves.toMatchObject({
      outcome: "approved",
      approved: true,
      tag: "902006933",
      amount: "10.00",
      card: { brand: "Visa", maskedNumber: "############1111", lastFour: "1111", holder: "Maria Cruz" },
      receiptText: "receipt",
    });
    expect(errors).toEqual([]);
  });

  it("a purchase answered with {} is a lost answer: 502 'Server Error. Try again later!' and a logged error", async () => {
    const { client, errors } = clientAnswering(() => Response.json({}, { status: 201 }));
    await expect(client.purchase(purchase)).rejects.toMatchObject({
      kind: "gateway-unavailable",
      code: "GATEWAY_UNAVAILABLE",
      message: messages.serverErrorTryAgain,
    });
    expect(errors).toEqual(["gateway answered malformed"]);
  });

  it("a purchase the gateway refuses with an error status is gateway-refused: nothing was attempted", async () => {
    const { client } = clientAnswering(() => new Response("Unauthorized Request.", { status: 401 }));
    const refused = await client.purchase(purchase).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayDidNotProcess);
    expect(isFailure(refused, "gateway-refused")).toBe(true);
    expect(refused).toMatchObject({ gatewayStatus: 401, code: "GATEWAY_UNAVAILABLE" });
  });

  it("a declined purchase is a result, not an error: declined, with the issuer's reason", async () => {
    const declinedAnswer = {
      ...approvedAnswer,
      transaction_approved: 0,
      bank_resp_code: "302",
      bank_message: "Credit Floor",
      authorization_num: "",
    };
    const { client } = clientAnswering(() => Response.json(declinedAnswer, { status: 201 }));
    await expect(client.purchase(purchase)).resolves.toMatchObject({
      outcome: "declined",
      approved: false,
      reason: "Credit Floor",
      issuerCode: "302",
      token: null,
    });
  });

  it("sends a tagged refund with the purchase's invoice and, in reference_3, its tag", async () => {
    const { client, requests } = clientAnswering(() => Response.json(approvedAnswer, { status: 201 }));
    await client.returnFunds({
      kind: "refund",
      transactionTag: "902006933",
      authorization: "ET4653",
      amount: "10.00",
      invoice: "100001",
    });
    expect(new URL(requests[0]!.url).pathname).toBe("/transaction/v12");
    expect(requests[0]!.headers.get("authorization")).toMatch(/^GGE4_API \d+:/);
    expect(await requests[0]!.json()).toMatchObject({
      transaction_type: "34",
      transaction_tag: 902006933,
      reference_no: "100001",
      reference_3: "902006933",
    });
  });
});

describe("the Transaction Search and Reporting API", () => {
  it("asks as the reporting user for search-v3 CSV by tag, in the account's time zone", async () => {
    const { client, requests } = clientAnswering(() =>
      csvAnswer([
        `902006933,"Cruz, Maria",############1111,1230,Visa,10.00,Purchase,Approved,ET4653,11/21/2025 09:58:12,100001,,,${APPROVED}`,
        `9020069331,Other,############1111,1230,Visa,10.00,Purchase,Approved,ET1,11/21/2025 09:59:00,100009,,,${APPROVED}`,
      ]),
    );
    const record = await client.transactionByTag("902006933", "2025-11-20T23:58:00.000Z");
    const request = requests[0]!;
    const url = new URL(request.url);
    expect(url.pathname).toBe("/transaction/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search_field: "tag",
      search: "902006933",
      // An hour either side of the checkout's creation and of now, in Guam time.
      start_date: "2025-11-21 08:58:00",
      end_date: "2025-11-21 11:00:00",
      offset: "0",
    });
    expect(request.headers.get("accept")).toBe("text/search-v3+csv");
    const basic = Buffer.from(`${GATEWAY_REPORTING_USER.username}:${GATEWAY_REPORTING_USER.password}`);
    expect(request.headers.get("authorization")).toBe(`Basic ${basic.toString("base64")}`);
    // The substring match 9020069331 is not this tag.
    expect(record).toMatchObject({
      tag: "902006933",
      invoice: "100001",
      amount: "10.00",
      kind: "purchase",
      outcome: "approved",
      approved: true,
      authorization: "ET4653",
      issuerCode: "100",
      issuerMessage: "Approved",
      gatewayMessage: "Transaction Normal",
      card: { holder: "Cruz, Maria", brand: "Visa", lastFour: "1111" },
      processedAt: "2025-11-20T23:58:12.000Z",
      pageLogin: null,
    });
    // The checkout's log keeps the gateway's own names.
    expect(JSON.parse(record?.answerLog ?? "{}")).toMatchObject({
      Transaction_Approved: "YES",
      Currency: "USD",
    });
  });

  it("keeps an invoice's own transactions only, reads every page, and names returns by their original", async () => {
    const pages = [
      csvAnswer(
        [
          `1001,A,############1111,1230,Visa,10,Purchase,Approved,ET1,11/21/2025 09:00:00,100001,,,${APPROVED}`,
          `1002,A,############1111,1230,Visa,10.00,Purchase,Approved,ET2,11/21/2025 09:01:00,1000015,,,${APPROVED}`,
        ],
        "rows: 2, total: 3, offset: 0",
      ),
      csvAnswer(
        [
          `1003,A,############1111,1230,Visa,10.00,Tagged Refund,Approved,ET3,11/21/2025 09:30:00,100001,,1001,${APPROVED}`,
        ],
        "rows: 1, total: 3, offset: 2",
      ),
    ];
    const { client, requests } = clientAnswering(() => pages.shift() ?? csvAnswer([]));
    const records = await client.transactionsForInvoice("100001", "2025-11-20T22:00:00.000Z");
    expect(requests.map((request) => new URL(request.url).searchParams.get("offset"))).toEqual(["0", "2"]);
    expect(records.map((record) => [record.tag, record.kind, record.amount])).toEqual([
      ["1001", "purchase", "10.00"],
      ["1003", "refund", "10.00"],
    ]);
    expect(records[1]?.originalTag).toBe("1001");
  });

  it("reads a declined and an errored transaction as declined and error", async () => {
    const { client } = clientAnswering(() =>
      csvAnswer([
        `2001,A,############0002,1230,Visa,10.00,Purchase,Declined,,11/21/2025 09:00:00,100002,,,${ACCOUNT},USD,302,00`,
        `2002,A,,,,10.00,Purchase,Error,,11/21/2025 09:01:00,100002,,,${ACCOUNT},USD,,22`,
      ]),
    );
    const records = await client.transactionsForInvoice("100002", "2025-11-21T00:00:00.000Z");
    expect(records.map((record) => [record.approved, record.outcome])).toEqual([
      [false, "declined"],
      [false, "error"],
    ]);
    // The codes' texts are the published ones: the CSV gives no message column.
    expect(records.map((record) => [record.issuerMessage, record.gatewayMessage])).toEqual([
      ["Credit Floor", "Transaction Normal"],
      ["", "Invalid Credit Card Number"],
    ]);
  });

  it("is unavailable when the search is refused, down, or answers something other than its CSV", async () => {
    for (const answer of [
      new Response("Unauthorized Request. Bad or missing credentials.", { status: 401 }),
      new Response("Service Unavailable", { status: 503 }),
      new Response("<html>maintenance</html>", { status: 200, headers: { "content-type": "text/html" } }),
      // Columns named otherwise than the gateway names them ("Transaction Tag" is no "Tag").
      new Response(
        "Transaction Tag,Amount,Status,Ref Num,Transaction Type,Time\r\n1,10.00,Approved,1,Purchase,\r\n",
        {
          status: 200,
          headers: { "content-type": "text/search-v3+csv" },
        },
      ),
    ]) {
      const { client } = clientAnswering(() => answer);
      await expect(client.transactionByTag("1", "2025-11-21T00:00:00.000Z")).rejects.toMatchObject({
        kind: "gateway-unavailable",
        code: "GATEWAY_UNAVAILABLE",
      });
    }
  });

  it("reads a day from its first second to its last, in the account's time zone", async () => {
    const { client, requests } = clientAnswering(() =>
      csvAnswer([
        `3001,A,############1111,1230,Visa,10.00,Purchase,Approved,ET1,11/20/2025 00:00:00,100003,,,${APPROVED}`,
      ]),
    );
    // The Guam day 2025-11-20: from 2025-11-19T14:00Z up to 2025-11-20T14:00Z.
    const records = await client.transactionsBetween("2025-11-19T14:00:00.000Z", "2025-11-20T14:00:00.000Z");
    const query = new URL(requests[0]!.url).searchParams;
    expect([query.get("start_date"), query.get("end_date"), query.get("search_field")]).toEqual([
      "2025-11-20 00:00:00",
      "2025-11-20 23:59:59",
      null,
    ]);
    expect(records.map((record) => record.tag)).toEqual(["3001"]);
  });

  it("reads the columns by name, whatever their order, and the Time as MM/DD/YYYY in the account's zone", async () => {
    const { client } = clientAnswering(
      () =>
        new Response(
          "Status,Amount,Ref Num,Time,Transaction Type,Tag,Gateway\r\nApproved,$1,012.30,100004,11/21/2025 09:00:00,Pre-Authorization Completion,4001,GP0671-01\r\n".replace(
            "$1,012.30",
            '"$1,012.30"',
          ),
          { status: 200, headers: { "content-type": "text/search-v3+csv" } },
        ),
    );
    const [record] = await client.transactionsForInvoice("100004", "2025-11-20T23:00:00.000Z");
    expect(record).toMatchObject({
      tag: "4001",
      kind: "other",
      amount: "1012.30",
      processedAt: "2025-11-20T23:00:00.000Z",
    });
    expect(JSON.parse(record?.answerLog ?? "{}")).toMatchObject({
      Transaction_Type: "02",
      Gateway_ID: "GP0671-01",
    });
    // An answer without the response codes' columns gives no codes; an approved row reads as the
    // bank message "Approved", the gateway's status, so the result page shows the approval.
    expect([record?.issuerCode, record?.issuerMessage, record?.gatewayMessage]).toEqual(["", "Approved", ""]);
  });
});
