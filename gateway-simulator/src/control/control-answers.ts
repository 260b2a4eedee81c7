/** The control API's small answers: a field of the JSON body, and its 404 and 400 errors. */
import type { GatewayKoaContext } from "../context";

export function bodyField(ctx: GatewayKoaContext, name: string): unknown {
  const body = ctx.request.body;
  return body !== null && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
}

export function notFound(ctx: GatewayKoaContext, message: string): void {
  ctx.status = 404;
  ctx.body = { error: { code: "NOT_FOUND", message } };
}

export function invalid(ctx: GatewayKoaContext, message: string): void {
  ctx.status = 400;
  ctx.body = { error: { code: "INVALID_REQUEST", message } };
}
