import type { LoginAccount } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import type { PortalBff } from "../../lib/bff.server";
import { holdsCommercialAccount, loadArrangementAvailability } from "./availability.server";

const account = (customerClass: string): LoginAccount => ({
  PersonID: "0000000001",
  AccountID: "1000000001",
  PremiseInfo: "1 Marine Corps Dr",
  customerClass,
});

const session = (postpaid: LoginAccount[]) => ({ personId: "0000000001", postpaid, prepaid: [] });

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
    await expect(loadArrangementAvailability(bff, "token", session([account("RESID")]))).resolves.toEqual({
      availability: "pending",
      commercialNotice: true,
    });
  });

  it("shows no button, and the notice as the session's accounts say, when the BFF fails", async () => {
    const bff = bffAnswering(new Error("billing down"));
    await expect(loadArrangementAvailability(bff, "token", session([account("RESID")]))).resolves.toEqual({
      availability: "none",
      commercialNotice: false,
    });
    await expect(loadArrangementAvailability(bff, "token", session([account("COMM")]))).resolves.toEqual({
      availability: "none",
      commercialNotice: true,
    });
  });

  it("finds a commercial account when any account of the session is not residential", () => {
    expect(holdsCommercialAccount({ postpaid: [account("RESID")], prepaid: [account("RESID")] })).toBe(false);
    expect(holdsCommercialAccount({ postpaid: [account("RESID")], prepaid: [account("COMM")] })).toBe(true);
    expect(holdsCommercialAccount({ postpaid: [], prepaid: [] })).toBe(false);
  });
});
