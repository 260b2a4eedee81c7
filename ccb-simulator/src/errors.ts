import type { PinoLogger } from "@paygpa/runtime/logging";
import type { Context, Next } from "koa";

/** An answer of the billing system other than success: rendered as `{ error: { code, description } }`. */
export class CcbError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
    this.name = "CcbError";
  }
}

export const badRequest = (description: string) => new CcbError(400, "BAD_REQUEST", description);
export const accountNotFound = () => new CcbError(404, "ACCOUNT_NOT_FOUND", "Account number doesn't exist");
export const personNotFound = () => new CcbError(404, "PERSON_NOT_FOUND", "Person doesn't exist");

export function errorBody(code: string, description: string) {
  return { error: { code, description } };
}

/** Billing's shape on the billing API; the control API's `{ error: { code, message } }` under /__control. */
function errorBodyFor(path: string, code: string, description: string) {
  return path.startsWith("/__control")
    ? { error: { code, message: description } }
    : errorBody(code, description);
}

/** Renders every failure as JSON; unknown errors become 500 with nothing internal in the answer. */
export function renderErrorsLoggingTo(logger: PinoLogger) {
  return (ctx: Context, next: Next) => renderErrors(ctx, next, logger);
}

async function renderErrors(ctx: Context, next: Next, logger: PinoLogger): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = errorBodyFor(ctx.path, "NOT_FOUND", `No route ${ctx.method} ${ctx.path}`);
    } else if (ctx.status === 405 && ctx.body === undefined) {
      ctx.status = 405;
      ctx.body = errorBodyFor(ctx.path, "METHOD_NOT_ALLOWED", `${ctx.method} is not allowed on ${ctx.path}`);
    }
  } catch (error) {
    if (error instanceof CcbError) {
      ctx.status = error.status;
      ctx.body = errorBodyFor(ctx.path, error.code, error.description);
      return;
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // Body-parser failures: malformed JSON, body too large, unsupported encoding.
      ctx.status = status === 413 ? 413 : 400;
      ctx.body = errorBodyFor(
        ctx.path,
        status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST",
        status === 413 ? "Request body too large" : "Request body is not valid JSON",
      );
      return;
    }
    logger.error({ method: ctx.method, requestId: ctx.state.requestId, err: error }, "unhandled error");
    ctx.status = 500;
    ctx.body = errorBodyFor(ctx.path, "INTERNAL_ERROR", "Internal error");
  }
}
