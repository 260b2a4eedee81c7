/**
 * What the journal keeps of each billing call (the journal itself and its query shape are shared by
 * both simulators: `@paygpa/simulator-kit/control-api`), for QA scripts to assert what the BFF sent.
 * Password fields (password, oldPassword, new_password, …) and security answers are replaced by "***"
 * before they are kept.
 */
import type { Clock } from "@paygpa/simulator-kit";
import type { InjectedFault, Journal } from "@paygpa/simulator-kit/control-api";
import type { Context, Next } from "koa";

export interface JournalEntry {
  at: string;
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
  status: number;
  /** Set when an injected fault shaped the answer. */
  fault?: InjectedFault;
  /** The caller's `X-Correlation-Id`, for the system timeline (docs/qa-guide.md). */
  correlationId?: string;
}

export const REDACTED = "***";

/** Deeper than this, a value is kept as a marker: redaction must not overflow on a hostile body. */
const MAX_KEPT_DEPTH = 32;

export function redactPasswords(value: unknown, depth = 0): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (depth >= MAX_KEPT_DEPTH) return "[nested too deep]";
  if (Array.isArray(value)) return value.map((item) => redactPasswords(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      /password$|securityAnswer$/i.test(key) ? REDACTED : redactPasswords(field, depth + 1),
    ]),
  );
}

/** Records every request under `prefix` once its answer (or its failure) is settled. */
export function journalRequests(journal: Journal<JournalEntry>, clock: Clock, prefix: string) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!ctx.path.startsWith(prefix)) return next();
    const at = clock.now().toISOString();
    try {
      await next();
    } finally {
      journal.record({
        at,
        method: ctx.method,
        path: ctx.path,
        query: { ...ctx.query },
        body: redactPasswords(ctx.request.body ?? null),
        status: ctx.status,
        ...(ctx.state.fault ? { fault: ctx.state.fault } : {}),
        ...(ctx.get("x-correlation-id") ? { correlationId: ctx.get("x-correlation-id").slice(0, 100) } : {}),
      });
    }
  };
}
