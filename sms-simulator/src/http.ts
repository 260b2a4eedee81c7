/** Small HTTP helpers shared by the routes. */
import { bodyParser } from "@koa/bodyparser";
import { isNestedTooDeep } from "@paygpa/simulator-kit/simulator-http";
import type { Middleware } from "koa";
import type { SmsState } from "./context";

/** A form body parser (the REST API takes `application/x-www-form-urlencoded`). */
export function readForm(): Middleware<SmsState> {
  return readBody({ type: "form", limit: "64kb" });
}

export function readBody(options: { type: "json" | "form"; limit: string }): Middleware<SmsState> {
  const parse = bodyParser({
    enableTypes: [options.type],
    ...(options.type === "json" ? { jsonLimit: options.limit } : { formLimit: options.limit }),
    onError: (error, ctx) => {
      const status = (error as { status?: unknown }).status;
      if (status === 413) ctx.throw(413, "Request body too large");
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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
