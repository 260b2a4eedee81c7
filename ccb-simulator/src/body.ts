/**
 * Reading the JSON body of a billing-system call: whatever the body, a failure to read it is a 4xx
 * in the billing system's `{ error: { code, description } }` shape, never a 500. The limits keep the
 * simulator's own recursion (the journal's redaction) bounded.
 */
import { bodyParser } from "@koa/bodyparser";
import type { Context, Next } from "koa";
import { badRequest, CcbError } from "./errors";
import { isNestedTooDeep } from "@paygpa/simulator-kit/simulator-http";

/** The body parser's failures (raw-body and co-body set `status`; zlib errors do not) as billing errors. */
export function bodyReadError(error: unknown): CcbError {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return new CcbError(413, "PAYLOAD_TOO_LARGE", "Request body too large");
  if (status === 415)
    return new CcbError(415, "UNSUPPORTED_MEDIA_TYPE", "Request body encoding is not supported");
  return badRequest("Request body is not valid JSON");
}

export function jsonBody(options: { limit: string }) {
  const parse = bodyParser({
    enableTypes: ["json"],
    jsonLimit: options.limit,
    onError: (error) => {
      throw bodyReadError(error);
    },
  });
  return (ctx: Context, next: Next) =>
    parse(ctx, async () => {
      if (isNestedTooDeep(ctx.request.body)) throw badRequest("Request body is nested too deeply");
      await next();
    });
}
