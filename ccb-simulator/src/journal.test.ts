import { describe, expect, it } from "vitest";
import { redactPasswords } from "./journal";

describe("redactPasswords", () => {
  it("replaces every password-named field, at any depth, and keeps the rest", () => {
    expect(
      redactPasswords({
        userName: "maria.cruz",
        password: "Current#2026",
        wrongPasswordCountLimit: 5,
        nested: [{ oldPassword: "a", new_password: "b", amount: 1 }],
      }),
    ).toEqual({
      userName: "maria.cruz",
      password: "***",
      wrongPasswordCountLimit: 5,
      nested: [{ oldPassword: "***", new_password: "***", amount: 1 }],
    });
  });

  it("replaces the security answer a sign-up sends, and keeps the question", () => {
    expect(redactPasswords({ securityQuestion: "PET", securityAnswer: "Rex" })).toEqual({
      securityQuestion: "PET",
      securityAnswer: "***",
    });
  });
});
