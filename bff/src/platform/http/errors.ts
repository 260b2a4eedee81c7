import type { Context, Next } from "koa";
import { type ErrorCode, messages } from "@paygpa/contract";
import { DomainError, type FailureKind, fail } from "../failures";
import type { Logger } from "./logger";

/**
 * The route edge's one table: the HTTP status of each domain failure (`platform/failures.ts`). The
 * only place in the BFF where a failure becomes a status.
 */
export const STATUS_OF_FAILURE: Record<FailureKind, number> = {
  "invalid-input": 400,
  "not-signed-in": 401,
  "not-allowed": 403,
  "not-found": 404,
  "method-not-allowed": 405,
  conflict: 409,
  gone: 410,
  "too-large": 413,
  "unsupported-media": 415,
  refused: 422,
  "rate-limited": 429,
  internal: 500,
  "billing-refused": 502,
  "billing-unavailable": 502,
  "gateway-refused": 502,
  "gateway-unavailable": 502,
  closed: 503,
};

/** A failure's status; a transitional `AppError` keeps the status it was built with. */
export function statusOfFailure(error: DomainError): number {
  return error instanceof AppError ? error.status : STATUS_OF_FAILURE[error.kind];
}

const KIND_OF_STATUS: Record<number, FailureKind> = {
  400: "invalid-input",
  401: "not-signed-in",
  403: "not-allowed",
  404: "not-found",
  405: "method-not-allowed",
  409: "conflict",
  410: "gone",
  413: "too-large",
  415: "unsupported-media",
  422: "refused",
  429: "rate-limited",
  500: "internal",
  502: "billing-unavailable",
  503: "closed",
};

/**
 * @deprecated Transitional: a domain failure named by its HTTP status. Throw `fail.*`
 * (`platform/failures.ts`) instead; this goes once no caller is left.
 */
export class AppError extends DomainError {
  constructor(
    readonly status: number,
    code: ErrorCode,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super(KIND_OF_STATUS[status] ?? "internal", code, message, details);
    this.name = "AppError";
  }
}

/**
 * @deprecated Transitional, as `AppError`: services not yet converted still test `instanceof
 * AppError` on these (payment submissions, AutoPay). Throw `fail.notSignedIn("UNAUTHENTICATED", …)`
 * and the like instead; these go with the shim.
 */
export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED", messages.notSignedIn);
/** @deprecated See `unauthenticated`. */
export const sessionExpired = () => new AppError(401, "SESSION_EXPIRED", messages.sessionExpired);
/** @deprecated See `unauthenticated`. */
export const forbidden = (message: string = messages.forbidden) => new AppError(403, "FORBIDDEN", message);
/** @deprecated See `unauthenticated`. */
export const notFound = () => new AppError(404, "NOT_FOUND", messages.notFound);
const routeNotFound = () => fail.notFound("NOT_FOUND", messages.notFound);
const methodNotAllowed = () => fail.methodNotAllowed("METHOD_NOT_ALLOWED", messages.badRequest);

/**
 * Renders domain failures with their status (`statusOfFailure`), and other client errors (a 4xx thrown by Koa or a library) in the
 * same shape; both are logged at info without a stack. Anything else becomes a 500 with nothing
 * internal leaked, and is logged at error with its stack.
 */
export function errorMiddleware(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw routeNotFound();
      // The routers' answer to a method they do not serve, in the one error shape.
      if (ctx.status === 405 && ctx.body == null) throw methodNotAllowed();
    } catch (error) {
      const clientError = asClientError(error);
      if (clientError) {
        const { failure, status } = clientError;
        ctx.status = status;
        ctx.body = { error: { code: failure.code, message: failure.message, ...failure.details } };
        if (status !== 404) {
          logger.info("client error", {
            method: ctx.method,
            path: ctx.path,
            status,
            code: failure.code,
          });
        }
        return;
      }
      logger.error("unhandled error", { method: ctx.method, path: ctx.path, error: describe(error) });
      ctx.status = 500;
      ctx.body = { error: { code: "INTERNAL", message: messages.internalError } };
    }
  };
}

/**
 * A domain failure with its status (an `AppError` keeps the status it was built with); a 4xx from
 * Koa or a library (`status`, as http-errors sets it) as a BAD_REQUEST.
 */
function asClientError(error: unknown): { failure: DomainError; status: number } | null {
  if (error instanceof DomainError) return { failure: error, status: statusOfFailure(error) };
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== "number" || status < 400 || status > 499) return null;
  if (status === 404) return { failure: routeNotFound(), status };
  // Koa's own 4xx keeps its status; its kind is only for the log.
  const failure =
    status === 413
      ? fail.tooLarge("BODY_TOO_LARGE", messages.badRequest)
      : fail.invalidInput("BAD_REQUEST", messages.badRequest);
  return { failure, status };
}

/**
 * What the error middleware answers for an error: its code and status, and whether the BFF built
 * it (a domain failure) rather than Koa or a library (a 4xx of theirs, or a fault: INTERNAL).
 */
export function errorAnswerOf(error: unknown): { code: ErrorCode; status: number; domain: boolean } {
  const client = asClientError(error);
  if (!client) return { code: "INTERNAL", status: 500, domain: false };
  return { code: client.failure.code, status: client.status, domain: error instanceof DomainError };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error);
}
