/** Sign-up's forms as the contract expects them, and what its action answers (spec 001 §2, §4, §5). */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  accessMessages,
  CheckAccountNumberRequest,
  SignUpUserRequest,
  SignUpZipRequest,
} from "@paygpa/bff/contract";
import * as v from "valibot";
import { issuesByField } from "../../lib/issues";

export type FieldErrors = Record<string, string[]>;
/** Billing's phones, prefilled in step 3 (spec 001 §2): emptying one removes it from the account. */
export type Phones = { home: string; mobile: string; work: string };

export type SignUpActionData =
  | {
      intent: "zip";
      ok: true;
      address: { address: string; city: string; state: string; postal: string };
      hasEmailOnFile: boolean;
      email: string;
      phones: Phones;
    }
  | { intent: "username"; ok: true; taken: boolean }
  | { intent: "account" | "zip"; ok: false; result: SubmissionResult<string[]> }
  | { intent: string; ok: false; fieldErrors: FieldErrors; formError: string | null };

/** Empty strings kept (the contract's 'Please enter …'), the first failed rule of each field only. */
const options = { disableAutoCoercion: true, info: { abortPipeEarly: true } } as const;

/** Step 1: the account number, as the contract checks it. */
export const parseAccountStep = (formData: FormData) =>
  parseWithValibot(formData, { schema: CheckAccountNumberRequest, ...options });

/** Step 2: the billing zip, as the contract checks it (the ticket is the action's, from the cookie). */
export const parseZipStep = (formData: FormData) =>
  parseWithValibot(formData, { schema: v.pick(SignUpZipRequest, ["postal"]), ...options });

/** The step 3 form as the contract expects it (the terms checkbox reads true when checked). */
export function signUpValues(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? "");
  return {
    ticket: text("ticket"),
    username: text("username"),
    password: text("password"),
    confirmPassword: text("confirmPassword"),
    email: text("email"),
    confirmEmail: formData.has("confirmEmail") ? text("confirmEmail") : undefined,
    home: text("home"),
    mobile: text("mobile"),
    work: text("work"),
    securityQuestion: text("securityQuestion"),
    securityAnswer: text("securityAnswer"),
    terms: formData.get("terms") === "on",
  };
}

/** Client and server: the contract's rules plus the confirm e-mail asked when none is on file. */
export function checkSignUp(values: ReturnType<typeof signUpValues>) {
  const parsed = v.safeParse(SignUpUserRequest, values);
  const fields = parsed.success ? {} : issuesByField(parsed.issues);
  // The ticket is not the page's: the action adds it from the sign-up cookie.
  delete fields.ticket;
  // The contract compares the passwords only once the password itself is valid; the form says it at once.
  if (values.confirmPassword && values.password !== values.confirmPassword) {
    fields.confirmPassword = [accessMessages.passwordMismatch];
  }
  if (values.confirmEmail !== undefined && values.confirmEmail.trim() !== values.email.trim()) {
    fields.confirmEmail = [accessMessages.emailMismatch];
  }
  return { parsed, fields };
}

export type Address = { address: string; city: string; state: string; postal: string };

/** The three phones of sign-up step 3, in the spec's order. */
export const PHONE_FIELDS = [
  { name: "home", label: "Home Phone" },
  { name: "mobile", label: "Mobile Phone" },
  { name: "work", label: "Work Phone" },
] as const;
