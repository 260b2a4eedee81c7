/**
 * One correlation id per customer request, the same in the four services: taken from
 * the caller's `X-Correlation-Id` when it is well formed, else made anew; answered back in the same
 * header, written on each log line as `requestId`, and sent on to the next service, so one payment's
 * whole story can be joined across the services' logs and journals. Each service keeps its own glue
 * (the BFF's AsyncLocalStorage, the portal's Express middleware); the rules are here.
 */
import { randomUUID } from "node:crypto";

export const CORRELATION_HEADER = "x-correlation-id";

/** An id a caller may choose: 8 to 100 plain characters (it ends up in logs and journals). */
export function isCorrelationId(value: string | undefined | null): value is string {
  return typeof value === "string" && /^[A-Za-z0-9._:-]{8,100}$/.test(value);
}

/** The id a caller presented when well formed, else a new one. */
export function correlationIdOf(presented: string | undefined | null): string {
  return isCorrelationId(presented) ? presented : randomUUID();
}
