/**
 * The SMS simulator as a library: `createApp(config, deps)` returns the Koa app without listening.
 * It stands in for a Twilio account with Programmable Messaging: the Messages resource of the REST
 * API, signed status callbacks and incoming-message webhooks, the opt-out keywords, and a control
 * API and phone view for QA.
 */
import { controlGuard } from "@paygpa/runtime/control-access";
import { koaHealthRoutes } from "@paygpa/runtime/health";
import { koaRequestLogging, serviceLogger } from "@paygpa/runtime/logging";
import { runIds } from "@paygpa/simulator-kit";
import { FaultRegistry } from "@paygpa/simulator-kit/control-api";
import Koa from "koa";
import { messageRoutes } from "./api/messages.routes";
import { resolveConfig, type SmsConfig } from "./config";
import type { SmsContext, SmsDeps, SmsState } from "./context";
import { controlRoutes } from "./control/control.routes";
import { phonePage } from "./control/phone-page";
import { errors, faults, journal } from "./middleware";
import { SmsStore } from "./store";
import { fetchWebhook } from "./webhooks";

export function createApp(config: SmsConfig, deps: SmsDeps): Koa<SmsState> & { sms: SmsContext } {
  const settings = resolveConfig(config);
  const store = deps.store ?? new SmsStore();
  store.faults = new FaultRegistry(() => deps.clock.now());
  const context: SmsContext = {
    settings,
    store,
    clock: deps.clock,
    ids: deps.ids ?? runIds(null),
    webhook: deps.webhook ?? fetchWebhook(settings.webhookTimeoutMs),
    timers: new Set(),
  };
  const logger = deps.logger ?? serviceLogger("sms-simulator", { level: "silent", pretty: false });
  const app = new Koa<SmsState>();
  app.use(koaRequestLogging(logger));
  app.use(koaHealthRoutes(async () => null));
  // The phone view holds no data (it reads the control API with the token it is opened with), so
  // it is served outside /__control, where a browser could not present the token.
  app.use(async (ctx, next) => {
    if (ctx.path !== "/phone" || ctx.method !== "GET") return next();
    ctx.type = "html";
    ctx.body = phonePage(settings.numbers[0] ?? "");
  });
  app.use(controlGuard(deps.control));
  app.use(journal(context));
  app.use(errors(logger));
  app.use(faults(context));
  for (const router of [controlRoutes(context), messageRoutes(context)]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return Object.assign(app, { sms: context });
}
