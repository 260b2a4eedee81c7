/**
 * The error codes a route can answer (decision 017): those its entry declares (`errors`), and those
 * every route of its kind can answer, added here from the entry itself so that no entry repeats
 * them — a body the BFF cannot read, a missing or ended session, a rate limit, a maintenance gate.
 * The BFF's mount wrapper refuses (in test mode) any code outside this list, and the OpenAPI
 * document lists it per operation.
 */
import type { ErrorCode } from "./error-codes";
import type { RouteEntry } from "./route-entry";

/** Any route: a request the BFF cannot read, a method it does not serve, a fault of its own. */
export const ANY_ROUTE_ERRORS = [
  "BAD_REQUEST",
  "MALFORMED_JSON",
  "UNSUPPORTED_MEDIA_TYPE",
  "BODY_TOO_LARGE",
  "METHOD_NOT_ALLOWED",
  "INTERNAL",
] as const satisfies readonly ErrorCode[];

/** A route behind a session: none, one that ended, or one of the wrong kind or level. */
export const SESSION_ROUTE_ERRORS = [
  "UNAUTHENTICATED",
  "SESSION_EXPIRED",
  "FORBIDDEN",
] as const satisfies readonly ErrorCode[];

/** The codes the entry's own kind brings (access, rate limit, maintenance gate, upload). */
export function automaticErrorsOf(entry: RouteEntry): ErrorCode[] {
  const codes: ErrorCode[] = [...ANY_ROUTE_ERRORS];
  if (entry.access !== "anonymous" && entry.access !== "gateway") codes.push(...SESSION_ROUTE_ERRORS);
  if (entry.rateLimit) codes.push("RATE_LIMITED");
  if (entry.closedByLoginMaintenance) codes.push("LOGIN_MAINTENANCE");
  if (typeof entry.multipart === "object") codes.push("FILE_TOO_LARGE");
  return codes;
}

/** Every code the route can answer: its kind's, then its own, each once. */
export function errorsOfRoute(entry: RouteEntry): ErrorCode[] {
  return [...new Set([...automaticErrorsOf(entry), ...entry.errors])];
}

/**
 * What a route that reads or writes billing can answer from it: no useful answer, an answer the
 * BFF cannot read, a refusal of billing's own, an account billing does not know.
 */
export const BILLING_ERRORS = [
  "BILLING_UNAVAILABLE",
  "BILLING_BAD_ANSWER",
  "BILLING_REFUSED",
  "NOT_FOUND",
] as const satisfies readonly ErrorCode[];

/** What a route that asks the card gateway can answer from it: its answer lost or useless. */
export const GATEWAY_ERRORS = ["GATEWAY_UNAVAILABLE"] as const satisfies readonly ErrorCode[];

/** The card's own checks (number, security code, expiry). */
export const CARD_ERRORS = [
  "INVALID_CARD",
  "INVALID_CVV",
  "INVALID_EXPIRY",
] as const satisfies readonly ErrorCode[];

/** A card payment (checkout, a pay link's, a saved card's, an arrangement's first payment). */
export const CARD_PAYMENT_ERRORS = [
  ...BILLING_ERRORS,
  ...GATEWAY_ERRORS,
  ...CARD_ERRORS,
  "NO_AMOUNT",
  "INVALID_AMOUNT",
  "DUPLICATE_ACCOUNT",
  "WRONG_TYPE",
  "CASH_ONLY",
  "IDEMPOTENCY_KEY_REUSED",
  "PAYMENT_IN_PROGRESS",
  "PAY_NOW_MAINTENANCE",
] as const satisfies readonly ErrorCode[];
