/**
 * The BFF's own events for the QA timeline (docs/qa-guide.md): each request it served, with its
 * correlation id, method, path (no query: it may carry identifiers) and status. Test and demo modes
 * only; the newest 5,000 are kept, a reset empties them.
 */
import type { Context, Next } from "koa";
import type { Clock } from "../platform/clock";

export interface BffEvent {
  at: string;
  correlationId: string;
  method: string;
  path: string;
  status: number;
}

const KEPT = 5_000;

export class BffEventJournal {
  private events: BffEvent[] = [];

  constructor(private readonly clock: Clock) {}

  middleware() {
    return async (ctx: Context, next: Next): Promise<void> => {
      const at = this.clock.now().toISOString();
      try {
        await next();
      } finally {
        const correlationId = ctx.state.correlationId;
        if (typeof correlationId === "string" && !ctx.path.startsWith("/__control")) {
          this.events.push({ at, correlationId, method: ctx.method, path: ctx.path, status: ctx.status });
          // Trimmed by a thousand at a time: moving 5,000 entries on every request was a cost under load.
          if (this.events.length > KEPT + 1_000) this.events.splice(0, this.events.length - KEPT);
        }
      }
    };
  }

  withCorrelation(ids: ReadonlySet<string>): BffEvent[] {
    return this.events.slice(-KEPT).filter((event) => ids.has(event.correlationId));
  }

  clear(): void {
    this.events = [];
  }
}
