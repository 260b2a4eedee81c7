/** Help & Support: the Customer Feedback form (spec 001 §2 Dashboard sub-pages). */
import * as v from "valibot";
import { Email, requiredText } from "./access";
import { AccountId, DIVISION, notBlank } from "./common";
import { accessMessages as m } from "./messages";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

export const CONTACT_TYPES = ["TECHNICAL", "COMPLAINT"] as const;

export const HelpRequest = v.object({
  cis_division: v.optional(v.literal(DIVISION), DIVISION),
  accountId: AccountId,
  personId: v.pipe(v.string(), v.nonEmpty(), notBlank()),
  firstName: v.pipe(requiredText(m.enterFirstName), v.maxLength(60)),
  lastName: v.pipe(requiredText(m.enterLastName), v.maxLength(60)),
  emailAddress: Email,
  contactType: v.picklist(CONTACT_TYPES),
  message: v.pipe(requiredText(m.enterMessage), v.maxLength(2000)),
});
export type HelpRequest = v.InferInput<typeof HelpRequest>;
export const HelpResponse = v.object({
  result: v.object({ status: v.literal("Success"), description: v.string() }),
});

/** The help feature's routes in the table (decision 017). */
export const helpRoutes = {
  helpAndSupport: {
    method: "POST",
    path: "/api/v1/help-and-support",
    access: "customer",
    request: HelpRequest,
    answer: HelpResponse,
    errors: [...BILLING_ERRORS, "HELP_FAILED"],
    summary: "help-and-support (001 §7)",
  },
} as const satisfies Record<string, RouteEntry>;
