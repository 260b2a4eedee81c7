/** Sign-up's forms as the contract expects them, and what its action answers (spec 001 §2, §4, §5). */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  accessMessages,
  CheckAccountNumberRequest,
  SignUpUserRequest,
  SignUpZipRequest,
} from "@paygpa/contract";
import * as v from "valibot";

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
  /** A username check that could not run (e.g. too many attempts): said under the field. */
  | { intent: "username"; ok: false; error: string }
  | { intent: "account" | "zip" | "submit"; ok: false; result: SubmissionResult<string[]> };

/** Empty strings kept (the contract's 'Please enter …'), the first failed rule of each field only. */
const options = { disableAutoCoercion: true, info: { abortPipeEarly: true } } as const;

/** Step 1: the account number, as the contract checks it. */
export const parseAccountStep = (formData: FormData) =>
  parseWithValibot(formData, { schema: CheckAccountNumberRequest, ...options });

/** Step 2: the billing zip, as the contract checks it (the ticket is the action's, from the cookie). */
export const parseZipStep = (formData: FormData) =>
  parseWithValibot(formData, { schema: v.pick(SignUpZipRequest, ["postal"]), ...options });

/** The contract's step 3 fields without the ticket: the action adds it from the sign-up cookie. */
const LoginDetailsFields = v.omit(SignUpUserRequest.pipe[0], ["ticket"]);

/** A check of the raw form on one field, said at once (even while other fields are still wrong). */
const sameAs = (field: string, other: string, message: string, trim: boolean) =>
  v.pipe(
    v.looseObject({}),
    v.forward(
      v.check((input: Record<string, unknown>) => {
        const value = input[field];
        if (typeof value !== "string") return true;
        const otherValue = typeof input[other] === "string" ? (input[other] as string) : "";
        return trim ? value.trim() === otherValue.trim() : !value || value === otherValue;
      }, message),
      [field] as never,
    ),
    v.transform(() => ({})),
  );

/**
 * Step 3 as posted: the contract's `SignUpUserRequest` (less the ticket, the terms checkbox reading
 * 'on' when checked), plus the confirm fields compared at once: the confirm password with the
 * password, the confirm e-mail (asked only when none is on file) with the e-mail.
 */
export const LoginDetailsForm = v.intersect([
  v.object({
    ...LoginDetailsFields.entries,
    terms: v.pipe(
      // Unchecked, the box posts nothing: the default makes the object run the check all the same.
      v.optional(v.string(), ""),
      v.transform((value) => value === "on"),
      SignUpUserRequest.pipe[0].entries.terms,
    ),
  }),
  sameAs("confirmPassword", "password", accessMessages.passwordMismatch, false),
  sameAs("confirmEmail", "email", accessMessages.emailMismatch, true),
]);

/** Step 3: the login, contact and security details, as the contract checks them. */
export const parseLoginDetailsStep = (formData: FormData) =>
  parseWithValibot(formData, { schema: LoginDetailsForm, ...options });

export type Address = { address: string; city: string; state: string; postal: string };

/** The three phones of sign-up step 3, in the spec's order. */
export const PHONE_FIELDS = [
  { name: "home", label: "Home Phone" },
  { name: "mobile", label: "Mobile Phone" },
  { name: "work", label: "Work Phone" },
] as const;
