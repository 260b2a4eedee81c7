/**
 * One correlation id per request (docs/qa-guide.md): taken from the caller's `X-Correlation-Id` (the
 * portal forwards the browser's, or makes one) when it is well formed, else made here; answered back
 * in the same header, written on each log line and mail, and sent on to billing and the gateway, so
 * that one payment's whole story can be joined across the services' journals.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Context, Next } from "koa";

export const CORRELATION_HEADER = "x-correlation-id";

const correlationOfRequest = new AsyncLocalStorage<string>();

/** An id a caller may choose: short, plain characters only (it ends up in logs and journals). */
export function isCorrelationId(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9._:-]{8,100}$/.test(value);
}

/** The correlation id of the request being served, if any. */
export function currentCorrelationId(): string | undefined {
  return correlationOfRequest.getStore();
}

/** The header to send on a call made while serving a request. */
export function correlationHeaders(): Record<string, string> {
  const id = currentCorrelationId();
  return id ? { [CORRELATION_HEADER]: id } : {};
}

export function correlation() {
  return async (ctx: Context, next: Next): Promise<void> => {
    const presented = ctx.get(CORRELATION_HEADER);
    const id = isCorrelationId(presented) ? presented : randomUUID();
    ctx.state.correlationId = id;
    ctx.set(CORRELATION_HEADER, id);
    await correlationOfRequest.run(id, next);
  };
}
