/**
 * The BFF contract (decision 017): the route table, one file per BFF feature (the same names as the
 * folders under `bff/src/features/`) with its routes, request and answer schemas (Valibot); the
 * spec's messages; the closed list of error codes; the control API of demo and test modes. Shared
 * by the BFF and the portal. Only valibot may be imported here.
 */
export * from "./access";
export * from "./accounts";
export * from "./admin-levels";
export * from "./admin-login";
export * from "./admin-users";
export * from "./announcements";
export * from "./audit-log";
export * from "./auth";
export * from "./common";
export * from "./control";
export * from "./control-usage";
export * from "./control-api";
export * from "./customer-password-reset";
export * from "./error-codes";
export * from "./error-statuses";
export * from "./dashboard";
export * from "./forgot";
export * from "./help";
export * from "./maintenance";
export * from "./messages";
export * from "./messages-account";

export * from "./notifications";
export * from "./outages";
export * from "./outage-report";
export * from "./outage-alert-report";
export * from "./password-policy";
export * from "./payment-arrangement";
export * from "./payment-extension";
export * from "./due-date";
export * from "./budget-billing";
export * from "./budget-billing-report";
export * from "./signed-forms";
export * from "./payment-results";
export * from "./payments";
export * from "./phoned-in";
export * from "./profile";
export * from "./reports";
export * from "./reports-follow-up";
export * from "./reports-messages";
export * from "./route-errors";
export * from "./routes";
export * from "./sign-up";
export * from "./survey";
export * from "./upload-path";
export * from "./wallet";
export * from "./autopay";
export * from "./payment-timeline";
export * from "./usage";
