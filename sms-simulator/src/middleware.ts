/** The simulator's cross-cutting middleware: journal, error rendering and injected faults. */
import type { PinoLogger } from "@paygpa/runtime/logging";
import { ControlError, controlErrorBody, injectFaults } from "@paygpa/simulator-kit/control-api";
import type { Middleware } from "koa";
import { API_PREFIX } from "./api/messages.routes";
import type { SmsContext, SmsKoaContext, SmsState } from "./context";
import { sleep } from "./http";
import { TwilioRefusal } from "./protocol/errors";

/** The public API: the REST API's account resources. */
export const isPublicPath = (path: string): boolean => path.startsWith(`${API_PREFIX}/`);

const JOURNALED_HEADERS = ["content-type", "user-agent", "x-correlation-id"];

/** Records every public request with its answer's status; the Basic credentials are not kept. */
export function journal(context: SmsContext): Middleware<SmsState> {
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
      context.store.record({
        at: context.clock.now().toISOString(),
        method: ctx.method,
        path: ctx.path,
        query: { ...ctx.query } as Record<string, string>,
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

/** Twilio's refusals answer its error JSON; anything else a 500 that leaks nothing. */
export function errors(logger: PinoLogger): Middleware<SmsState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) {
        if (isPublicPath(ctx.path))
          answer(ctx, new TwilioRefusal(404, 20404, `The requested resource ${ctx.path} was not found`));
        else ctx.body = { error: { code: "NOT_FOUND", message: `${ctx.path} is not a route` } };
      }
      if (ctx.status === 405 && ctx.body == null && !isPublicPath(ctx.path)) {
        ctx.body = {
          error: { code: "METHOD_NOT_ALLOWED", message: `${ctx.method} is not allowed on ${ctx.path}` },
        };
      }
    } catch (error) {
      if (error instanceof ControlError) {
        ctx.status = error.status;
        ctx.body = controlErrorBody(error.code, error.message);
        return;
      }
      if (error instanceof TwilioRefusal) {
        ctx.state.journalNote ??= `${error.code} ${error.message}`;
        answer(ctx, error);
        return;
      }
      const status = statusOf(error);
      const exposed = status < 500 && error instanceof Error ? error.message : "Internal error";
      if (status >= 500)
        logger.error({ method: ctx.method, requestId: ctx.state.requestId }, "unhandled error");
      ctx.state.journalNote = exposed;
      if (isPublicPath(ctx.path))
        answer(ctx, new TwilioRefusal(status, status === 400 ? 21100 : 20500, exposed));
      else {
        ctx.status = status;
        ctx.body = { error: { code: status === 400 ? "INVALID_REQUEST" : "ERROR", message: exposed } };
      }
    }
  };
}

function answer(ctx: SmsKoaContext, refusal: TwilioRefusal): void {
  ctx.status = refusal.status;
  ctx.body = refusal.body;
}

/** The faults injected through the control API, answered as Twilio's error JSON. */
export function faults(context: SmsContext): Middleware<SmsState> {
  return injectFaults<SmsKoaContext>({
    faults: context.store.faults,
    isPublicPath,
    sleep,
    answerStatus: (ctx, status) =>
      answer(
        ctx,
        // 20429 "Too Many Requests"; 20500 "Internal Server Error"; 20503 "Service Unavailable".
        new TwilioRefusal(
          status,
          status === 429 ? 20429 : status === 503 ? 20503 : 20500,
          `Injected fault: HTTP ${status}`,
        ),
      ),
  });
}

function statusOf(error: unknown): number {
  if (error !== null && typeof error === "object") {
    const { status } = error as { status?: unknown };
    if (typeof status === "number" && status >= 400 && status <= 599) return status;
  }
  return 500;
}
