/**
 * The premise read over Oracle's V-Model services (decision 036), on answers shaped as Oracle's
 * pages document them ("Search Service Agreement", "Person Search"): what the adapter sends, what it
 * reads, and an unknown account's 400 problem detail document read as billing's refusal.
 */
import { describe, expect, it } from "vitest";
import { BillingRejected } from "./billing-errors";
import { adapter, problem, recordedCcb } from "./ccb-recorded.test-support";

describe("the premise (Search Service Agreement and Person Search)", () => {
  it("reads the premise line of the account's agreement and the main customer's name", async () => {
    const ccb = recordedCcb([
      {
        status: 200,
        body: {
          serviceAgreements: [
            {
              serviceAgreementId: "2000000001",
              account: { accountId: "1000000001" },
              serviceAgreementType: "E-RES",
              status: "20",
              startDate: "2019-04-01",
              currentBalance: 88.1,
              payoffBalance: 88.1,
              premise: { premiseId: "3000000001", address: "145 Chalan San Antonio, Tamuning, GU, 96913" },
            },
          ],
          limit: 1,
          offset: 0,
          totalNumberOfRecords: 2,
          hasMore: true,
        },
      },
      {
        status: 200,
        body: {
          persons: [
            { personId: "1100000009", personName: "CRUZ,JOSE", isMainCustomer: false },
            { personId: "1100000001", personName: "CRUZ,MARIA", isMainCustomer: true },
          ],
          totalNumberOfRecords: 2,
        },
      },
    ]);
    expect(await adapter(ccb).premise("1000000001")).toEqual({
      premiseId: "3000000001",
      address: "145 Chalan San Antonio, Tamuning, GU, 96913",
      holderName: "CRUZ,MARIA",
    });
    const sent = Object.fromEntries(ccb.sent.map((call) => [call.url.pathname, call]));
    const agreements = sent["/ouaf/rest/apis/customer/v-model/serviceAgreements/search"];
    expect(agreements?.method).toBe("POST");
    expect(agreements?.body).toEqual({ filters: { accountId: "1000000001" }, limit: 1 });
    expect(sent["/ouaf/rest/apis/customer/v-model/persons/search"]?.body).toEqual({
      filters: { accountId: "1000000001" },
    });
    expect(ccb.sent.some((call) => call.url.pathname.includes("/cm/"))).toBe(false);
  });

  it("reads an unknown account's 400 problem detail document as billing's refusal", async () => {
    const refusal = problem(400, "90000", "2001", "Account number doesn't exist");
    const ccb = recordedCcb([
      { status: 400, body: refusal },
      { status: 400, body: refusal },
    ]);
    const error = await adapter(ccb)
      .premise("9999999999")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BillingRejected);
    expect((error as BillingRejected).reason).toBe("unknown-account");
  });
});
