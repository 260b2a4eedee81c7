import { describe, expect, it } from "vitest";
import { type Charge, unprocessedCharge } from "../../../integrations/gateway";
import { centsOf, gatewayRecordProblem } from "./gateway-confirmation";

const checkout = { invoice_num: "200007", amount_cents: 1234, page_login: "WSP-GPA-RES-01" };
const record: Charge = {
  ...unprocessedCharge("200007", ""),
  outcome: "approved",
  approved: true,
  tag: "412345678",
  amount: "12.34",
  pageLogin: "WSP-GPA-RES-01",
};

describe("gatewayRecordProblem: a checkout settles only from its own transaction at the gateway", () => {
  it("accepts the gateway's record of this invoice, amount, page and tag", () => {
    expect(gatewayRecordProblem(checkout, record, "412345678")).toBeNull();
    expect(gatewayRecordProblem(checkout, record)).toBeNull();
  });

  it("accepts the Search API's record, which names no page", () => {
    const searched = { ...record, pageLogin: null, kind: "purchase" as const };
    expect(gatewayRecordProblem(checkout, searched, "412345678")).toBeNull();
  });

  it.each([
    ["no record at the gateway", null, "412345678", "no such transaction"],
    ["another tag", record, "499999999", "another transaction tag"],
    ["another invoice of the same amount", { ...record, invoice: "200008" }, undefined, "another invoice"],
    ["another amount", { ...record, amount: "12.35" }, undefined, "another amount"],
    ["another page", { ...record, pageLogin: "WSP-GPA-COM-01" }, undefined, "another page"],
    ["a tagged refund of this invoice", { ...record, kind: "refund" as const }, undefined, "not a purchase"],
  ])("refuses %s", (_, given, tag, reason) => {
    expect(gatewayRecordProblem(checkout, given, tag)).toContain(reason);
  });
});

describe("centsOf", () => {
  it("reads amounts with two decimals only", () => {
    expect(centsOf("12.34")).toBe(1234);
    expect(centsOf("0.10")).toBe(10);
    expect(centsOf("12.3")).toBeNaN();
    expect(centsOf("1e3")).toBeNaN();
    expect(centsOf(undefined)).toBeNaN();
  });
});
