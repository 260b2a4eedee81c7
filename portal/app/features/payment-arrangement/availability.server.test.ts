import { describe, expect, it } from "vitest";
import { arrangementButtonAnswer } from "./availability.server";

const session = (commercialCustomer: boolean) => ({ commercialCustomer });

describe("the arrangement button's answer (spec 002 §4)", () => {
  it("keeps the BFF's availability and notice, and nothing else", () => {
    const answer = { availability: "pending", commercialNotice: true, cases: [] } as const;
    expect(arrangementButtonAnswer(answer, session(false))).toEqual({
      availability: "pending",
      commercialNotice: true,
    });
  });

  it("shows no button, and the notice as the session's flag from the BFF says, when the BFF could not decide", () => {
    expect(arrangementButtonAnswer(null, session(false))).toEqual({
      availability: "none",
      commercialNotice: false,
    });
    expect(arrangementButtonAnswer(null, session(true))).toEqual({
      availability: "none",
      commercialNotice: true,
    });
  });
});
