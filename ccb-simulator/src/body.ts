/**
 * Reading the JSON body of a billing-system call: whatever the body, a failure to read it is a 4xx
 * in the billing system's `{ error: { code, description } }` shape, never a 500. The limits keep the
 * simulator's own recursion (the journal's redaction) bounded.
 */
import { bodyParser } from "@koa/bodyparser";
import type { Context, Next } from "koa";
import { badRequest, CcbError } from "./errors";

/** No billing request nests deeper than a few levels. */
export const MAX_JSON_DEPTH = 32;

/** The body parser's failures (raw-body and co-body set `status`; zlib errors do not) as billing errors. */
export function bodyReadError(error: unknown): CcbError {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return new CcbError(413, "PAYLOAD_TOO_LARGE", "Request body too large");
  if (status === 415)
    return new CcbError(415, "UNSUPPORTED_MEDIA_TYPE", "Request body encoding is not supported");
  return badRequest("Request body is not valid JSON");
}

/** True when a parsed JSON value nests deeper than `maxDepth` (checked without recursion). */
export function isNestedTooDeep(value: unknown, maxDepth = MAX_JSON_DEPTH): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || next.value === null || typeof next.value !== "object") continue;
    if (next.depth > maxDepth) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
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
