/**
 * The BFF's domain failures: a closed list of what can go wrong, in the product's words. Services,
 * workers and adapters throw a `DomainError` of one of these kinds (built with `fail.*`); only the
 * route edge (`platform/http/errors.ts`, `statusOfFailure`) turns a kind into an HTTP status, and
 * the contract's error `code` travels with it unchanged. Workers (AutoPay, posting, reconciliation)
 * decide on `kind`, never on a status.
 */
import type { ErrorCode } from "@paygpa/contract";

export const FAILURE_KINDS = [
  /** The request itself is wrong: a field, a file, a body the BFF cannot read. */
  "invalid-input",
  /** No session, or one that ended. */
  "not-signed-in",
  /** The caller may not do this (role, ownership, kind of account, a switch). */
  "not-allowed",
  /** What was asked for does not exist (or is not the caller's to know of). */
  "not-found",
  /** Not this method on this path. */
  "method-not-allowed",
  /** The state does not allow it now: already done, in progress, taken. */
  "conflict",
  /** It existed and is over: an expired link, a used pay link. */
  "gone",
  /** Too large: a body or a file. */
  "too-large",
  /** A body of a kind the BFF does not take. */
  "unsupported-media",
  /** A business rule of the spec refused it (eligibility, amounts, the arrangement's rules). */
  "refused",
  /** Too many tries from this browser or for this account. */
  "rate-limited",
  /** A maintenance switch has this part of the product closed. */
  "closed",
  /** Billing answered with a refusal of its own (its problem detail): a business refusal. */
  "billing-refused",
  /** Billing gave no useful answer (no answer, a timeout, a 5xx, a malformed answer): transient. */
  "billing-unavailable",
  /** The card gateway refused the request itself (credentials, signature, clock, terminal): nothing was attempted. */
  "gateway-refused",
  /** The card gateway's answer was lost or useless: the outcome is not known. */
  "gateway-unavailable",
  /** A fault of the BFF itself. */
  "internal",
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** One domain failure: its kind (for programs), the contract's code (for the portal) and the person's message. */
export class DomainError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export function isFailure(error: unknown, ...kinds: FailureKind[]): error is DomainError {
  return error instanceof DomainError && (kinds.length === 0 || kinds.includes(error.kind));
}

type Build = (code: ErrorCode, message: string, details?: Record<string, unknown>) => DomainError;
const of =
  (kind: FailureKind): Build =>
  (code, message, details) =>
    new DomainError(kind, code, message, details);

/** The builders, one per kind: `throw fail.refused("CASH_ONLY", messages.cashOnly)`. */
export const fail = {
  invalidInput: of("invalid-input"),
  notSignedIn: of("not-signed-in"),
  notAllowed: of("not-allowed"),
  notFound: of("not-found"),
  methodNotAllowed: of("method-not-allowed"),
  conflict: of("conflict"),
  gone: of("gone"),
  tooLarge: of("too-large"),
  unsupportedMedia: of("unsupported-media"),
  refused: of("refused"),
  rateLimited: of("rate-limited"),
  closed: of("closed"),
  billingRefused: of("billing-refused"),
  billingUnavailable: of("billing-unavailable"),
  gatewayRefused: of("gateway-refused"),
  gatewayUnavailable: of("gateway-unavailable"),
  internal: of("internal"),
} satisfies Record<string, Build>;

/** The kinds that are a fault of a system behind the BFF or of the BFF itself, not of the request. */
const SYSTEM_KINDS: ReadonlySet<FailureKind> = new Set([
  "billing-refused",
  "billing-unavailable",
  "gateway-refused",
  "gateway-unavailable",
  "internal",
]);

/** A failure of the request itself (its input, its caller, the state it meets): passed on as it is. */
export function isClientFailure(error: unknown): error is DomainError {
  return error instanceof DomainError && !SYSTEM_KINDS.has(error.kind);
}
