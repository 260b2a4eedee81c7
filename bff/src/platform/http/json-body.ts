/**
 * Reading a JSON request body so that bad input is a client error, never a 500: @koa/bodyparser
 * does the reading; its failures (malformed JSON, `__proto__` keys, a body over the limit, an
 * encoding or charset it cannot read) become domain failures, and a body nested deeper than a small limit,
 * carrying an object-merge key or a NUL character (which no text column of PostgreSQL can hold) is
 * refused before any route sees it, as is a query string carrying a NUL.
 */
import { bodyParser } from "@koa/bodyparser";
import type { Context, Next } from "koa";
import { messages } from "@paygpa/contract";
import { type DomainError, fail } from "../failures";

/** No request of the contract nests deeper than a few levels; 32 leaves room and bounds recursion. */
export const MAX_JSON_DEPTH = 32;

/** Keys that would reach an object's prototype if the value were ever merged or assigned. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export const malformedJson = () => fail.invalidInput("MALFORMED_JSON", messages.malformedJson);
export const bodyTooLarge = () => fail.tooLarge("BODY_TOO_LARGE", messages.bodyTooLarge);
export const unsupportedMediaType = () =>
  fail.unsupportedMedia("UNSUPPORTED_MEDIA_TYPE", messages.unsupportedMediaType);

/** The body parser's failures as the BFF's client errors (raw-body and co-body set `status`). */
export function bodyReadError(error: unknown): DomainError {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return bodyTooLarge();
  if (status === 415) return unsupportedMediaType();
  return malformedJson();
}

/** Why a parsed JSON value is refused, or null: nesting deeper than `maxDepth`, or a prototype key. */
export function jsonShapeProblem(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): "too deep" | "prototype key" | "null character" | null {
  // Iterative, so that the check itself cannot overflow the stack on a hostile body.
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next?.value === "string" && next.value.includes("\u0000")) return "null character";
    if (!next || next.value === null || typeof next.value !== "object") continue;
    if (next.depth > maxDepth) return "too deep";
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    if (!Array.isArray(next.value)) {
      const keys = Object.keys(next.value);
      if (keys.some((key) => PROTOTYPE_KEYS.has(key))) return "prototype key";
      if (keys.some((key) => key.includes("\u0000"))) return "null character";
    }
    for (const child of children) pending.push({ value: child, depth: next.depth + 1 });
  }
  return null;
}

function hasBody(ctx: Context): boolean {
  const length = ctx.get("content-length");
  return ctx.get("transfer-encoding") !== "" || (length !== "" && length !== "0");
}

/**
 * The JSON body of POST, PUT and PATCH requests: a body that is not JSON is a 415, an unreadable
 * one a 400 MALFORMED_JSON, one over `limit` a 413 BODY_TOO_LARGE. A request without a body reads
 * as `{}`, as before.
 */
export function jsonBody(options: { limit: string }) {
  const parse = bodyParser({
    enableTypes: ["json"],
    jsonLimit: options.limit,
    onError: (error) => {
      throw bodyReadError(error);
    },
  });
  return async (ctx: Context, next: Next) => {
    if (/%00/.test(ctx.querystring)) throw fail.invalidInput("BAD_REQUEST", messages.badRequest);
    if (!["POST", "PUT", "PATCH"].includes(ctx.method) || ctx.request.body !== undefined) return next();
    if (hasBody(ctx) && !ctx.is("json", "+json")) throw unsupportedMediaType();
    await parse(ctx, async () => {
      if (jsonShapeProblem(ctx.request.body) !== null) throw malformedJson();
      await next();
    });
  };
}
