import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, keepAnswerCharacters } from "./access";
import { ResetPasswordRequest } from "./forgot";
import { SubmitSurveyRequest } from "./survey";

describe("sign-up form rules shared by the portal and the BFF", () => {
  it("keeps only letters, digits and spaces of a security answer", () => {
    expect(keepAnswerCharacters("Rex's #1 dog!")).toBe("Rexs 1 dog");
  });

  it("accepts a standard e-mail address and refuses others", () => {
    expect(EMAIL_PATTERN.test("maria.cruz@example.com")).toBe(true);
    for (const bad of ["maria", "maria@", "maria@example", "ma ria@example.com"]) {
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
    }
  });
});

describe("survey answers", () => {
  const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`surveyAns${i + 1}`, "x"]));
  const base = { personId: "1100000001", username: "maria.cruz", fullName: "Maria Cruz" };

  it("leaves the first four optional", () => {
    const result = v.safeParse(SubmitSurveyRequest, {
      ...base,
      ...answers,
      surveyAns1: "",
      surveyAns2: "",
      surveyAns3: "",
      surveyAns4: "",
    });
    expect(result.success).toBe(true);
  });

  it("requires the fifth to the tenth", () => {
    const result = v.safeParse(SubmitSurveyRequest, {
      ...base,
      ...answers,
      surveyAns5: " ",
      surveyAns10: "",
    });
    expect(result.success).toBe(false);
    const paths = result.issues?.map((issue) => v.getDotPath(issue));
    expect(paths).toEqual(["surveyAns5", "surveyAns10"]);
  });
});

describe("the reset form's new password (the whole password rule, portal and BFF alike)", () => {
  const reset = (password: string) =>
    v.safeParse(ResetPasswordRequest, { token: "t", password, confirmPassword: password });
  const passwordIssue = (password: string) => {
    const result = reset(password);
    return result.success ? null : result.issues.map((issue) => issue.message);
  };

  it("accepts 8–15 characters with a letter, a number and a symbol", () => {
    expect(reset("Brand#New26").success).toBe(true);
  });

  it("refuses a password without a symbol, a too common one, and a too short one", () => {
    expect(passwordIssue("abcdefgh1")).toEqual([
      "Your password must have at least one letter, one number and one symbol.",
    ]);
    expect(passwordIssue("P@ssw0rd")).toEqual(["This password is too common. Please choose another one."]);
    expect(passwordIssue("a1#b")).toEqual(["Your password must be between 8 – 15 characters long"]);
  });
});
