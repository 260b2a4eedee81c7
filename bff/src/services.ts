import type { SettableClock } from "@paygpa/fixtures";
import type { SessionStore } from "./auth/sessions.service";
import type { CcbClient } from "./billing/ccb-client";
import type { Config } from "./config";
import type { Db } from "./db/database";
import type { Logger } from "./http/logger";
import type { RateLimiter } from "./http/rate-limit";
import type { Mailer } from "./mail/mailer";
import type { GatewayClient } from "./payments/gateway-client";

/** What every route and service may use, built once by createApp. */
export interface Services {
  config: Config;
  db: Db;
  clock: SettableClock;
  ccb: CcbClient;
  sessions: SessionStore;
  logger: Logger;
  mailer: Mailer;
  gateway: GatewayClient;
  /** Per-address counts of the public routes that could be used to guess (http/rate-limit.ts). */
  rateLimiter: RateLimiter;
}
