import type { Context, Next } from "koa";
import { type ErrorCode, messages } from "@paygpa/contract";
import type { Logger } from "./logger";

/** The one error type of the BFF, rendered as `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED", messages.notSignedIn);
export const sessionExpired = () => new AppError(401, "SESSION_EXPIRED", messages.sessionExpired);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, "FORBIDDEN", message);
export const notFound = () => new AppError(404, "NOT_FOUND", messages.notFound);
const methodNotAllowed = () => new AppError(405, "METHOD_NOT_ALLOWED", messages.badRequest);

/**
 * Renders AppErrors as they are, and other client errors (a 4xx thrown by Koa or a library) in the
 * same shape; both are logged at info without a stack. Anything else becomes a 500 with nothing
 * internal leaked, and is logged at error with its stack.
 */
export function errorMiddleware(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw notFound();
      // The routers' answer to a method they do not serve, in the one error shape.
      if (ctx.status === 405 && ctx.body == null) throw methodNotAllowed();
    } catch (error) {
      const clientError = asClientError(error);
      if (clientError) {
        ctx.status = clientError.status;
        ctx.body = {
          error: { code: clientError.code, message: clientError.message, ...clientError.details },
        };
        if (clientError.status !== 404) {
          logger.info("client error", {
            method: ctx.method,
            path: ctx.path,
            status: clientError.status,
            code: clientError.code,
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

/** An AppError as it is; a 4xx from Koa or a library (`status`, as http-errors sets it) as a BAD_REQUEST. */
function asClientError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== "number" || status < 400 || status > 499) return null;
  if (status === 404) return notFound();
  return new AppError(status, status === 413 ? "BODY_TOO_LARGE" : "BAD_REQUEST", messages.badRequest);
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error);
}
