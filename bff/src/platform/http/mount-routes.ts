/**
 * Mounts the contract's route table (`routes` of `@paygpa/contract`, decision 017) on one Koa router: for
 * each entry, its per-route middleware (maintenance gate, rate limit, form parser), the guard its
 * access names, its input parsed with the request schema (`parseInput`: a 400 with the spec's
 * messages), its handler, and — outside production — its answer checked against the answer schema.
 */
import { Router } from "@koa/router";
import type { Context, Middleware } from "koa";
import * as v from "valibot";
import {
  type RouteAccess,
  type RouteAnswer,
  type RouteEntry,
  type RouteName,
  type RouteParsedInput,
  routes,
} from "@paygpa/contract";
import { checkDeclaredErrors } from "./declared-errors";
import type { Logger } from "./logger";
import { parseInput } from "./validate";

export interface RouteCall<TCaller> {
  ctx: Context;
  /** What the access's guard returned (the session, the payer, the admin); undefined for anonymous. */
  caller: TCaller;
}

export type RouteHandler<TName extends RouteName, TCaller = undefined> = (
  input: RouteParsedInput<TName>,
  call: RouteCall<TCaller>,
) => Promise<RouteAnswer<TName>> | RouteAnswer<TName>;

/** A feature's handlers, one per route name; the caller type is what the table's access guard returns. */
export type RouteHandlers<TName extends RouteName, TCaller = undefined> = {
  [K in TName]: RouteHandler<K, TCaller>;
};

/**
 * `refuse`: a mismatched answer, or an error code the route does not declare, is logged and
 * answered 500 (tests catch it); `log`: logged only (demo); `off`: not checked (production).
 */
export type AnswerCheck = "refuse" | "log" | "off";

export interface MountOptions {
  names: readonly RouteName[];
  // biome-ignore lint/suspicious/noExplicitAny: each handler is typed where it is written (RouteHandlers)
  handlers: Partial<Record<RouteName, RouteHandler<any, any>>>;
  /** The guard of an access (null for `anonymous` and `gateway`): throws 401/403, returns the caller. */
  guardFor(access: RouteAccess): ((ctx: Context) => Promise<unknown>) | null;
  /** Per-route middleware before the guard: the maintenance gate, the rate limit, a form parser. */
  middlewareFor(entry: RouteEntry): Middleware[];
  /**
   * A body reader run after the guard, given what the guard returned (uploads: nobody's file is
   * read before they are let in, and a route may refuse the caller's file before reading it).
   */
  bodyReaderFor?(
    entry: RouteEntry,
    name: RouteName,
  ): ((ctx: Context, caller: unknown) => Promise<void>) | null;
  answerCheck: AnswerCheck;
  logger: Logger;
}

/** A router serving the named entries of the table (every path and alias of each). */
export function mountRoutes(options: MountOptions): Router {
  const router = new Router();
  for (const name of options.names) {
    const entry: RouteEntry = routes[name];
    const handler = options.handlers[name];
    if (!handler) throw new Error(`no handler for the route ${name}`);
    const serve = routeMiddleware(name, entry, handler, options);
    // Outermost, so that the gate's, the rate limit's and the guard's refusals are checked too.
    const errorCheck = checkDeclaredErrors(name, entry, options.answerCheck, options.logger);
    for (const path of [entry.path, ...(entry.aliases ?? [])]) {
      const stack = [...(errorCheck ? [errorCheck] : []), ...options.middlewareFor(entry), serve];
      if (entry.method === "GET") router.get(path, ...stack);
      else router.post(path, ...stack);
    }
  }
  return router;
}

function routeMiddleware(
  name: RouteName,
  entry: RouteEntry,
  // biome-ignore lint/suspicious/noExplicitAny: see MountOptions.handlers
  handler: RouteHandler<any, any>,
  options: MountOptions,
): Middleware {
  const guard = options.guardFor(entry.access);
  const readBody = options.bodyReaderFor?.(entry, name) ?? null;
  return async (ctx) => {
    const caller = guard ? await guard(ctx) : undefined;
    if (readBody) await readBody(ctx, caller);
    // A GET reads its query and its path's parameters (`/get-individual/:id`).
    const raw = entry.method === "GET" ? { ...ctx.query, ...ctx.params } : ctx.request.body;
    const input = entry.request ? parseInput(entry.request, raw) : undefined;
    const answer = await handler(input as never, { ctx, caller });
    if (answer === undefined) {
      ctx.status = 204;
      return;
    }
    checkAnswer(name, entry, answer, options);
    if (entry.answerType === "text") ctx.type = "text/plain";
    if (entry.answerType === "html") ctx.type = "text/html; charset=utf-8";
    if (entry.answerType === "xml") ctx.type = "text/xml";
    if (entry.answerType === "csv") ctx.type = "text/csv; charset=utf-8";
    if (entry.answerType === "atom") ctx.type = "application/atom+xml; charset=utf-8";
    ctx.body = answer;
  };
}

/** The answer against its schema; only where and what did not fit is logged, never the values. */
function checkAnswer(name: RouteName, entry: RouteEntry, answer: unknown, options: MountOptions): void {
  if (options.answerCheck === "off" || !entry.answer) return;
  const result = v.safeParse(entry.answer, answer);
  if (result.success) return;
  const problems = result.issues.map((issue) => ({ path: v.getDotPath(issue), expected: issue.expected }));
  options.logger.error("answer does not fit the contract", { route: name, path: entry.path, problems });
  if (options.answerCheck === "refuse") throw new Error(`the answer of ${name} does not fit the contract`);
}
