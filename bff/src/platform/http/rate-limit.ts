import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, Next } from "koa";
import { accessMessages } from "../../contract/messages";
import type { Services } from "../../services";
import { AppError } from "./errors";

/**
 * A small per-address rate limit for the public routes that answer "does this exist?" or try a
 * secret (decision 009): account checks, username checks, forgotten credentials, logins, and quick
pay's account + zip check (a zip is easy to guess: Guam has about two dozen). Counts
 * live in this process's memory, in fixed one-minute windows per route family and client address.
 */
export type RateLimitFamily = "sign-up" | "username" | "forgot" | "login" | "quick-pay";

/** The header the portal proves itself with; only then is its `X-Forwarded-For` believed. */
export const PORTAL_KEY_HEADER = "x-paygpa-portal-key";

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window ends (for `Retry-After`). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request of a family from an address at `now` and says whether it may go on. */
  hit(family: RateLimitFamily, address: string, now: Date): RateLimitDecision;
  /** Forgets every count (the control API's reset). */
  clear(): void;
  /**
   * Classroom mode only: who inside an address a request counts for (a trainee), from its body, so
   * a class behind one address gets one budget per trainee. Absent: the address alone.
   */
  scopeOf?: (body: unknown) => string | null;
}

/** Above this many tracked keys, windows that have ended are swept before a new key is added. */
const SWEEP_ABOVE_KEYS = 10_000;

export function createRateLimiter(options: {
  limit: number;
  windowMs?: number;
  scopeOf?: (body: unknown) => string | null;
}): RateLimiter {
  const windowMs = options.windowMs ?? 60_000;
  const windows = new Map<string, { startedAt: number; count: number }>();

  const sweep = (now: number) => {
    for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
  };

  return {
    hit(family, address, now) {
      const at = now.getTime();
      const key = `${family} ${address}`;
      let window = windows.get(key);
      if (!window || at - window.startedAt >= windowMs) {
        if (!window && windows.size >= SWEEP_ABOVE_KEYS) sweep(at);
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= options.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000)),
      };
    },
    clear() {
      windows.clear();
    },
    ...(options.scopeOf ? { scopeOf: options.scopeOf } : {}),
  };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries the portal's shared key (compared in constant time). */
export function isFromPortal(ctx: Context, portalKey: string): boolean {
  const presented = ctx.get(PORTAL_KEY_HEADER);
  return presented !== "" && timingSafeEqual(digest(presented), digest(portalKey));
}

/**
 * The browser's address: the first `X-Forwarded-For` entry when the portal (proven by its key) sent
 * it, otherwise the address of the connection itself. Anyone else's `X-Forwarded-For` is ignored, so
 * a caller cannot pick a fresh address for every try.
 */
export function clientAddressOf(ctx: Context, portalKey: string): string {
  if (isFromPortal(ctx, portalKey)) {
    const forwarded = ctx.get("x-forwarded-for").split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return ctx.req.socket.remoteAddress ?? "unknown";
}

/** Koa middleware for one route: 429 with `Retry-After` once the address has used its minute. */
export function rateLimit(
  limiter: RateLimiter,
  family: RateLimitFamily,
  options: { portalKey: string; now: () => Date },
) {
  return async (ctx: Context, next: Next) => {
    const address = clientAddressOf(ctx, options.portalKey);
    const scope = limiter.scopeOf?.(ctx.request.body);
    const decision = limiter.hit(family, scope ? `${address} ${scope}` : address, options.now());
    if (!decision.allowed) {
      ctx.set("Retry-After", String(decision.retryAfterSeconds));
      throw new AppError(429, "RATE_LIMITED", accessMessages.tooManyRequests);
    }
    await next();
  };
}

/** The route middleware with the BFF's own limiter, portal key and clock. */
export function limitPerAddress(
  services: Pick<Services, "clock" | "config" | "rateLimiter">,
  family: RateLimitFamily,
) {
  return rateLimit(services.rateLimiter, family, {
    portalKey: services.config.portalKey,
    now: () => services.clock.now(),
  });
}
