/**
 * The CM contract cannot drift (decision 027): docs/ccb-cm-services.openapi.json is what
 * `npm run cm-contract` writes from src/contract/, and the simulator answers exactly the
 * Oracle-published services and the CM services listed there — no route more, none fewer.
 */
import { readFileSync } from "node:fs";
import { manualClock } from "@paygpa/simulator-kit";
import { describe, expect, it } from "vitest";
import { billingRouter } from "../src/app";
import { CCB_MESSAGES, CM_MESSAGE_CATEGORY } from "../src/ccb-messages";
import { DEFAULT_CONFIG } from "../src/config";
import { CM_SERVICES } from "../src/contract/cm-services";
import { cmOpenApiDocument, isDocumentedBillingCall } from "../src/contract/openapi";
import { ORACLE_SERVICES } from "../src/contract/oracle-services";
import { CM_CONTRACT_FILE } from "../src/contract/write-openapi";
import { CcbStore } from "../src/store";

const routesOfSimulator = () => {
  const clock = manualClock("2026-03-15");
  const store = new CcbStore({ ...DEFAULT_CONFIG, bulkCustomers: 0 }, () => Buffer.alloc(16), clock.today());
  return billingRouter(store, clock)
    .stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== "HEAD").map((method) => `${method} ${layer.path}`),
    )
    .sort();
};
const template = (path: string) => `/rest/apis${path}`.replace(/\{(\w+)\}/g, ":$1");

describe("the CM contract", () => {
  it("is the OpenAPI document in docs/, as written from the contract (run npm run cm-contract)", () => {
    const written = JSON.parse(readFileSync(CM_CONTRACT_FILE, "utf8"));
    expect(written).toEqual(JSON.parse(JSON.stringify(cmOpenApiDocument())));
  });

  it("lists exactly the routes the simulator answers: Oracle's services plus the CM services", () => {
    const documented = [...ORACLE_SERVICES, ...CM_SERVICES]
      .map((service) => `${service.method} ${template(service.path)}`)
      .sort();
    expect(routesOfSimulator()).toEqual(documented);
  });

  it("puts every CM service under /rest/apis/cm/ and no Oracle service there", () => {
    expect(CM_SERVICES.every((service) => service.path.startsWith("/cm/"))).toBe(true);
    expect(ORACLE_SERVICES.some((service) => service.path.startsWith("/cm/"))).toBe(false);
    expect(new Set(CM_SERVICES.map((service) => service.service)).size).toBe(CM_SERVICES.length);
  });

  it("says of every CM service why no base service serves it (decision 036)", () => {
    const { paths } = cmOpenApiDocument();
    const reasons = Object.values(paths).flatMap((operations) =>
      Object.values(operations as Record<string, { "x-no-base-service": string }>).map(
        (operation) => operation["x-no-base-service"],
      ),
    );
    expect(reasons).toHaveLength(CM_SERVICES.length);
    for (const reason of reasons)
      expect(reason).toMatch(/^(no base service because|candidate:|not called by the BFF)/);
  });

  it("publishes the CM messages, with the one 'try again'", () => {
    const { "x-cm-messages": messages } = cmOpenApiDocument();
    expect(messages.category).toBe(CM_MESSAGE_CATEGORY);
    expect(Object.keys(messages.messages)).toHaveLength(Object.keys(CCB_MESSAGES).length);
    expect(messages.tryAgain).toEqual([CCB_MESSAGES.TRY_AGAIN]);
  });

  it("tells a documented billing call from any other", () => {
    expect(
      isDocumentedBillingCall(
        "GET",
        "/rest/apis/customer/financials/accountData/1000000001/financialHistory",
      ),
    ).toBe(true);
    expect(isDocumentedBillingCall("POST", "/rest/apis/customer/financials/paymentEvents/")).toBe(true);
    expect(isDocumentedBillingCall("POST", "/rest/apis/cm/webUsers/login")).toBe(true);
    expect(isDocumentedBillingCall("GET", "/rest/apis/cm/webUsers/login")).toBe(false);
    expect(
      isDocumentedBillingCall("POST", "/rest/apis/customer/financials/accountData/1/2/financialHistory"),
    ).toBe(false);
    expect(isDocumentedBillingCall("POST", "/rest/apis/payments")).toBe(false);
  });
});

describe("the CM contract's response examples", () => {
  it("are what the simulator answers now: a success and an OUAF refusal with its message number per operation", async () => {
    const { recordCmResponseExamples } = await import("../src/contract/cm/record-examples");
    const { CM_RESPONSE_EXAMPLES } = await import("../src/contract/cm/response-examples.generated");
    const recorded = await recordCmResponseExamples();
    expect(recorded).toEqual(CM_RESPONSE_EXAMPLES);
    for (const service of CM_SERVICES) {
      const { success, refusal } = recorded[service.service]!;
      expect(success.status, service.service).toBeLessThan(300);
      expect(refusal.status, service.service).toBeGreaterThanOrEqual(400);
      const problemType = (refusal.body as { problemDetailDocument: { problemType: string } })
        .problemDetailDocument.problemType;
      expect(problemType, service.service).toMatch(new RegExp(`/message/${CM_MESSAGE_CATEGORY}/\\d+$`));
    }
  });
});
