/**
 * The BFF's log (decision 023): pino JSON lines in the format all four services share
 * (`@paygpa/runtime/logging`: redaction by configuration, one request line per request, levels by
 * status). Code logs through the small `Logger` interface below, so a test can hand in its own.
 */
import {
  type LogSettings,
  type PinoLogger,
  levelOfRequest,
  loggablePath,
  serviceLogger,
} from "@paygpa/runtime/logging";
import type { DestinationStream } from "pino";
import type { Context, Next } from "koa";

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  warn?(message: string, fields?: Record<string, unknown>): void;
  debug?(message: string, fields?: Record<string, unknown>): void;
}

/** A `Logger` over a pino logger; fields go first, as pino wants them, so redaction applies to them. */
export function pinoLogger(pino: PinoLogger): Required<Logger> {
  return {
    info: (message, fields) => pino.info(fields ?? {}, message),
    error: (message, fields) => pino.error(fields ?? {}, message),
    warn: (message, fields) => pino.warn(fields ?? {}, message),
    debug: (message, fields) => pino.debug(fields ?? {}, message),
  };
}

/**
 * The BFF's logger: JSON on stdout (pretty in a terminal), `PAYGPA_LOG_LEVEL`, `PAYGPA_LOG_PRETTY`.
 * Never pass request bodies here: redaction hides the known secret fields, not every secret.
 */
export function jsonLogger(
  service = "bff",
  settings?: LogSettings,
  destination?: DestinationStream,
): Required<Logger> {
  return pinoLogger(serviceLogger(service, settings, destination));
}

export const silentLogger: Logger = { info() {}, error() {} };

/** Writes at `level`, falling back to info (or error) for a logger that has no such method. */
export function logAt(
  logger: Logger,
  level: "error" | "warn" | "info" | "debug",
  message: string,
  fields?: Record<string, unknown>,
): void {
  if (level === "error") logger.error(message, fields);
  else if (level === "warn") (logger.warn ?? logger.info)(message, fields);
  else if (level === "debug") logger.debug?.(message, fields);
  else logger.info(message, fields);
}

/**
 * One line per request: method, route pattern (never the path's values nor the query string: they
 * may carry identifiers), status, duration and the request id (the correlation id, docs/qa-guide.md).
 */
export function requestLogging(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const started = performance.now();
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const route = typeof matched === "string" ? matched : loggablePath(ctx.path);
      const status = failed ? 500 : ctx.status;
      logAt(logger, levelOfRequest(status, route), "request", {
        method: ctx.method,
        route,
        status,
        ms: Math.round(performance.now() - started),
        requestId: ctx.state.correlationId,
      });
    }
  };
}
