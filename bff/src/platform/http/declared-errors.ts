/**
 * Every error answer of a route checked against the codes its contract entry can answer
 * (`errorsOfRoute`, decision 017) and, for the BFF's own failures, against the code's statuses
 * (`STATUSES_OF_ERROR_CODE`): in test mode a misfit becomes a 500 (so the test that
 * provoked it fails and names the route), in demo mode it is logged, in production nothing is checked.
 */
import {
  type ErrorCode,
  errorsOfRoute,
  isErrorCode,
  type RouteEntry,
  type RouteName,
  statusesOfErrorCode,
} from "@paygpa/contract";
import type { Middleware } from "koa";
import { errorAnswerOf } from "./errors";
import type { Logger } from "./logger";

/** `refuse`: an undeclared code is logged and answered 500; `log`: logged only; `off`: not checked. */
export type ErrorCheck = "refuse" | "log" | "off";

export function checkDeclaredErrors(
  name: RouteName,
  entry: RouteEntry,
  mode: ErrorCheck,
  logger: Logger,
): Middleware | null {
  if (mode === "off") return null;
  const declared = new Set<ErrorCode>(errorsOfRoute(entry));
  /** Why an error answer does not fit the route's entry (or the code's statuses), or null. */
  const misfit = (code: string, status: number, builtByTheBff: boolean): string | null => {
    if (!isErrorCode(code) || !declared.has(code))
      return `answered ${code}, not in its contract entry's errors`;
    // Koa's and the libraries' own 4xx keep their status; only the BFF's failures are held to the table.
    if (builtByTheBff && !statusesOfErrorCode(code).includes(status)) {
      return `answered ${code} with ${status}, not one of its statuses (error-statuses.ts)`;
    }
    return null;
  };
  const check = (code: string, status: number, builtByTheBff: boolean) => {
    const problem = misfit(code, status, builtByTheBff);
    if (!problem) return;
    logger.error("an error answer does not fit the contract", { route: name, code, status, problem });
    if (mode === "refuse") throw new Error(`the route ${name} ${problem}`);
  };
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const answer = errorAnswerOf(error);
      check(answer.code, answer.status, answer.domain);
      throw error;
    }
    // A handler that writes its error answer itself (a stored answer replayed) is checked alike.
    const written = (ctx.body as { error?: { code?: unknown } } | null | undefined)?.error?.code;
    if (ctx.status >= 400 && typeof written === "string") check(written, ctx.status, true);
  };
}
