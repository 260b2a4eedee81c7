/**
 * The journal of requests received on the public API, for QA scripts to assert what the BFF sent.
 * Password fields (password, oldPassword, new_password, …) and security answers are replaced by "***"
 * before they are kept.
 */
import type { Context, Next } from "koa";
import type { Clock } from "@paygpa/fixtures";

export interface JournalEntry {
  seq: number;
  at: string;
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
  status: number;
  /** Set when an injected fault shaped the answer. */
  fault?: "latency" | "status" | "down" | "answer-lost";
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

export class Journal {
  private entries: JournalEntry[] = [];
  private seq = 0;

  constructor(private readonly limit: number) {}

  record(entry: Omit<JournalEntry, "seq">): void {
    this.seq += 1;
    this.entries.push({ seq: this.seq, ...entry });
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
  }

  /** Oldest first; `path` keeps only the entries of that exact path. */
  list(path?: string): JournalEntry[] {
    return path ? this.entries.filter((entry) => entry.path === path) : [...this.entries];
  }

  clear(): number {
    const cleared = this.entries.length;
    this.entries = [];
    return cleared;
  }
}

/** Records every request under `prefix` once its answer (or its failure) is settled. */
export function journalRequests(journal: Journal, clock: Clock, prefix: string) {
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
      });
    }
  };
}
