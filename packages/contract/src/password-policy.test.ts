import { describe, expect, it } from "vitest";
import { accessMessages } from "./messages";
import { passwordPolicyProblem } from "./password-policy";

describe("passwordPolicyProblem (the FAQ's rule, spec 002 §6; length text spec 001 §8)", () => {
  it("accepts 8 to 15 characters with a letter, a number and a symbol", () => {
    expect(passwordPolicyProblem("Current#2026")).toBeNull();
    expect(passwordPolicyProblem("a1#bcdef")).toBeNull();
    expect(passwordPolicyProblem("a1#bcdefghijklm")).toBeNull();
  });

  it("refuses fewer than 8 or more than 15 characters with the spec's length message", () => {
    expect(passwordPolicyProblem("a1#bcde")).toBe(accessMessages.passwordLength);
    expect(passwordPolicyProblem("a1#bcdefghijklmn")).toBe(accessMessages.passwordLength);
  });

  it("refuses a password without a letter, a number or a symbol", () => {
    expect(passwordPolicyProblem("abcdefgh1")).toBe(accessMessages.passwordComposition);
    expect(passwordPolicyProblem("abcdefgh#")).toBe(accessMessages.passwordComposition);
    expect(passwordPolicyProblem("12345678#")).toBe(accessMessages.passwordComposition);
  });

  it("refuses the most common passwords whatever their case", () => {
    expect(passwordPolicyProblem("P@ssw0rd")).toBe(accessMessages.passwordTooCommon);
    expect(passwordPolicyProblem("PASSWORD1!")).toBe(accessMessages.passwordTooCommon);
  });
});
