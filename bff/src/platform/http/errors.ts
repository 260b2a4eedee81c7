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

/** A failure's status: the one place a kind becomes one. */
export function statusOfFailure(error: DomainError): number {
  return STATUS_OF_FAILURE[error.kind];
}

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
 * A domain failure with its status (`STATUS_OF_FAILURE`); a 4xx from
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
