import { randomUUID } from "node:crypto";

/**
 * The correlation id of a browser's request (issue 14 §5): the one the browser or a QA script sent
 * in `X-Correlation-Id` when well formed, else a new one. The portal sends it to the BFF on every
 * call the request makes, and the BFF on to billing and the gateway.
 */
export function correlationIdOf(presented: string | undefined): string {
  return presented && /^[A-Za-z0-9._:-]{8,100}$/.test(presented) ? presented : randomUUID();
}
