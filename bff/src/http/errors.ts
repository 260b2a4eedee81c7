import type { Context, Next } from "koa";
import { messages } from "../contract/messages";
import type { Logger } from "./logger";

/** The one error type of the BFF, rendered as `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
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

/** Renders AppErrors as they are; anything else becomes a 500 with nothing internal leaked, and is logged. */
export function errorMiddleware(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw notFound();
    } catch (error) {
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.body = { error: { code: error.code, message: error.message, ...error.details } };
        return;
      }
      logger.error("unhandled error", { method: ctx.method, path: ctx.path, error: describe(error) });
      ctx.status = 500;
      ctx.body = { error: { code: "INTERNAL", message: messages.internalError } };
    }
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error);
}
