import { describe, expect, it } from "vitest";
import {
  compareDay,
  type GatewayPurchase,
  nightlyDayDue,
  type RecordedPayment,
} from "./reconciliation-rules";

const purchase = (
  tag: string,
  invoice: string,
  cents: number,
  extra: Partial<GatewayPurchase> = {},
): GatewayPurchase => ({
  tag,
  invoice,
  cents,
  approved: true,
  kind: "purchase",
  originalTag: "",
  ...extra,
});
const recorded = (invoice: string, tag: string, cents: number, paymentId: string | null = `FT${invoice}`) =>
  ({
    invoice,
    tag,
    cents,
    lines: [
      {
        lineId: 1,
        accountId: "1000000001",
        cents,
        billingStatus: paymentId ? "In CCB" : "Failed",
        paymentId,
      },
    ],
  }) satisfies RecordedPayment;

describe("the reconciliation of a day lists every difference (beyond the spec)", () => {
  it("finds nothing when gateway, records and billing agree", () => {
    const differences = compareDay({
      gateway: [purchase("9001", "200001", 5000)],
      recorded: [recorded("200001", "9001", 5000)],
      recordedByTag: new Map([["9001", { invoice: "200001", cents: 5000, status: "approved" }]]),
      billing: new Map([["FT200001", 5000]]),
    });
    expect(differences).toEqual([]);
  });

  it("names an approval at the gateway unknown here, an amount that differs, and a line not in billing", () => {
    const differences = compareDay({
      gateway: [
        purchase("9001", "200001", 5000),
        purchase("9002", "200002", 7000),
        purchase("9003", "200003", 100),
      ],
      recorded: [recorded("200001", "9001", 5000, null), recorded("200002", "9002", 6000)],
      recordedByTag: new Map([
        ["9001", { invoice: "200001", cents: 5000, status: "approved" }],
        ["9002", { invoice: "200002", cents: 6000, status: "approved" }],
      ]),
      billing: new Map([["FT200002", 6000]]),
    });
    expect(differences.map((d) => [d.kind, d.transactionTag])).toEqual([
      ["amount-differs", "9002"],
      ["unknown-here", "9003"],
      ["not-in-billing", "9001"],
    ]);
  });

  it("names a payment recorded approved that the gateway did not approve, and another amount in billing", () => {
    const differences = compareDay({
      gateway: [purchase("9001", "200001", 5000, { approved: false })],
      recorded: [recorded("200001", "9001", 5000)],
      recordedByTag: new Map([["9001", { invoice: "200001", cents: 5000, status: "approved" }]]),
      billing: new Map([["FT200001", 4000]]),
    });
    expect(differences.map((d) => d.kind)).toEqual(["not-at-gateway", "billing-amount-differs"]);
  });

  it("does not count a second approval the gateway refunded the same day", () => {
    const differences = compareDay({
      gateway: [
        purchase("9005", "200001", 5000),
        purchase("9006", "200001", 5000, { kind: "refund", originalTag: "9005" }),
      ],
      recorded: [],
      recordedByTag: new Map(),
      billing: new Map(),
    });
    expect(differences).toEqual([]);
  });
});

describe("the nightly reconciliation runs once for yesterday, after 02:00 Guam time", () => {
  it("waits until 02:00 Guam (16:00 UTC the day before)", () => {
    expect(nightlyDayDue(new Date("2026-11-21T15:59:00Z"), null)).toBeNull();
    expect(nightlyDayDue(new Date("2026-11-21T16:00:00Z"), null)).toBe("2026-11-21");
  });
  it("does not run again for a day already reconciled", () => {
    expect(nightlyDayDue(new Date("2026-11-22T03:00:00Z"), "2026-11-21")).toBeNull();
    expect(nightlyDayDue(new Date("2026-11-22T03:00:00Z"), "2026-11-20")).toBe("2026-11-21");
  });
});
