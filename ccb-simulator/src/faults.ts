/**
 * Faults QA can inject per public route: latency, an HTTP error status, the service being down (the
 * connection is dropped without an answer), or the answer being lost (the call is carried out, then
 * the connection is dropped before the answer); `failFirst` limits the failure to the next N calls,
 * `holdSeconds` clears the fault by itself after N seconds of the simulator's clock.
 */
import type { Context, Next } from "koa";
import { errorBody } from "./errors";

export interface Fault {
  /** A public path such as "/ccb/v1/web-users/login", or "*" for every public route. */
  route: string;
  latencyMs?: number;
  status?: number;
  /** Sent as `Retry-After` with an injected status (a busy billing system's 429 or 503). */
  retryAfterSeconds?: number;
  down?: boolean;
  /** The call is carried out (a payment is posted), then the connection drops before the answer. */
  loseAnswer?: boolean;
  /** Fail only the next N calls, then answer normally again (latency stays). */
  failFirst?: number;
  /** The fault clears itself this many seconds (of the simulator's clock) after it was set. */
  holdSeconds?: number;
}

export type FaultFailure =
  | { status: number; retryAfterSeconds?: number }
  | { down: true }
  | { loseAnswer: true };

interface HeldFault extends Fault {
  remainingFailures?: number;
  /** Epoch ms of the simulator's clock after which the fault is gone. */
  until?: number;
}

export class FaultRegistry {
  private readonly faults = new Map<string, HeldFault>();

  /** `now` is the simulator's clock, which `holdSeconds` counts in. */
  constructor(private readonly now: () => Date = () => new Date()) {}

  set(fault: Fault): void {
    this.faults.set(fault.route, {
      ...fault,
      remainingFailures: fault.failFirst,
      ...(fault.holdSeconds !== undefined ? { until: this.now().getTime() + fault.holdSeconds * 1000 } : {}),
    });
  }

  list(): (Fault & { until?: string })[] {
    this.forgetExpired();
    return [...this.faults.values()].map(({ remainingFailures, until, ...fault }) => ({
      ...fault,
      ...(remainingFailures !== undefined ? { failFirst: remainingFailures } : {}),
      ...(until !== undefined ? { until: new Date(until).toISOString() } : {}),
    }));
  }

  clear(route?: string): void {
    if (route) this.faults.delete(route);
    else this.faults.clear();
  }

  /** What to do with a call on `path` now; consumes one failure of a failFirst fault. */
  take(path: string): { latencyMs: number; failure: FaultFailure | null } {
    this.forgetExpired();
    const fault = this.faults.get(path) ?? this.faults.get("*");
    if (!fault) return { latencyMs: 0, failure: null };
    const latencyMs = fault.latencyMs ?? 0;
    const failsAlways =
      fault.failFirst === undefined && (fault.down || fault.loseAnswer || fault.status !== undefined);
    let fails = failsAlways;
    if (fault.remainingFailures !== undefined && fault.remainingFailures > 0) {
      fault.remainingFailures -= 1;
      fails = true;
    }
    if (!fails) return { latencyMs, failure: null };
    if (fault.down) return { latencyMs, failure: { down: true } };
    if (fault.loseAnswer) return { latencyMs, failure: { loseAnswer: true } };
    const status = fault.status ?? 503;
    return {
      latencyMs,
      failure:
        fault.retryAfterSeconds !== undefined
          ? { status, retryAfterSeconds: fault.retryAfterSeconds }
          : { status },
    };
  }

  private forgetExpired(): void {
    const now = this.now().getTime();
    for (const [route, fault] of this.faults) {
      if (fault.until !== undefined && now >= fault.until) this.faults.delete(route);
    }
  }
}

function dropConnection(ctx: Context, fault: "down" | "answer-lost"): void {
  ctx.state.fault = fault;
  ctx.respond = false;
  ctx.req.socket.destroy();
}

export function injectFaults(faults: FaultRegistry, prefix: string, sleep: (ms: number) => Promise<void>) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!ctx.path.startsWith(prefix)) return next();
    const { latencyMs, failure } = faults.take(ctx.path);
    if (latencyMs > 0) {
      ctx.state.fault = "latency";
      await sleep(latencyMs);
    }
    if (!failure) return next();
    if ("down" in failure) {
      ctx.status = 503;
      dropConnection(ctx, "down");
      return;
    }
    if ("loseAnswer" in failure) {
      try {
        await next();
      } finally {
        dropConnection(ctx, "answer-lost");
      }
      return;
    }
    ctx.state.fault = "status";
    ctx.status = failure.status;
    if (failure.retryAfterSeconds !== undefined) ctx.set("Retry-After", String(failure.retryAfterSeconds));
    ctx.body = errorBody(
      failure.status === 503 ? "SERVICE_UNAVAILABLE" : "INJECTED_FAULT",
      `Injected fault: HTTP ${failure.status} on ${ctx.path}`,
    );
  };
}
