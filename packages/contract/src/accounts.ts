import * as v from "valibot";
import { AccountId, notBlank } from "./common";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

/**
 * One row of the dashboard's account tables (spec 000 §3 'Account summary line', spec 002 §3).
 * Every rule is already applied by the BFF: the portal only displays.
 */
export const AccountSummaryLine = v.object({
  accountType: v.picklist(["postpaid", "prepaid"]),
  accID: v.string(),
  /** Full service location; the dashboard shows the first 9 characters plus '...'. */
  serviceLocation: v.string(),
  fullName: v.string(),
  /** RESID = residential; anything else is commercial. */
  className: v.string(),
  cashOnlyFlag: v.picklist(["Y", "N"]),
  /** Latest bill date and due date, MM/DD/YYYY, or null when there is no bill (prepaid). */
  billDate: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  /** Total amount owed now, rounded to 2 decimals. */
  amount: v.number(),
  /** Sum of arrears other than new charges (the 'Due Now' amount). */
  arrearsTotal: v.number(),
  /** True when arrears other than new charges exist: the due date reads 'Due Now'. */
  isDueNow: v.boolean(),
  /** The rule's flag: arrears other than new charges exist, or the due date is today or earlier. */
  isDueDateRed: v.boolean(),
  /** What the dashboard shows: red only when the flag is set and the amount is above 0. */
  showDueDateRed: v.boolean(),
  /** The suggested amount to pay (the amount owed, never below 0). */
  amountToBePaid: v.number(),
  /** Prepaid only: the electric (prepaid) balance left, and the prepaid SA id. */
  electricBalance: v.nullable(v.number()),
  prepaySAId: v.nullable(v.string()),
  /** A payment extension's note for the row (decision 045): the promised date, or how it ended. */
  extensionNote: v.optional(v.string()),
});
export type AccountSummaryLine = v.InferOutput<typeof AccountSummaryLine>;

/** POST /api/v1/user-latest-bill (postpaid) and POST /api/v2/prepaid-details (prepaid). */
export const AccountRequest = v.object({ accountId: AccountId });
export type AccountRequest = v.InferInput<typeof AccountRequest>;
export const AccountSummaryResponse = v.object({ result: AccountSummaryLine });
export type AccountSummaryResponse = v.InferOutput<typeof AccountSummaryResponse>;

/** POST /api/v1/user-details: the customer information box. */
export const UserDetailsRequest = v.object({ personId: v.pipe(v.string(), v.nonEmpty(), notBlank()) });
export const CustomerInformation = v.object({
  personId: v.string(),
  fullName: v.string(),
  emailAddress: v.nullable(v.string()),
  homePhone: v.nullable(v.string()),
  mobilePhone: v.nullable(v.string()),
  workPhone: v.nullable(v.string()),
});
export type CustomerInformation = v.InferOutput<typeof CustomerInformation>;
export const UserDetailsResponse = v.object({ result: CustomerInformation });
export type UserDetailsResponse = v.InferOutput<typeof UserDetailsResponse>;

/** The accounts feature's routes in the table (decision 017). */
export const accountsRoutes = {
  userLatestBill: {
    method: "POST",
    path: "/api/v1/user-latest-bill",
    access: "customer",
    request: AccountRequest,
    answer: AccountSummaryResponse,
    errors: [...BILLING_ERRORS, "ACCOUNT_NOT_FOUND", "NO_BILL_ADDRESS_SOURCE", "WRONG_ACCOUNT_KIND"],
    summary: "user-latest-bill (002 §7): a postpaid account's summary",
  },
  prepaidDetails: {
    method: "POST",
    path: "/api/v2/prepaid-details",
    access: "customer",
    request: AccountRequest,
    answer: AccountSummaryResponse,
    errors: [...BILLING_ERRORS, "ACCOUNT_NOT_FOUND", "NO_BILL_ADDRESS_SOURCE", "WRONG_ACCOUNT_KIND"],
    summary: "prepaid-details (002 §7): a prepaid account's summary",
  },
  userDetails: {
    method: "POST",
    path: "/api/v1/user-details",
    access: "customer",
    request: UserDetailsRequest,
    answer: UserDetailsResponse,
    errors: [...BILLING_ERRORS, "ACCOUNT_NOT_FOUND", "NO_BILL_ADDRESS_SOURCE", "WRONG_ACCOUNT_KIND"],
    summary: "user-details (002 §7): customer information",
  },
} as const satisfies Record<string, RouteEntry>;
