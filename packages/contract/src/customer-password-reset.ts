/** The back office's customer password reset (spec 000 §2 'Change Password', §5, §7). */
import * as v from "valibot";
import { AccountId, DIVISION } from "./common";
import { adminMessages } from "./messages";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

/** POST /api/v1/search-web-user (spec 000 §7): the web users of one account. */
export const SearchWebUserRequest = v.object({
  accountId: AccountId,
  username: v.optional(v.pipe(v.string(), v.maxLength(60))),
  division: v.optional(v.literal(DIVISION), DIVISION),
});
export const WebUserFound = v.object({ username: v.string(), fullName: v.string(), personId: v.string() });
export type WebUserFound = v.InferOutput<typeof WebUserFound>;
export const SearchWebUserResponse = v.object({
  result: v.object({
    status: v.picklist(["Success", "Failed"]),
    description: v.optional(v.string()),
    desc: v.array(WebUserFound),
  }),
});

/**
 * POST /api/v1/password-reset (spec 000 §7: personId, password). The BFF also needs the account the
 * person was found by: it finds the web user again there, so no person is reset on the browser's word.
 */
export const CustomerPasswordResetRequest = v.object({
  accountId: AccountId,
  personId: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(20)),
  password: v.pipe(
    v.string(),
    v.nonEmpty(adminMessages.customerPasswordLength),
    v.minLength(8, adminMessages.customerPasswordLength),
    v.maxLength(128),
  ),
});
export const CustomerPasswordResetResponse = v.object({
  result: v.object({ status: v.picklist(["Success", "Failed"]), description: v.string() }),
});

/** The customer-password-reset feature's routes in the table (decision 017). */
export const customerPasswordResetRoutes = {
  searchWebUser: {
    method: "POST",
    path: "/api/v1/search-web-user",
    access: { admin: "passwordReset" },
    request: SearchWebUserRequest,
    answer: SearchWebUserResponse,
    errors: [...BILLING_ERRORS],
    summary: "search-web-user (000 §7): the web users of an account",
  },
  customerPasswordReset: {
    method: "POST",
    path: "/api/v1/password-reset",
    access: { admin: "passwordReset" },
    request: CustomerPasswordResetRequest,
    answer: CustomerPasswordResetResponse,
    errors: [...BILLING_ERRORS],
    summary: "password-reset (000 §7): a customer's web password, which also clears the lock",
  },
} as const satisfies Record<string, RouteEntry>;
