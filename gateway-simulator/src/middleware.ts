/** The simulator's cross-cutting middleware: journal, error rendering and injected faults. */
import { injectFaults } from "@paygpa/simulator-kit/control-api";
import type { PinoLogger } from "@paygpa/runtime/logging";
import type { Middleware } from "koa";
import type { GatewayContext, GatewayKoaContext, GatewayState } from "./context";
import { problemPage } from "./hosted-page/html";
import { sleep } from "./http";
import { redact } from "./redact";
import type { RouteGroup } from "./journal";

/** Whether a path belongs to the public API (faults and the journal apply to it). */
export const isPublicPath = (path: string): boolean => routeGroupOf(path) !== null;

/** The public route group of a path; null for the control API and unknown paths. */
export function routeGroupOf(path: string): RouteGroup | null {
  if (path === "/payment" || path.startsWith("/payment/")) return "payment";
  // The Transaction Search and Reporting API shares the direct API's /transaction/ prefix.
  if (path === "/transaction/search" || path === "/transaction/report") return "search";
  if (path.startsWith("/transaction/")) return "transaction";
  return null;
}

/** With the caller's correlation id, for the system timeline (docs/qa-guide.md). */
const JOURNALED_HEADERS = [
  "content-type",
  "x-gge4-date",
  "x-gge4-content-sha1",
  "authorization",
  "x-correlation-id",
];

/** Records every public request with its answer's status; card data is redacted first. */
export function journal(context: GatewayContext): Middleware<GatewayState> {
  return async (ctx, next) => {
    const route = routeGroupOf(ctx.path);
    if (!route) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const headers: Record<string, string> = {};
      for (const name of JOURNALED_HEADERS) {
        const value = ctx.get(name);
        if (value) headers[name] = value;
      }
      context.store.record({
        at: context.clock.now().toISOString(),
        method: ctx.method,
        path: ctx.path,
        query: redact({ ...ctx.query }) as Record<string, string>,
        route,
        status: ctx.status,
        durationMs: Math.round(performance.now() - started),
        headers,
        body: redact(ctx.request.body ?? null),
        ...(ctx.state.journalNote ? { note: ctx.state.journalNote } : {}),
        ...(ctx.state.fault ? { fault: ctx.state.fault } : {}),
      });
    }
  };
}

/** Unexpected errors become a 500 that leaks nothing; the log line carries no request data. */
export function errors(logger: PinoLogger, context: GatewayContext): Middleware<GatewayState> {
  return async (ctx, next) => {
    try {
      await next();
      // An unknown path answers in the shape of its route group too (an HTML page under /payment).
      if (ctx.status === 404 && ctx.body == null) respond(ctx, 404, "Not Found", context);
      // A wrong method on a control route answers the control API's JSON error, as everything there.
      if (ctx.status === 405 && ctx.body == null && routeGroupOf(ctx.path) === null) {
        ctx.body = {
          error: { code: "METHOD_NOT_ALLOWED", message: `${ctx.method} is not allowed on ${ctx.path}` },
        };
      }
    } catch (error) {
      const status = statusOf(error);
      const exposed = status < 500 && error instanceof Error ? error.message : "Internal error";
      if (status >= 500) {
        logger.error(
          { method: ctx.method, requestId: ctx.state.requestId, error: describe(error) },
          "unhandled error",
        );
      }
      ctx.state.journalNote = exposed;
      respond(ctx, status, status === 503 ? "Service Unavailable" : exposed, context);
    }
  };
}

/** The faults injected through the control API, answered in the shape of the route. */
export function faults(context: GatewayContext): Middleware<GatewayState> {
  return injectFaults<GatewayKoaContext>({
    faults: context.store.faults,
    isPublicPath,
    sleep,
    answerStatus: (ctx, status) =>
      respond(
        ctx,
        status,
        status === 503 ? "Service Unavailable" : `Injected fault: HTTP ${status}`,
        context,
      ),
  });
}

/**
 * The merchant's website, from its payment pages' return URL (the 'Receipt Link' of Payment Page
 * settings): a cardholder the gateway cannot serve is not left without a way back to it.
 */
function merchantSite({ store }: GatewayContext): { href: string; text: string } | undefined {
  for (const page of store.pages.values()) {
    try {
      return { href: `${new URL(page.returnUrl).origin}/`, text: "Return to Guam Power Authority" };
    } catch {
      // A return URL that is not absolute names no site.
    }
  }
  return undefined;
}

/** An error answer in the shape of the route: an HTML page, e4 plain text, or control JSON. */
function respond(ctx: GatewayKoaContext, status: number, message: string, context: GatewayContext): void {
  const route = routeGroupOf(ctx.path);
  ctx.status = status;
  if (route === "payment") {
    const site = merchantSite(context);
    ctx.type = "html";
    ctx.body = problemPage({
      title: status === 503 ? "Payments are unavailable" : "Something went wrong",
      message:
        status === 503
          ? "The payment service is temporarily unavailable. Please try again later. Your card has not been charged."
          : "Your payment could not be processed. Please go back to the GPA website and try again.",
      detail: message,
      ...(site && { link: site }),
    });
  } else if (route) {
    ctx.type = "text/plain";
    ctx.body = message;
  } else {
    ctx.body = { error: { code: status === 503 ? "UNAVAILABLE" : "ERROR", message } };
  }
}

function statusOf(error: unknown): number {
  if (error !== null && typeof error === "object") {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    const candidate = typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : 500;
    if (candidate >= 400 && candidate <= 599) return candidate;
  }
  return 500;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
