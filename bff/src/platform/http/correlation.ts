/**
 * The BFF's glue for the correlation id of each request (the rules are
 * `@paygpa/runtime/correlation`): the portal forwards the browser's `X-Correlation-Id`, or makes
 * one; the BFF keeps it for the request's whole work, writes it on each log line and mail, and sends
 * it on to billing and the gateway.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { CORRELATION_HEADER, correlationIdOf } from "@paygpa/runtime/correlation";
import type { Context, Next } from "koa";

export { CORRELATION_HEADER };

const correlationOfRequest = new AsyncLocalStorage<string>();

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
    const id = correlationIdOf(ctx.get(CORRELATION_HEADER));
    ctx.state.correlationId = id;
    ctx.set(CORRELATION_HEADER, id);
    await correlationOfRequest.run(id, next);
  };
}
