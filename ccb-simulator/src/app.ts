import { randomBytes as cryptoRandomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import Router from "@koa/router";
import type { SettableClock } from "@paygpa/simulator-kit";
import { type ControlAccess, controlGuard } from "@paygpa/runtime/control-access";
import { koaHealthRoutes } from "@paygpa/runtime/health";
import type { StackIdentity } from "@paygpa/runtime/stack-identity";
import { koaRequestLogging, type PinoLogger, serviceLogger } from "@paygpa/runtime/logging";
import Koa from "koa";
import { jsonBody } from "./body";
import { type CcbSimulatorConfig, DEFAULT_CONFIG } from "./config";
import { problemDetail, renderErrorsLoggingTo } from "./errors";
import { FaultRegistry, injectFaults, Journal } from "@paygpa/simulator-kit/control-api";
import { type JournalEntry, journalRequests } from "./journal";
import { accountRoutes } from "./accounts/accounts.routes";
import { controlRouter } from "./control/control.routes";
import { dashboardRoutes } from "./dashboard/dashboard.routes";
import { presentmentRouter } from "./presentment/presentment.routes";
import { paymentArrangementRoutes } from "./payment-arrangements/payment-arrangements.routes";
import { paymentRoutes, paymentSearchRoutes } from "./payments/payments.routes";
import { payPlanRoutes } from "./pay-plans/pay-plans.routes";
import { billCycleRoutes } from "./bill-cycles/bill-cycles.routes";
import { budgetRoutes } from "./budgets/budgets.routes";
import { personRoutes } from "./persons/persons.routes";
import { selfServiceRoutes } from "./self-service/self-service.routes";
import { traineesRouter } from "./control/trainees.routes";
import { webUserRoutes } from "./web-users/web-users.routes";
import { webUserAccountRoutes } from "./web-users/web-user-accounts.routes";
import { oracleWebUserRoutes } from "./web-users/oracle-web-users.routes";
import { accountDataRoutes } from "./accounts/account-data.routes";
import { updatePersonRoutes } from "./persons/update-person.routes";
import { vModelRoutes } from "./persons/v-model.routes";
import { vModelAccountRoutes } from "./accounts/v-model-account.routes";
import { caseSearchRoutes } from "./payment-arrangements/case-search.routes";
import { CcbStore } from "./store";
import { usageRoutes } from "./usage/usage.routes";

export interface CcbSimulatorDeps {
  clock: SettableClock;
  /** Who may use `/__control/*`: the control token, loopback only unless remote control is allowed. */
  control: ControlAccess;
  /** Source of password salts. */
  randomBytes?: (size: number) => Buffer;
  /** How injected latency waits. */
  sleep?: (ms: number) => Promise<void>;
  /** Where the request lines and errors go (the shared JSON format); silent by default, for tests. */
  logger?: PinoLogger;
  /** This run's stack id and the peers to check, for `/health` and `/ready` (decision 037). */
  stack?: StackIdentity;
}

/**
 * CCB's REST root: every billing service the simulator answers lives under it, Oracle's published
 * ones as Oracle names them and GPA's CM services under `/rest/apis/cm/` (decision 027).
 */
export const PUBLIC_PREFIX = "/rest/apis";

/** Every billing service the simulator answers: Oracle's and GPA's CM ones (src/contract/). */
export function billingRouter(store: CcbStore, clock: SettableClock): Router {
  const billing = new Router({ prefix: PUBLIC_PREFIX, strict: true });
  webUserRoutes(billing, store);
  personRoutes(billing, store);
  accountRoutes(billing, store, clock);
  paymentRoutes(billing, store, clock);
  selfServiceRoutes(billing, store, clock);
  dashboardRoutes(billing, store, clock);
  paymentArrangementRoutes(billing, store, clock);
  payPlanRoutes(billing, store, clock);
  billCycleRoutes(billing, store, clock);
  budgetRoutes(billing, store, clock);
  // Oracle's published read services over the same world (src/contract/oracle-services.ts).
  accountDataRoutes(billing, store, clock);
  vModelRoutes(billing, store);
  updatePersonRoutes(billing, store);
  vModelAccountRoutes(billing, store);
  webUserAccountRoutes(billing, store);
  oracleWebUserRoutes(billing, store);
  caseSearchRoutes(billing, store);
  paymentSearchRoutes(billing, store);
  return billing;
}

/** The billing-system simulator as a Koa app, not yet listening. */
export function createApp(config: Partial<CcbSimulatorConfig>, deps: CcbSimulatorDeps): Koa {
  const settings: CcbSimulatorConfig = { ...DEFAULT_CONFIG, ...config };
  const { clock } = deps;
  const store = new CcbStore(settings, deps.randomBytes ?? cryptoRandomBytes, clock.today());
  const journal = new Journal<JournalEntry>(settings.journalLimit);
  const faults = new FaultRegistry(() => clock.now());

  const billing = billingRouter(store, clock);
  // The meter data beside billing (src/usage/, decision 042): the interval reads come from the seed.
  usageRoutes(billing, store, clock, settings.seed);
  const presentment = presentmentRouter(store, clock, settings.billLinkSecret);
  const isPublicPath = (path: string) => path.startsWith(`${PUBLIC_PREFIX}/`);
  const control = controlRouter({ store, clock, journal, faults, isPublicPath });

  const logger = deps.logger ?? serviceLogger("ccb-simulator", { level: "silent", pretty: false });
  const app = new Koa();
  app.use(koaRequestLogging(logger));
  // The probes (decision 023), before the control guard and the injected faults: ready once the
  // fixtures' world is loaded.
  app.use(
    koaHealthRoutes(
      async () => (store.counts().accounts > 0 ? null : "no accounts are loaded"),
      deps.stack ?? null,
    ),
  );
  app.use(controlGuard(deps.control));
  // Real time crossing midnight: the days passed run their billing cycle events before the next
  // request is answered, so every answer reads a world that has lived to today (decision 029).
  app.use((_ctx, next) => {
    store.cycle.runThrough(clock.today());
    return next();
  });
  app.use(journalRequests(journal, clock, `${PUBLIC_PREFIX}/`));
  app.use(renderErrorsLoggingTo(logger));
  // The signed arrangement form travels base64 in its JSON body: the one call allowed a large body.
  const smallBody = jsonBody({ limit: "1mb" });
  const formBody = jsonBody({ limit: "17mb" });
  app.use((ctx, next) =>
    ctx.path === `${PUBLIC_PREFIX}/cm/paymentArrangements/updateDetails`
      ? formBody(ctx, next)
      : smallBody(ctx, next),
  );
  app.use(
    injectFaults<Koa.Context>({
      faults,
      isPublicPath,
      sleep: deps.sleep ?? ((ms) => delay(ms)),
      answerStatus(ctx, status) {
        ctx.status = status;
        // An injected 409 is OUAF's concurrency refusal, the documented "try again" (ccb-messages.ts).
        ctx.body =
          status === 409
            ? problemDetail(status, "TRY_AGAIN", "The record was changed by another user. Try again.")
            : problemDetail(
                status,
                status === 503 ? "SERVICE_UNAVAILABLE" : "INJECTED_FAULT",
                `Injected fault: HTTP ${status} on ${ctx.path}`,
              );
      },
    }),
  );
  app.use(billing.routes());
  app.use(billing.allowedMethods());
  app.use(presentment.routes());
  app.use(control.routes());
  app.use(control.allowedMethods());
  app.use(traineesRouter(store).routes());
  return app;
}
