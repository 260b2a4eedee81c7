import type { SettableClock } from "./platform/clock";
import type { SessionStore } from "./features/auth";
import type { BillingPort } from "./integrations/billing";
import type { GatewayPort } from "./integrations/gateway";
import type { Config } from "./platform/config";
import type { Db } from "./database";
import type { Logger } from "./platform/http/logger";
import type { RateLimiter } from "./platform/http/rate-limit";
import type { Mailer } from "./platform/mail/mailer";
import type { SmsPort } from "./integrations/sms";
import type { OutagePort } from "./integrations/outages";

/**
 * A job run once for each day the system clock passes (decision 029): `PUT /system/clock` advances
 * day by day and, after billing has run that day's cycle, calls each job in order with that day's
 * instant. Real time does not call them; the timed jobs of `app.ts` do their own rounds.
 */
export interface DayJob {
  name: string;
  run(now: Date): Promise<void>;
}

/**
 * The shared dependencies, built once by `createApp` (the composition root). Routes receive it;
 * services and workers declare the few they use (`Pick<Services, "db" | "clock" | "billing">`), so a
 * test or a new caller hands them only those.
 */
export interface Services {
  config: Config;
  db: Db;
  clock: SettableClock;
  billing: BillingPort;
  sessions: SessionStore;
  logger: Logger;
  mailer: Mailer;
  /** The SMS provider, behind its port (decision 038); the adapter is chosen in `app.ts`. */
  sms: SmsPort;
  /** Sends the queued texts whose time has come (one run at a time in this process). */
  deliverTexts: () => Promise<number>;
  /**
   * The outage system, behind its port (decisions 041, 046), or null when none is configured
   * (`PAYGPA_OMS_URL` unset): then the outage feature says outages are unavailable.
   */
  outages: OutagePort | null;
  /** Delivers the queued outage reports to the outage system (one run at a time in this process). */
  deliverOutageReports: () => Promise<number>;
  /**
   * The answer to a text reply "STATUS" or "OUT" from a customer's confirmed number (decision 046),
   * given by the outage feature; unset, such a reply is answered with the help line.
   */
  outageTextReply?: (phone: string, keyword: "STATUS" | "OUT") => Promise<string>;
  /** The card gateway, behind its port; the adapter is chosen in `app.ts`. */
  gateway: GatewayPort;
  /** Per-address counts of the public routes that could be used to guess (http/rate-limit.ts). */
  rateLimiter: RateLimiter;
  /** What runs for each day an advance of the system clock passes, in order (empty unless a job exists). */
  dayJobs: DayJob[];
}
