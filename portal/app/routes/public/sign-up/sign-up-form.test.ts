import { accessMessages, messages } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import { parseLoginDetailsStep } from "./sign-up-form";

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};

const filled = {
  intent: "submit",
  username: "newuser1",
  password: "Gu4m-Sunset#",
  confirmPassword: "Gu4m-Sunset#",
  email: "jo@example.com",
  confirmEmail: "jo@example.com",
  home: "",
  mobile: "67*-***-****",
  work: "",
  securityQuestion: "Q1",
  securityAnswer: "blue",
  terms: "on",
};

const errorsOf = (formData: FormData) => {
  const submission = parseLoginDetailsStep(formData);
  return submission.status === "error" ? submission.error : undefined;
};

describe("sign-up step 3's form", () => {
  it("passes a filled form, the terms checkbox reading true, without a ticket", () => {
    const submission = parseLoginDetailsStep(form(filled));
    expect(errorsOf(form(filled))).toBeUndefined();
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.terms).toBe(true);
    expect(submission.value).not.toHaveProperty("ticket");
  });

  it("asks for the terms box when it is left unchecked (nothing posted)", () => {
    const { terms: _, ...unchecked } = filled;
    expect(errorsOf(form(unchecked))?.terms).toEqual([accessMessages.checkTheBox]);
  });

  it("says the first failed rule of each field, and the confirm fields' mismatch at once", () => {
    const error = errorsOf(
      form({
        ...filled,
        username: "",
        password: "x",
        confirmPassword: "y",
        confirmEmail: "other@example.com",
        terms: "",
      }),
    );
    expect(error?.username).toEqual([messages.enterUsername]);
    expect(error?.password).toHaveLength(1);
    expect(error?.confirmPassword).toEqual([accessMessages.passwordMismatch]);
    expect(error?.confirmEmail).toEqual([accessMessages.emailMismatch]);
    expect(error?.terms).toEqual([accessMessages.checkTheBox]);
    expect(error).not.toHaveProperty("ticket");
  });

  it("asks for the confirm password when it is empty, and no confirm e-mail when none is asked", () => {
    const { confirmEmail: _, ...withoutConfirmEmail } = filled;
    const error = errorsOf(form({ ...withoutConfirmEmail, confirmPassword: "" }));
    expect(error?.confirmPassword).toEqual([accessMessages.confirmPassword]);
    expect(error?.confirmEmail).toBeUndefined();
  });
});
