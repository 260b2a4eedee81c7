/**
 * How any billing adapter fails, as domain failures (`platform/failures.ts`): billing refused
 * (kind "billing-refused", `BillingRejected`, with a domain `reason` the features decide on) or
 * billing did not answer usefully (kind "billing-unavailable", `BillingUnavailable`, the 502
 * 'Server Error. Try again later!'). Part of the port: every adapter throws these and only these for
 * billing's failures; billing's own code (OUAF's message) and HTTP status travel along for the logs
 * and for the posting worker, never for a feature's decision.
 */
import { messages } from "@paygpa/contract";
import { DomainError } from "../../platform/failures";

/** Why billing refused, in our words: what a feature may decide on. */
export const BILLING_REFUSAL_REASONS = [
  "unknown-account",
  "unknown-person",
  "unknown-user",
  "unknown-case",
  "email-mismatch",
  "no-web-user",
  "username-taken",
  "web-user-exists",
  "web-access-allowed",
  "no-deposit",
  /** Billing says the same call may succeed later (its concurrency check). */
  "try-again",
  /** Billing is too busy now (its 408 or 429): a later call may succeed. */
  "billing-busy",
  /** Billing does not accept the BFF itself (its 401 or 403: credentials, privileges). */
  "bff-not-accepted",
  /** Something billing does not know, of no kind above. */
  "not-found",
  /** Any other refusal (a bad request, a rule of billing's own). */
  "refused",
] as const;
export type BillingRefusalReason = (typeof BILLING_REFUSAL_REASONS)[number];

/** OUAF's message names (ccb-problems.ts) as the reasons the features read. */
const REASON_OF_MESSAGE: Readonly<Record<string, BillingRefusalReason>> = {
  ACCOUNT_NOT_FOUND: "unknown-account",
  PERSON_NOT_FOUND: "unknown-person",
  USERNAME_NOT_FOUND: "unknown-user",
  CASE_NOT_FOUND: "unknown-case",
  EMAIL_MISMATCH: "email-mismatch",
  NO_WEB_USER: "no-web-user",
  USERNAME_TAKEN: "username-taken",
  WEB_USER_EXISTS: "web-user-exists",
  WEB_ACCESS_ALLOWED: "web-access-allowed",
  NO_DEPOSIT: "no-deposit",
  TRY_AGAIN: "try-again",
  NOT_FOUND: "not-found",
};

/** Billing's HTTP statuses that name a reason when its message does not. */
const REASON_OF_STATUS: Readonly<Record<number, BillingRefusalReason>> = {
  401: "bff-not-accepted",
  403: "bff-not-accepted",
  404: "not-found",
  408: "billing-busy",
  429: "billing-busy",
};

/** The reason of a refusal: by billing's message, else by its status, else "refused". */
export function refusalReason(billingStatus: number, ouafCode: string): BillingRefusalReason {
  return REASON_OF_MESSAGE[ouafCode] ?? REASON_OF_STATUS[billingStatus] ?? "refused";
}

/** A refusal of the request's business itself (not "later", not the BFF's own credentials). */
export const isBusinessRefusal = (error: unknown): error is BillingRejected =>
  error instanceof BillingRejected &&
  !["try-again", "billing-busy", "bff-not-accepted"].includes(error.reason);

/** A refusal that says billing does not know what was asked about (account, person, user, case). */
export const UNKNOWN_TO_BILLING: ReadonlySet<BillingRefusalReason> = new Set([
  "unknown-account",
  "unknown-person",
  "unknown-user",
  "unknown-case",
  "not-found",
]);

/** Billing refused the call with a problem detail of its own (an unknown account, a taken username …). */
export class BillingRejected extends DomainError {
  readonly reason: BillingRefusalReason;
  constructor(
    /** Billing's HTTP status (for the logs and the posting worker's retry rule only). */
    readonly billingStatus: number,
    /** Billing's message as OUAF names it (`ACCOUNT_NOT_FOUND`, or `category/number`), kept for the logs. */
    readonly ouafCode: string,
    readonly description: string,
    readonly answer: {
      /** False when the body was not billing's problem detail document (a proxy answered). */
      billingAnswered: boolean;
      /** The `Retry-After` header as sent (429), or null. */
      retryAfter: string | null;
      /** Billing's message says the same call may succeed later (ccb-problems.ts). */
      tryAgain?: boolean;
    } = { billingAnswered: true, retryAfter: null },
  ) {
    super("billing-refused", "BILLING_REFUSED", messages.serverErrorTryAgain);
    this.reason = refusalReason(billingStatus, ouafCode);
    this.name = "BillingRejected";
  }
}

/** A refusal as staff and the logs read it: billing's status, its message and its words. */
export const refusalText = (error: BillingRejected) =>
  `billing refused: ${error.billingStatus} ${error.ouafCode} ${error.description}`;

/** A billing refusal, optionally of one of these reasons. */
export function isBillingRefusal(
  error: unknown,
  ...reasons: BillingRefusalReason[]
): error is BillingRejected {
  return error instanceof BillingRejected && (reasons.length === 0 || reasons.includes(error.reason));
}

/** Billing refused because it does not know the account, person, user or case asked about. */
export const isUnknownToBilling = (error: unknown): error is BillingRejected =>
  error instanceof BillingRejected && UNKNOWN_TO_BILLING.has(error.reason);

/**
 * Billing did not answer usefully: no answer (timeout, dropped or refused connection), a 5xx, or an
 * answer that is not JSON. Callers see the 502 'Server Error. Try again later!'; the posting worker
 * reads `reason`, `billingStatus` and `retryAfter` to decide when to try again.
 */
export class BillingUnavailable extends DomainError {
  constructor(
    readonly reason: string,
    readonly billingStatus: number | null,
    readonly retryAfter: string | null = null,
  ) {
    super("billing-unavailable", "BILLING_UNAVAILABLE", messages.serverErrorTryAgain);
    this.name = "BillingUnavailable";
  }
}

export const billingUnavailable = (reason = "no answer", billingStatus: number | null = null) =>
  new BillingUnavailable(reason, billingStatus);
