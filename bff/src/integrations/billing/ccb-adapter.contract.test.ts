/**
 * The CCB adapter against recorded-style CCB answers (decision 027): what it sends (method, path under
 * `/rest/apis`, query, body, credentials) and how it reads what comes back — Oracle's field names
 * mapped to the port's answers, financial history paged until `hasMore` is false, and refusals as
 * OUAF problem detail documents, named by their message.
 */
import { describe, expect, it } from "vitest";
import { BillingUnavailable } from "./billing-errors";
import { adapter, recordedCcb } from "./ccb-recorded.test-support";

describe("payment events (Create Payment Event, C1-PaymentEvent)", () => {
  it("posts one tender carrying our payment id as its external reference, and reads the payment", async () => {
    const ccb = recordedCcb([
      {
        status: 201,
        body: {
          paymentEventId: "E900000000001",
          paymentDate: "2026-11-21",
          paymentTenders: {
            _data: [{ paymentTenderId: "T1", externalReferenceId: "PAYGPA-200007-1", tenderAmount: "75.25" }],
          },
          payments: {
            _data: [
              {
                paymentId: "900000000001",
                account: { accountId: "1000000001" },
                paymentAmount: "75.25",
                paymentStatus: "50",
              },
            ],
          },
        },
      },
    ]);
    const paid = await adapter(ccb, { kind: "basic", user: "PAYGPA", password: "s3cret" }).makePayment({
      accountId: "1000000001",
      amount: "75.25",
      paymentSource: "CCV",
      externalReferenceId: "PAYGPA-200007-1",
    });
    expect(paid).toEqual({
      paymentId: "900000000001",
      accountId: "1000000001",
      frozen: true,
      amount: "75.25",
    });
    const [call] = ccb.sent;
    expect(call?.method).toBe("POST");
    expect(call?.url.href).toBe(
      "https://ccb.example.gpa:6501/ouaf/rest/apis/customer/financials/paymentEvents/",
    );
    expect(call?.headers.authorization).toBe(`Basic ${Buffer.from("PAYGPA:s3cret").toString("base64")}`);
    expect(call?.body).toEqual({
      paymentTenders: {
        _data: [
          {
            payorAccount: { accountId: "1000000001" },
            tenderAmount: "75.25",
            tenderType: "CCV",
            externalReferenceId: "PAYGPA-200007-1",
          },
        ],
      },
      payments: { _data: [{ account: { accountId: "1000000001" }, paymentAmount: "75.25" }] },
    });
    expect(JSON.stringify(call?.body)).not.toContain("paymentKey");
  });

  it("finds a posted payment by its external reference (CM-TenderSearch), with a bearer token", async () => {
    const ccb = recordedCcb([
      {
        status: 200,
        body: {
          paymentTenders: [
            {
              paymentTenderId: "T1",
              externalReferenceId: "PAYGPA-200007-1",
              payorAccountId: "1000000001",
              tenderAmount: "17.25",
              paymentId: "900000000004",
              paymentStatus: "50",
            },
          ],
        },
      },
      { status: 200, body: { paymentTenders: [] } },
    ]);
    const billing = adapter(ccb, { kind: "bearer", token: "tok" });
    expect(await billing.paymentsByExternalReference("PAYGPA-200007-1")).toEqual([
      { paymentId: "900000000004", accountId: "1000000001", amount: "17.25", frozen: true },
    ]);
    expect(await billing.paymentsByExternalReference("PAYGPA-200008-1")).toEqual([]);
    expect(ccb.sent[0]?.url.pathname).toBe("/ouaf/rest/apis/cm/financials/paymentTenders");
    expect(ccb.sent[0]?.url.searchParams.get("externalReferenceId")).toBe("PAYGPA-200007-1");
    expect(ccb.sent[0]?.headers.authorization).toBe("Bearer tok");
    expect(ccb.sent[0]?.method).toBe("GET");
  });
});

describe("financial history (Get Account Financial History, C1-AccountData)", () => {
  const row = (id: number) => ({
    financialTransactionId: `FT${id}`,
    arrearsDate: "2026-10-01",
    accountId: "1000000001",
    financialTransactionType: id % 2 ? "PS" : "BS",
    currentAmount: id % 2 ? "-25.00" : "88.10",
  });

  it("reads every page until hasMore is false, mapping Oracle's names to the port's", async () => {
    const first = Array.from({ length: 100 }, (_, i) => row(i));
    const ccb = recordedCcb([
      { status: 200, body: { accountFinancialHistoryList: first, limit: 100, offset: 0, hasMore: true } },
      {
        status: 200,
        body: { accountFinancialHistoryList: [row(100), row(101)], limit: 100, offset: 100, hasMore: false },
      },
    ]);
    const result = await adapter(ccb).financialTransactions("1000000001");
    expect(result).toHaveLength(102);
    expect(result[1]).toEqual({
      transactionId: "FT1",
      accountId: "1000000001",
      arrearsDate: "2026-10-01",
      amount: -25,
      type: "PS",
    });
    expect(ccb.sent.map((call) => [call.method, call.url.pathname, call.url.search])).toEqual([
      [
        "GET",
        "/ouaf/rest/apis/customer/financials/accountData/1000000001/financialHistory",
        "?limit=100&offset=0",
      ],
      [
        "GET",
        "/ouaf/rest/apis/customer/financials/accountData/1000000001/financialHistory",
        "?limit=100&offset=100",
      ],
    ]);
    expect(ccb.sent[0]?.headers.authorization).toBeUndefined();
  });

  it("takes an answer whose amounts are not decimal text as billing failing", async () => {
    const ccb = recordedCcb([
      {
        status: 200,
        body: { accountFinancialHistoryList: [{ ...row(1), currentAmount: -25 }], hasMore: false },
      },
    ]);
    await expect(adapter(ccb).financialTransactions("1000000001")).rejects.toBeInstanceOf(BillingUnavailable);
  });
});

describe("CCB's other base services and the CM form upload", () => {
  it("creates a customer contact and a case with Oracle's field names", async () => {
    const ccb = recordedCcb([
      { status: 201, body: { customerContactId: "8000000002", caseId: "7000000002" } },
      {
        status: 201,
        body: {
          caseId: "7000000003",
          caseType: "CM-PAYARR",
          accountId: "1000000011",
          created: true,
          customerContactId: "8000000003",
          customerContactStatus: "10",
        },
      },
    ]);
    const billing = adapter(ccb);
    expect(
      await billing.createCustomerContact({
        accountId: "1000000001",
        personId: "1100000001",
        contactType: "COMPLAINT",
        description: "Streetlight out",
      }),
    ).toEqual({ customerContactId: "8000000002", caseId: "7000000002" });
    expect(
      await billing.createArrangementCase({
        accountId: "1000000011",
        personId: "1100000011",
        name: "Lourdes Mendiola",
        emailAddress: "lourdes@example.gu",
        amount: "250.00",
      }),
    ).toEqual({
      created: true,
      caseId: "7000000003",
      customerContactId: expect.any(String),
      customerContactStatus: "10",
    });
    expect(ccb.sent.map((call) => call.url.pathname)).toEqual([
      "/ouaf/rest/apis/customer/interactions/customerContacts/",
      "/ouaf/rest/apis/customer/interactions/cases/",
    ]);
    expect(ccb.sent[0]?.body).toEqual({
      account: { accountId: "1000000001" },
      person: { personId: "1100000001" },
      customerContactType: { contactClass: "HELP", contactType: "COMPLAINT" },
      contactMethod: "WEB",
      description: "Streetlight out",
    });
    expect(ccb.sent[1]?.body).toMatchObject({
      caseType: { caseType: "CM-PAYARR" },
      account: { accountId: "1000000011" },
      person: { personId: "1100000011" },
      characteristics: [{ characteristicType: "CM-PAAMT", characteristicValue: "250.00" }],
    });
  });

  it("sends the signed form with its file (CM-PayArrUpdateDetails)", async () => {
    const ccb = recordedCcb([{ status: 200, body: { status: "Success", customerContactStatus: "20" } }]);
    const file = new TextEncoder().encode("%PDF-1.4 signed");
    await adapter(ccb).updateArrangementDetails({
      customerContactId: "8000000001",
      content: file,
      fileName: "CASE-7000000001_ACCT-1000000011-1.pdf",
      contentType: "application/pdf",
      size: file.length,
      sha256: "ab".repeat(32),
      barcode: "7000000001",
    });
    expect(ccb.sent[0]?.url.pathname).toBe("/ouaf/rest/apis/cm/paymentArrangements/updateDetails");
    expect(ccb.sent[0]?.body).toMatchObject({
      customerContactId: "8000000001",
      fileContent: Buffer.from(file).toString("base64"),
      size: file.length,
    });
  });
});
