/**
 * The portal's request line (decision 023), in the format all four services share
 * (`@paygpa/runtime/logging`): method, the Remix route pattern that answered (never the path's
 * values nor the query string: reset and sign-up links carry their token in the URL), status,
 * duration, and the request id that goes on to the BFF. Static files and `/__manifest` at debug only.
 */
import { CORRELATION_HEADER, correlationIdOf } from "@paygpa/runtime/correlation";
import { type PinoLogger, levelOfRequest, loggablePath } from "@paygpa/runtime/logging";
import type { NextFunction, Request, Response } from "express";

/** A route of the Remix build's manifest (`build.routes`). */
export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** The full URL pattern of every route that can answer a URL (its own path joined to its parents'). */
export function routePatternsOf(routes: Record<string, RouteEntry | undefined>): string[] {
  const fullPath = (route: RouteEntry): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    const base = parent ? fullPath(parent) : "";
    return `${base.replace(/\/$/, "")}/${own.replace(/^\//, "")}`;
  };
  const patterns = Object.values(routes)
    .filter((route): route is RouteEntry => Boolean(route && (route.path !== undefined || route.index)))
    .map((route) => fullPath(route).replace(/\/$/, "") || "/");
  return [...new Set(patterns)];
}

/** How well a pattern matches a path (higher is more specific), or -1 when it does not. */
function scoreOf(pattern: string, segments: string[]): number {
  const parts = pattern.split("/").filter(Boolean);
  let score = 0;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? "";
    if (part === "*") return score;
    const segment = segments[i];
    if (part.startsWith(":")) {
      if (segment === undefined) return part.endsWith("?") ? score : -1;
      score += 3;
    } else if (segment === part) score += 10;
    else return -1;
  }
  // +1: an exact match outranks a splat that matches the same segments.
  return segments.length === parts.length ? score + 1 : -1;
}

/** The pattern of the route that answers `pathname`; null when none does (a 404). */
export function routeOfPath(patterns: readonly string[], pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  let best: { pattern: string; score: number } | null = null;
  for (const pattern of patterns) {
    const score = scoreOf(pattern, segments);
    if (score >= 0 && (!best || score > best.score)) best = { pattern, score };
  }
  return best?.pattern ?? null;
}

/** The public folder's files and the built assets: logged at debug (many per page). */
const STATIC_FILE = /\.(ico|png|jpe?g|gif|svg|webp|css|js|map|woff2?|txt|webmanifest|pdf)$/i;

/**
 * The route of a request: the probes as they are, Remix's data requests (`/dashboard.data`,
 * `/_root.data` for `/`: single fetch) and route discovery (`/__manifest`) by the page they serve.
 */
export function routeOfRequest(path: string, routeOf: (pathname: string) => string | null): string {
  if (path === "/health" || path === "/ready" || path === "/__manifest") return path;
  if (path.endsWith(".data")) {
    const page = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
    return `${routeOf(page) ?? loggablePath(page)} (data)`;
  }
  return routeOf(path) ?? loggablePath(path);
}

/**
 * Express middleware, first in the chain: the request id (the browser's or a QA script's
 * `X-Correlation-Id` when well formed, else new) in `res.locals.requestId` and the answer's header,
 * then one line when the answer is finished.
 */
export function requestLog(logger: PinoLogger, routeOf: (pathname: string) => string | null) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    const requestId = correlationIdOf(req.get(CORRELATION_HEADER));
    res.locals.requestId = requestId;
    res.set(CORRELATION_HEADER, requestId);
    res.once("finish", () => {
      const isAsset = req.path.startsWith("/assets/") || STATIC_FILE.test(req.path);
      const route = isAsset ? "(static file)" : routeOfRequest(req.path, routeOf);
      const level = levelOfRequest(res.statusCode, route);
      const line = {
        method: req.method,
        route,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        requestId,
      };
      // Files and Remix's route discovery come many to a page: at debug unless they fail.
      const quiet = isAsset || req.path === "/__manifest";
      logger[quiet && level === "info" ? "debug" : level](line, "request");
    });
    next();
  };
}
