import type { Context, Next } from "koa";

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per event on stdout/stderr. Never pass request bodies here: they may hold secrets. */
export function jsonLogger(
  service: string,
  write = (line: string, isError: boolean) => {
    (isError ? process.stderr : process.stdout).write(`${line}\n`);
  },
): Logger {
  const log = (level: string, message: string, fields?: Record<string, unknown>) =>
    write(
      JSON.stringify({ at: new Date().toISOString(), service, level, message, ...fields }),
      level === "error",
    );
  return {
    info: (message, fields) => log("info", message, fields),
    error: (message, fields) => log("error", message, fields),
  };
}

export const silentLogger: Logger = { info() {}, error() {} };

/** Logs method, path (no query string: it may carry identifiers), status and duration. */
export function requestLogging(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info("request", {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(performance.now() - started),
        ...(ctx.state.correlationId ? { correlationId: ctx.state.correlationId } : {}),
      });
    }
  };
}
