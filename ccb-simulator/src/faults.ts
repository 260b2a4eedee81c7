/**
 * Faults QA can inject per public route: latency, an HTTP error status, or the service being down
 * (the connection is dropped without an answer); `failFirst` limits the failure to the next N calls.
 */
import type { Context, Next } from "koa";
import { errorBody } from "./errors";

export interface Fault {
  /** A public path such as "/ccb/v1/web-users/login", or "*" for every public route. */
  route: string;
  latencyMs?: number;
  status?: number;
  down?: boolean;
  /** Fail only the next N calls, then answer normally again (latency stays). */
  failFirst?: number;
}

export class FaultRegistry {
  private readonly faults = new Map<string, Fault & { remainingFailures?: number }>();

  set(fault: Fault): void {
    this.faults.set(fault.route, { ...fault, remainingFailures: fault.failFirst });
  }

  list(): Fault[] {
    return [...this.faults.values()].map(({ remainingFailures, ...fault }) => ({
      ...fault,
      ...(remainingFailures !== undefined ? { failFirst: remainingFailures } : {}),
    }));
  }

  clear(route?: string): void {
    if (route) this.faults.delete(route);
    else this.faults.clear();
  }

  /** What to do with a call on `path` now; consumes one failure of a failFirst fault. */
  take(path: string): { latencyMs: number; failure: { status: number } | { down: true } | null } {
    const fault = this.faults.get(path) ?? this.faults.get("*");
    if (!fault) return { latencyMs: 0, failure: null };
    const latencyMs = fault.latencyMs ?? 0;
    const failsAlways = fault.failFirst === undefined && (fault.down || fault.status !== undefined);
    let fails = failsAlways;
    if (fault.remainingFailures !== undefined && fault.remainingFailures > 0) {
      fault.remainingFailures -= 1;
      fails = true;
    }
    if (!fails) return { latencyMs, failure: null };
    return { latencyMs, failure: fault.down ? { down: true } : { status: fault.status ?? 503 } };
  }
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
      ctx.state.fault = "down";
      ctx.status = 503;
      ctx.respond = false;
      ctx.req.socket.destroy();
      return;
    }
    ctx.state.fault = "status";
    ctx.status = failure.status;
    ctx.body = errorBody(
      failure.status === 503 ? "SERVICE_UNAVAILABLE" : "INJECTED_FAULT",
      `Injected fault: HTTP ${failure.status} on ${ctx.path}`,
    );
  };
}
