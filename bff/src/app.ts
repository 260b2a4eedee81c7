import Koa from "koa";
import type { Transporter } from "nodemailer";
import { ADMIN_LEVELS, upsertAdminRoles } from "./features/admin-users";
import { createSessionStore } from "./features/auth";
import { ensureMaintenanceFlags } from "./features/maintenance";
import { autopayDayJob } from "./features/autopay";
import { extensionDayJob } from "./features/payment-extension";
import { SURVEY_QUESTIONS, seedSurveyQuestions } from "./features/survey";
import { contractRouters } from "./http-routes";
import { type BillingPort, ccbRestAdapter } from "./integrations/billing";
import { type GatewayPort, gge4Adapter } from "./integrations/gateway";
import { type SettableClock, systemClock } from "./platform/clock";
import type { Config } from "./platform/config";
import { migrateToLatest, openConfiguredDatabase } from "./platform/db/database";
import type { Database, Db } from "./database";
import { koaHealthRoutes } from "@paygpa/runtime/health";
import type { StackIdentity } from "@paygpa/runtime/stack-identity";
import { correlation } from "./platform/http/correlation";
import { errorMiddleware } from "./platform/http/errors";
import { jsonBody } from "./platform/http/json-body";
import { jsonLogger, type Logger, requestLogging } from "./platform/http/logger";
import { createRateLimiter } from "./platform/http/rate-limit";
import { bffReadiness } from "./platform/readiness";
import { runNotices, textDelivery } from "./features/notifications";
import { type SmsPort, twilioAdapter } from "./integrations/sms";
import { nmsAdapter, type OutagePort } from "./integrations/outages";
import { outageTextReply, reportDelivery, runOutageAlerts } from "./features/outages";
import { createMailer } from "./platform/mail/mailer";
import type { Services } from "./services";
import { startTimedJobs } from "./timed-jobs";

export interface AppDeps {
  clock?: SettableClock;
  /** A billing adapter of the test's own (a fake, or the simulator's adapter with a wrapped fetch). */
  billing?: BillingPort;
  /** A gateway adapter of the test's own. */
  gateway?: GatewayPort;
  /** An SMS adapter of the test's own. */
  sms?: SmsPort;
  /** An outage-system adapter of the test's own (null: none configured). */
  outages?: OutagePort | null;
  logger?: Logger;
  db?: Db;
  /** A mail transport of the test's own (counts what is sent); otherwise SMTP from the config. */
  mailTransport?: Transporter;
  /** This run's stack id and the peers to check, for `/health` and `/ready` (decision 037). */
  stack?: StackIdentity;
}

export interface BffApp {
  app: Koa;
  services: Services;
  close(): Promise<void>;
}

/** The demo's defaults and seeds (fixtures), loaded outside production only. */
type DemoModule = typeof import("./demo");
/** The control routes (`/__control`, classroom mode), loaded outside production only. */
type ControlModule = typeof import("./control");

/**
 * The billing adapter behind `BillingPort`, chosen once here: CCB's REST services (decision 027),
 * the simulator's or the utility's CCB alike — configuration only (base URL, credentials, time-out).
 */
function billingAdapter(config: Config, clock: SettableClock, logger: Logger): BillingPort {
  return ccbRestAdapter(
    { baseUrl: config.ccbUrl, credentials: config.ccbCredentials, timeoutMs: config.ccbTimeoutMs, logger },
    { today: () => clock.today() },
  );
}

/**
 * The gateway adapter behind `GatewayPort`, chosen once here: the GGE4 adapter (decision 026), the
 * same against the real gateway and the gateway-simulator; only the configuration differs.
 */
function gatewayAdapter(config: Config, clock: SettableClock, logger: Logger): GatewayPort {
  return gge4Adapter({ baseUrl: config.gatewayUrl, payments: config.payments, clock, logger });
}

/** The composition root: every shared dependency, built once. */
function buildServices(config: Config, deps: AppDeps, db: Db, control: ControlModule | null): Services {
  const clock = deps.clock ?? systemClock({ today: config.today });
  const logger = deps.logger ?? jsonLogger("bff");
  const services: Services = {
    config,
    db,
    clock,
    logger,
    billing: deps.billing ?? billingAdapter(config, clock, logger),
    sessions: createSessionStore(db, clock, config.sessionIdleSeconds),
    mailer: createMailer({
      db,
      clock,
      logger,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      claims: config,
      ...(deps.mailTransport ? { transport: deps.mailTransport } : {}),
    }),
    gateway: deps.gateway ?? gatewayAdapter(config, clock, logger),
    // The SMS provider (decision 038): Twilio's REST API, the real one's or the sms-simulator's.
    sms: deps.sms ?? twilioAdapter(config.sms, logger),
    deliverTexts: () => Promise.resolve(0),
    // The outage system (decisions 041, 046): NMS's CIS integration, the real one's or the oms-simulator's.
    outages:
      deps.outages !== undefined
        ? deps.outages
        : config.omsUrl
          ? nmsAdapter({ baseUrl: config.omsUrl, timeoutMs: config.omsTimeoutMs })
          : null,
    deliverOutageReports: () => Promise.resolve(0),
    rateLimiter: createRateLimiter({
      db,
      limit: config.rateLimitPerMinute,
      scopeOf: control?.classroomScope(config.trainees),
    }),
    dayJobs: [],
  };
  services.deliverTexts = textDelivery(services);
  services.deliverOutageReports = reportDelivery(services);
  services.outageTextReply = (phone, keyword) => outageTextReply(services, phone, keyword);
  // What runs for each day an advance of the system clock passes (decision 029): the bill ready, due
  // soon and past due notices of that day (each sent once per occasion, so the timed run and this
  // one never send twice).
  services.dayJobs.push({ name: "notices", run: () => runNotices(services).then(() => undefined) });
  // Then AutoPay's reminders and drafts of that day (decision 031): a draft is claimed once per
  // (enrolment, bill), so the timed run on another instance never charges twice.
  services.dayJobs.push(autopayDayJob(services));
  // Then the payment extensions (decision 045): read back from billing, and their reminders, once each.
  services.dayJobs.push(extensionDayJob(services));
  // Outage alerts for each day passed (decision 046): each claimed once, so the timed run never repeats one.
  services.dayJobs.push({
    name: "outage-alerts",
    run: () => runOutageAlerts(services).then(() => undefined),
  });
  return services;
}

/** The product's own data on every start (admin levels, maintenance flags, survey), then the demo's. */
async function seedProductData(services: Services, demo: DemoModule | null): Promise<void> {
  const { db } = services;
  const at = services.clock.now().toISOString();
  await upsertAdminRoles(db, ADMIN_LEVELS);
  await ensureMaintenanceFlags(db, at);
  await seedSurveyQuestions(db, SURVEY_QUESTIONS);
  if (demo) await demo.seedDemoData(db, at);
  // The reports' history of payments (demo data for the reports): demo starts only, tests start without.
  if (demo && services.config.mode === "demo") await demo.seedHistoricalPayments(db, services.clock.now());
}

/**
 * Builds the BFF without listening: migrations run, product data seeded (admin levels, maintenance
 * flags, survey questions), routes mounted. Demo and test starts also load the demo's admins and
 * announcements; production loads no fixture and starts with no admin (see `create-admin`).
 */
export async function createApp(config: Config, deps: AppDeps = {}): Promise<BffApp> {
  const db = deps.db ?? openConfiguredDatabase<Database>(config);
  await migrateToLatest(db);
  const demo = config.mode === "production" ? null : await import("./demo");
  const control = config.mode === "production" ? null : await import("./control");
  const services = buildServices(config, deps, db, control);
  await seedProductData(services, demo);

  const app = new Koa({ proxy: config.mode === "production" });
  app.use(correlation());
  app.use(requestLogging(services.logger));
  // The probes (decision 023): before the QA timeline, the rate limits and maintenance mode.
  app.use(koaHealthRoutes(bffReadiness({ db, ccbUrl: config.ccbUrl }), deps.stack ?? null));
  // The BFF's own events for the QA timeline, in test and demo modes only.
  const events = config.controlApiEnabled && control ? new control.BffEventJournal(services.clock) : null;
  if (events) app.use(events.middleware());
  app.use(errorMiddleware(services.logger));
  // The gateway's relay (a form) and the uploads (multipart) parse their bodies themselves, before the JSON parser.
  const mounts = contractRouters(services);
  for (const router of mounts.ownBody) app.use(router.routes()).use(router.allowedMethods());
  app.use(jsonBody({ limit: "100kb" }));
  const routers = [...mounts.json];
  if (config.controlApiEnabled) {
    if (!config.control || !demo || !control || !events) {
      throw new Error("the control API needs a control token (config.control)");
    }
    const resetToFixtures = async () => {
      await control.emptyAllTables(db);
      await seedProductData(services, demo);
      if (services.config.mode === "demo") await demo.seedHistoricalPayments(db, services.clock.now());
      await services.rateLimiter.clear();
    };
    app.use(control.controlGuard(config.control));
    const inForce = new control.ScenariosInForce();
    routers.push(
      control.controlRoutes(services, resetToFixtures, events, inForce),
      control.traineesRoutes(services, inForce),
    );
  }
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());

  const stopTimedJobs = startTimedJobs(services);
  return {
    app,
    services,
    async close() {
      await stopTimedJobs();
      await services.sessions.close();
      await db.destroy();
    },
  };
}
