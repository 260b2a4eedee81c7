/** The console's Faults panel lists every service's faults, and a simulator that did not answer. */
import { SystemFaults } from "@paygpa/contract";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { faultsInForce } from "./faults-in-force";

describe("the console's faults in force", () => {
  it("lists the faults of every service in one list, and names a simulator that did not answer", () => {
    const answer = v.parse(SystemFaults, {
      services: {
        bff: { faults: [{ route: "mail", down: true }] },
        "ccb-simulator": {
          faults: [{ route: "/rest/apis/customer/financials/paymentEvents/", failFirst: 2, status: 503 }],
        },
        "gateway-simulator": { status: "failed", httpStatus: 500, answer: null },
      },
    });
    expect(faultsInForce(answer)).toEqual([
      { service: "bff", route: "mail", settings: "down: true" },
      {
        service: "ccb-simulator",
        route: "/rest/apis/customer/financials/paymentEvents/",
        settings: "failFirst: 2, status: 503",
      },
      { service: "gateway-simulator", route: "(not answering)", settings: "HTTP 500" },
    ]);
  });
});
