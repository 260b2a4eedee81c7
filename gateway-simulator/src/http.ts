/** Small HTTP helpers shared by the routes. */
import { bodyParser } from "@koa/bodyparser";
import type { Middleware } from "koa";
import type { GatewayKoaContext, GatewayState } from "./context";
import { isNestedTooDeep } from "@paygpa/simulator-kit/simulator-http";

export { isNestedTooDeep };

/**
 * A body parser whose failures are client errors (400, or 413 too large, 415 unreadable encoding),
 * rendered by the error middleware in the route's shape; a body nested too deep is a 400 too.
 */
export function readBody(options: { type: "json" | "form"; limit: string }): Middleware<GatewayState> {
  const parse = bodyParser({
    enableTypes: [options.type],
    ...(options.type === "json" ? { jsonLimit: options.limit } : { formLimit: options.limit }),
    onError: (error, ctx) => {
      const status = (error as { status?: unknown }).status;
      if (status === 413) ctx.throw(413, "Request body too large");
      if (status === 415) ctx.throw(415, "Request body encoding is not supported");
      ctx.throw(
        400,
        options.type === "json" ? "Request body is not valid JSON" : "Request body is not a valid form",
      );
    },
  });
  return (ctx, next) =>
    parse(ctx, async () => {
      if (isNestedTooDeep(ctx.request.body)) ctx.throw(400, "Request body is nested too deeply");
      await next();
    });
}

/** Form or query fields as single strings: the first value of repeated fields, "" for none. */
export function stringFields(input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input === null || typeof input !== "object") return fields;
  for (const [name, value] of Object.entries(input)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") fields[name] = first;
  }
  return fields;
}

/**
 * Reads the request body as text, up to `limitBytes` (the direct API needs the exact bytes signed).
 * A body over the limit is refused with 413 without keeping it, and the connection is closed after
 * the answer: the unread rest of that body must never be taken for the next request on a kept-alive
 * connection (which then waited for nothing and was reset by the server's timeout).
 */
export function readRawBody(ctx: GatewayKoaContext, limitBytes = 1_000_000): Promise<string> {
  const tooLarge = () => {
    ctx.set("Connection", "close");
    ctx.req.resume();
    return ctx.throw(413, "Request body too large");
  };
  if (Number(ctx.get("content-length")) > limitBytes) return Promise.reject(catchThrown(tooLarge));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      ctx.req.off("data", onData);
      ctx.req.off("end", onEnd);
      ctx.req.off("error", onError);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += buffer.length;
      if (size > limitBytes) {
        stop();
        reject(catchThrown(tooLarge));
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    ctx.req.on("data", onData);
    ctx.req.on("end", onEnd);
    ctx.req.on("error", onError);
  });
}

/** The error `ctx.throw` raises, as a value. */
function catchThrown(fn: () => never): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return new Error("unreachable");
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function headerValue(ctx: GatewayKoaContext, name: string): string | undefined {
  const value = ctx.get(name);
  return value === "" ? undefined : value;
}
