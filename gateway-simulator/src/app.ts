/**
 * The gateway simulator as a library: `createApp(config, deps)` returns the Koa app without
 * listening. It stands in for a First Data / Payeezy Gateway e4 merchant account: the hosted
 * payment page with relay response, the direct transaction API, the Transaction Search and
 * Reporting API, and a control API for QA (with the simulator's own JSON lookups).
 */
import { controlGuard } from "@paygpa/runtime/control-access";
import { runIds } from "@paygpa/simulator-kit";
import { FaultRegistry } from "@paygpa/simulator-kit/control-api";
import { koaHealthRoutes } from "@paygpa/runtime/health";
import { koaRequestLogging, serviceLogger } from "@paygpa/runtime/logging";
import Koa from "koa";
import { type GatewayConfig, resolveConfig } from "./config";
import type { GatewayContext, GatewayDeps, GatewayState } from "./context";
import { controlRoutes } from "./control/control.routes";
import { paymentRoutes } from "./hosted-page/payment.routes";
import { lookupRoutes } from "./lookup/lookup.routes";
import { searchRoutes } from "./search/search.routes";
import { errors, faults, journal } from "./middleware";
import { fetchRelay } from "./relay";
import { GatewayStore } from "./store";
import { transactionRoutes } from "./transaction-api/transaction.routes";

export function createApp(config: GatewayConfig, deps: GatewayDeps): Koa<GatewayState> {
  const settings = resolveConfig(config);
  const overrides = {
    relayUrl: settings.relayUrl,
    returnUrl: settings.returnUrl,
    tokenization: settings.tokenization,
  };
  const store = deps.store ?? new GatewayStore(overrides);
  if (deps.store) store.usePageOverrides(overrides);
  store.faults = new FaultRegistry(() => deps.clock.now());
  const ids = deps.ids ?? runIds(null);
  const context: GatewayContext = {
    settings,
    store,
    clock: deps.clock,
    ids,
    random: deps.random ?? ids.random,
    relay: deps.relay ?? fetchRelay(settings.relayTimeoutMs),
  };

  const logger = deps.logger ?? serviceLogger("gateway-simulator", { level: "silent", pretty: false });
  const app = new Koa<GatewayState>();
  app.use(koaRequestLogging(logger));
  // The probes (decision 023), before the control guard and the injected faults: ready once the
  // fixtures' payment pages are loaded.
  app.use(
    koaHealthRoutes(
      async () => (store.pages.size > 0 ? null : "no payment pages are loaded"),
      deps.stack ?? null,
    ),
  );
  app.use(controlGuard(deps.control));
  app.use(journal(context));
  app.use(errors(logger, context));
  app.use(faults(context));
  for (const router of [
    lookupRoutes(context),
    controlRoutes(context),
    paymentRoutes(context),
    searchRoutes(context),
    transactionRoutes(context),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
