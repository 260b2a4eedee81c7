import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, Next } from "koa";
import { accessMessages } from "@paygpa/contract";
import type { Kysely } from "kysely";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { RateLimitTables } from "../jobs/jobs.table";
import { fail } from "../failures";
import { countHit, forgetWindowsStartedBefore } from "./rate-limit.repository";

/**
 * A small per-address rate limit for the public routes that answer "does this exist?" or try a
 * secret (decision 009): account checks, username checks, forgotten credentials, logins, and quick
 * pay's account + zip check (a zip is easy to guess: Guam has about two dozen). Counts live in the
 * database every BFF instance shares (decision 020), in one-minute windows per route family and
 * client address that start with their first request.
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
  hit(family: RateLimitFamily, address: string, now: Date): Promise<RateLimitDecision>;
  /** Forgets the windows that ended before `now` (the session sweep's job). */
  sweep(now: Date): Promise<void>;
  /** Forgets every count (the control API's reset). */
  clear(): Promise<void>;
  /**
   * Classroom mode only: who inside an address a request counts for (a trainee), from its body, so
   * a class behind one address gets one budget per trainee. Absent: the address alone.
   */
  scopeOf?: (body: unknown) => string | null;
}

export function createRateLimiter<DB extends RateLimitTables>(options: {
  db: Kysely<DB>;
  limit: number;
  windowMs?: number;
  scopeOf?: (body: unknown) => string | null;
}): RateLimiter {
  const { db } = options;
  const windowMs = options.windowMs ?? 60_000;
  return {
    async hit(family, address, now) {
      const window = await countHit(db, {
        key: `${family} ${address}`,
        now: now.toISOString(),
        endedBefore: new Date(now.getTime() - windowMs).toISOString(),
      });
      const endsAt = Date.parse(window.started_at) + windowMs;
      return {
        allowed: window.hits <= options.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
      };
    },
    sweep: (now) => forgetWindowsStartedBefore(db, new Date(now.getTime() - windowMs).toISOString()),
    clear: () => forgetWindowsStartedBefore(db, null),
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
    const decision = await limiter.hit(family, scope ? `${address} ${scope}` : address, options.now());
    if (!decision.allowed) {
      ctx.set("Retry-After", String(decision.retryAfterSeconds));
      throw fail.rateLimited("RATE_LIMITED", accessMessages.tooManyRequests);
    }
    await next();
  };
}

/** The route middleware with the BFF's own limiter, portal key and clock (the app's services). */
export function limitPerAddress(
  services: { clock: Clock; config: Pick<Config, "portalKey">; rateLimiter: RateLimiter },
  family: RateLimitFamily,
) {
  return rateLimit(services.rateLimiter, family, {
    portalKey: services.config.portalKey,
    now: () => services.clock.now(),
  });
}
