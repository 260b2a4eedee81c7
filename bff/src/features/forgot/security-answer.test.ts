import { describe, expect, it } from "vitest";
import { answerMatches, hashAnswer } from "./security-answer";

describe("security answer comparison", () => {
  it("is case-insensitive and ignores surrounding spaces", () => {
    expect(answerMatches("  upi ELEMENTARY ", hashAnswer("Upi Elementary"))).toBe(true);
  });
  it("refuses a different answer", () => {
    expect(answerMatches("Upi", hashAnswer("Upi Elementary"))).toBe(false);
  });
});
