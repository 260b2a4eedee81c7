/** The simulator's cross-cutting middleware: journal, error rendering and injected faults. */
import type { PinoLogger } from "@paygpa/runtime/logging";
import { ControlError, controlErrorBody, injectFaults } from "@paygpa/simulator-kit/control-api";
import type { Middleware } from "koa";
import { NmsRefusal } from "./api/messages";
import type { OmsContext, OmsKoaContext, OmsState } from "./context";

/** The integration's public calls. */
export const API_PREFIX = "/nms/integration";
export const isPublicPath = (path: string): boolean => path.startsWith(`${API_PREFIX}/`);

const JOURNALED_HEADERS = ["content-type", "user-agent", "x-correlation-id"];

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Records every public request with its answer's status. */
export function journal(context: OmsContext): Middleware<OmsState> {
  return async (ctx, next) => {
    if (!isPublicPath(ctx.path)) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const headers: Record<string, string> = {};
      for (const name of JOURNALED_HEADERS) {
        const value = ctx.get(name);
        if (value) headers[name] = value;
      }
      if (ctx.get("authorization")) headers.authorization = "[redacted]";
      context.journal.record({
        at: context.clock.now().toISOString(),
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs: Math.round(performance.now() - started),
        headers,
        body: ctx.request.body ?? null,
        ...(ctx.state.journalNote ? { note: ctx.state.journalNote } : {}),
        ...(ctx.state.fault ? { fault: ctx.state.fault } : {}),
      });
    }
  };
}

/** Refusals answer the integration's error shape; anything else a 500 that leaks nothing. */
export function errors(logger: PinoLogger): Middleware<OmsState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) {
        if (isPublicPath(ctx.path)) answer(ctx, new NmsRefusal(404, 404, `${ctx.path} is not a call`));
        else ctx.body = controlErrorBody("NOT_FOUND", `${ctx.path} is not a route`);
      }
      if (ctx.status === 405 && ctx.body == null)
        ctx.body = controlErrorBody("METHOD_NOT_ALLOWED", `${ctx.method} is not allowed on ${ctx.path}`);
    } catch (error) {
      if (error instanceof ControlError) {
        ctx.status = error.status;
        ctx.body = controlErrorBody(error.code, error.message);
        return;
      }
      if (error instanceof NmsRefusal) {
        ctx.state.journalNote ??= error.message;
        answer(ctx, error);
        return;
      }
      const status = statusOf(error);
      const exposed = status < 500 && error instanceof Error ? error.message : "Internal error";
      if (status >= 500)
        logger.error({ method: ctx.method, requestId: ctx.state.requestId }, "unhandled error");
      ctx.state.journalNote = exposed;
      if (isPublicPath(ctx.path)) answer(ctx, new NmsRefusal(status, status, exposed));
      else {
        ctx.status = status;
        ctx.body = controlErrorBody(status === 400 ? "INVALID_REQUEST" : "ERROR", exposed);
      }
    }
  };
}

function answer(ctx: OmsKoaContext, refusal: NmsRefusal): void {
  ctx.status = refusal.status;
  ctx.body = refusal.body;
}

/** The faults injected through the control API (down, slow, a status, a lost answer…). */
export function faults(context: OmsContext): Middleware<OmsState> {
  return injectFaults<OmsKoaContext>({
    faults: context.faults,
    isPublicPath,
    sleep,
    answerStatus: (ctx, status) =>
      answer(ctx, new NmsRefusal(status, status, `Injected fault: HTTP ${status}`)),
  });
}

function statusOf(error: unknown): number {
  if (error !== null && typeof error === "object") {
    const { status } = error as { status?: unknown };
    if (typeof status === "number" && status >= 400 && status <= 599) return status;
  }
  return 500;
}
