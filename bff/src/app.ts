import Koa from "koa";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { ADMIN_LEVELS } from "./features/admin-users/admin-levels";
import { adminAuthRoutes } from "./features/admin-users/admin-auth.routes";
import { upsertAdminRoles } from "./features/admin-users/admin-users.repository";
import { authRoutes } from "./features/auth/auth.routes";
import { createSessionStore } from "./features/auth/sessions.service";
import { type CcbClient, createCcbClient } from "./integrations/billing/ccb-client";
import { type SettableClock, systemClock } from "./platform/clock";
import type { Config } from "./platform/config";
import { type Db, migrateToLatest, openDatabase } from "./platform/db/database";
import { errorMiddleware } from "./platform/http/errors";
import { jsonBody } from "./platform/http/json-body";
import { jsonLogger, type Logger, requestLogging } from "./platform/http/logger";
import { createRateLimiter } from "./platform/http/rate-limit";
import { createMailer } from "./platform/mail/mailer";
import { ensureMaintenanceFlags } from "./features/maintenance/maintenance.repository";
import { maintenanceRoutes } from "./features/maintenance/maintenance.routes";
import {
  createGatewayClient,
  type GatewayClient,
  gatewayRelayRoutes,
  paymentsRoutes,
  startPaymentWorkers,
} from "./features/payments";
import type { Services } from "./services";
import { announcementsRoutes } from "./features/announcements/announcements.routes";
import { forgotRoutes } from "./features/forgot/forgot.routes";
import { helpRoutes } from "./features/help/help.routes";
import { signUpRoutes } from "./features/sign-up/sign-up.routes";
import { SURVEY_QUESTIONS } from "./features/survey/survey-questions";
import { seedSurveyQuestions } from "./features/survey/survey.repository";
import { surveyRoutes } from "./features/survey/survey.routes";

/** The tables of sign-up, forgotten credentials, announcements, survey and help, emptied by a reset. */
const customerAccessTables = [
  "sign_up_tickets",
  "forgot_flows",
  "security_answer_failures",
  "password_resets",
  "announcements",
  "system_popups",
  "survey_questions",
  "survey_responses",
  "help_requests",
] as const;

export interface AppDeps {
  clock?: SettableClock;
  ccb?: CcbClient;
  gateway?: GatewayClient;
  logger?: Logger;
  db?: Db;
}

export interface BffApp {
  app: Koa;
  services: Services;
  close(): Promise<void>;
}

/**
 * Builds the BFF without listening: migrations run, product data seeded (admin levels, maintenance
 * flags, survey questions), routes mounted. Demo and test starts also load the demo's admins and
 * announcements; production loads no fixture and starts with no admin (see `create-admin`).
 */
export async function createApp(config: Config, deps: AppDeps = {}): Promise<BffApp> {
  const clock = deps.clock ?? systemClock({ today: config.today });
  const logger = deps.logger ?? jsonLogger("bff");
  const db = deps.db ?? openDatabase(config.databasePath);
  await migrateToLatest(db);

  const services: Services = {
    config,
    db,
    clock,
    logger,
    ccb: deps.ccb ?? createCcbClient({ baseUrl: config.ccbUrl, timeoutMs: config.ccbTimeoutMs, logger }),
    sessions: createSessionStore(db, clock, config.sessionIdleSeconds),
    mailer: createMailer({ db, clock, logger, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    gateway:
      deps.gateway ??
      createGatewayClient({ baseUrl: config.gatewayUrl, payments: config.payments, clock, logger }),
    rateLimiter: createRateLimiter({ limit: config.rateLimitPerMinute }),
  };

  // The demo module (fixtures, control API) is loaded outside production only.
  const demo = config.mode === "production" ? null : await import("./demo");
  const seed = async () => {
    const at = clock.now().toISOString();
    await upsertAdminRoles(db, ADMIN_LEVELS);
    await ensureMaintenanceFlags(db, at);
    await seedSurveyQuestions(db, SURVEY_QUESTIONS);
    if (demo) await demo.seedDemoData(db, at);
  };
  await seed();

  const resetToFixtures = async () => {
    await db.transaction().execute(async (trx) => {
      for (const table of [
        "sessions",
        "audit_log",
        "admins",
        "maintenance_flags",
        "mail_outbox",
        ...customerAccessTables,
      ] as const) {
        await trx.deleteFrom(table).execute();
      }
    });
    await seed();
    services.rateLimiter.clear();
  };

  const app = new Koa({ proxy: config.mode === "production" });
  app.use(requestLogging(logger));
  app.use(errorMiddleware(logger));
  // The gateway's relay is form-encoded: its route parses forms itself, before the JSON parser.
  const relay = gatewayRelayRoutes(services);
  app.use(relay.routes()).use(relay.allowedMethods());
  app.use(jsonBody({ limit: "100kb" }));
  const routers = [
    authRoutes(services),
    adminAuthRoutes(services),
    maintenanceRoutes(services),
    accountsRoutes(services),
    paymentsRoutes(services),
    signUpRoutes(services),
    forgotRoutes(services),
    announcementsRoutes(services),
    surveyRoutes(services),
    helpRoutes(services),
  ];
  if (config.controlApiEnabled) {
    if (!config.control || !demo) throw new Error("the control API needs a control token (config.control)");
    app.use(demo.controlGuard(config.control));
    routers.push(demo.controlRoutes(services, resetToFixtures));
  }
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());

  const sweeper = setInterval(() => {
    services.sessions
      .sweep()
      .catch((error) => logger.error("session sweep failed", { error: String(error) }));
  }, 60_000);
  sweeper.unref();
  // Queued mail goes out within seconds when an SMTP server is configured (a no-op otherwise).
  const mailDelivery = setInterval(() => {
    services.mailer
      .deliverQueued()
      .catch((error) => logger.error("mail delivery failed", { error: String(error) }));
  }, 10_000);
  mailDelivery.unref();
  const stopPaymentWorkers = startPaymentWorkers(services);

  return {
    app,
    services,
    async close() {
      clearInterval(sweeper);
      clearInterval(mailDelivery);
      await stopPaymentWorkers();
      await db.destroy();
    },
  };
}
