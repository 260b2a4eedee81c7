/**
 * The clerk's enrolment form (decision 043): the terms' version shown and the box the clerk ticks
 * once the phoning customer has heard the terms and agreed. One schema for the browser's check and
 * the action's; the BFF checks the version and the agreement again.
 */
import { parseWithValibot } from "@conform-to/valibot";
import { messages } from "@paygpa/contract";
import * as v from "valibot";

export const clerkBudgetTexts = {
  agreed: "The customer has heard the budget billing terms read out and agrees to them.",
  agreedMissing: "Read the terms to the customer, then tick the box once they agree.",
} as const;

export const ClerkEnrolForm = v.object({
  consentVersion: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty(messages.badRequest)),
  agreed: v.pipe(
    v.optional(v.string(), ""),
    v.check((value) => value === "yes", clerkBudgetTexts.agreedMissing),
  ),
});

export const parseClerkEnrol = (formData: FormData) =>
  parseWithValibot(formData, { schema: ClerkEnrolForm, disableAutoCoercion: true });
