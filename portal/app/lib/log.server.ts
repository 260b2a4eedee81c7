/**
 * The portal's log inside the Remix app (decision 023): the shared JSON format, with the request
 * id of the request being served on each line so that it joins the server's request line and the
 * BFF's. Never log a form's values: redaction hides the known secret fields, not every secret.
 */
import { serviceLogger } from "@paygpa/runtime/logging";
import { correlationOfCalls } from "./calls-scope.server";

const logger = serviceLogger("portal");

export const log = {
  error(message: string, fields: Record<string, unknown> = {}): void {
    logger.error({ ...fields, requestId: correlationOfCalls.getStore() }, message);
  },
  warn(message: string, fields: Record<string, unknown> = {}): void {
    logger.warn({ ...fields, requestId: correlationOfCalls.getStore() }, message);
  },
  info(message: string, fields: Record<string, unknown> = {}): void {
    logger.info({ ...fields, requestId: correlationOfCalls.getStore() }, message);
  },
};

/** An error's message alone (no stack, no request data). */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
