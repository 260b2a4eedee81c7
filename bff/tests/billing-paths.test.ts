/**
 * Every billing call the BFF makes is a documented CCB service (decision 027): after a run through
 * the customer's day — login, dashboard, history, charts, paperless, profile, help, a payment whose
 * first answer is lost — the billing simulator's journal holds only Oracle-published services and
 * GPA's CM services of docs/ccb-cm-services.openapi.json, and nothing else; and every CM call is
 * one the contract justifies (decision 036).
 */
import { isDocumentedBillingCall, isJustifiedCmCall } from "@paygpa/ccb-simulator/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPostingOutbox } from "../src/features/payments";
import type { Json } from "./harness";
import { type PaymentStack, payOnHostedPage, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

const maria = persona("postpaid-current");
const accountId = maria.accounts[0]!.accountId;
let stack: PaymentStack;
beforeAll(async () => {
  stack = await startPaymentStack();
});
afterAll(() => stack.close());

describe("the BFF's billing calls", () => {
  it("are all Oracle-published or documented CM services", async () => {
    const token = await stack.login(maria.username, maria.password);
    const calls: [string, Json][] = [
      ["/api/v1/user-latest-bill", { accountId }],
      ["/api/v1/my-bills-list", { accountId }],
      ["/api/v1/payment-history", { accountId }],
      ["/api/v1/user-consumption-chart", { accountId }],
      ["/api/v1/paper-less-details", { accountId, division: "GPA" }],
      ["/api/v1/user-details", { personId: maria.personId }],
      ["/api/v1/user-details-edit-account", { personID: maria.personId, division: "GPA" }],
      [
        "/api/v1/help-and-support",
        {
          cis_division: "GPA",
          accountId,
          personId: maria.personId,
          firstName: "Maria",
          lastName: "Cruz",
          emailAddress: maria.email,
          contactType: "COMPLAINT",
          message: "The streetlight on my road is out.",
        },
      ],
    ];
    for (const [path, body] of calls) {
      const answer = await stack.call(path, { token, body });
      expect(answer.status, path).toBe(200);
    }
    // A payment whose first posting answer is lost: the retry looks it up by its external reference.
    await stack.sim(stack.ccb, "PUT", "/__control/faults", {
      route: "/rest/apis/customer/financials/paymentEvents/",
      loseAnswer: true,
      failFirst: 1,
    });
    const { body: form } = await stack.call("/api/v1/get-fphash", {
      token,
      body: { accounts: [{ accountId, amount: 12 }] },
    });
    await payOnHostedPage(stack, form.fields);
    await runPostingOutbox(stack.bffApp.services);
    stack.clock.advance(60_000);
    expect(await runPostingOutbox(stack.bffApp.services)).toMatchObject({ posted: 1 });

    const { body } = await stack.sim(stack.ccb, "GET", "/__control/journal");
    const called = new Set<string>(body.entries.map((entry: Json) => `${entry.method} ${entry.path}`));
    const undocumented = [...called].filter((call) => {
      const [method = "", path = ""] = call.split(" ");
      return !isDocumentedBillingCall(method, path);
    });
    expect(undocumented).toEqual([]);
    // Every CM call is one of the contract's justified list (tests/billing-cm-calls.test.ts).
    const unjustified = [...called].filter((call) => {
      const [method = "", path = ""] = call.split(" ");
      return !isJustifiedCmCall(method, path);
    });
    expect(unjustified).toEqual([]);
    // The run reached both kinds of service, and the exactly-once look-up.
    expect(called).toContain("POST /rest/apis/customer/financials/paymentEvents/");
    expect(called).toContain("GET /rest/apis/cm/financials/paymentTenders");
    expect(called).toContain(`GET /rest/apis/customer/financials/accountData/${accountId}/financialHistory`);
    expect(called).toContain("POST /rest/apis/customer/interactions/customerContacts/");
    expect(called).toContain("POST /rest/apis/cm/webUsers/login");
    expect(called).toContain("POST /rest/apis/customer/financials/bills/search");
    expect(called.size).toBeGreaterThanOrEqual(10);
  });
});
