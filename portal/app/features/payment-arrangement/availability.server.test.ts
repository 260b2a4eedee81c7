import { describe, expect, it } from "vitest";
import type { PortalBff } from "../../lib/bff.server";
import { loadArrangementAvailability } from "./availability.server";

const session = (commercialCustomer: boolean) => ({ personId: "0000000001", commercialCustomer });

/** A BFF whose `paymentArrangementDetails` answers with `answer`, or fails when it is an Error. */
function bffAnswering(answer: unknown): PortalBff {
  return {
    call: async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as PortalBff;
}

describe("the arrangement button's answer (spec 002 §4)", () => {
  it("keeps the BFF's availability and notice, and nothing else", async () => {
    const bff = bffAnswering({ availability: "pending", commercialNotice: true, cases: [] });
    await expect(loadArrangementAvailability(bff, "token", session(false))).resolves.toEqual({
      availability: "pending",
      commercialNotice: true,
    });
  });

  it("shows no button, and the notice as the session's flag from the BFF says, when the BFF fails", async () => {
    const bff = bffAnswering(new Error("billing down"));
    await expect(loadArrangementAvailability(bff, "token", session(false))).resolves.toEqual({
      availability: "none",
      commercialNotice: false,
    });
    await expect(loadArrangementAvailability(bff, "token", session(true))).resolves.toEqual({
      availability: "none",
      commercialNotice: true,
    });
  });
});
