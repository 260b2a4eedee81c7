/**
 * The outage-system simulator as a library: `createApp(config, deps)` returns the Koa app without
 * listening. It stands in for the utility's outage management system (Oracle Utilities Network
 * Management System) as its CIS integration presents it (decision 041): trouble call entry, job
 * history, trouble call history and planned outages, on the fixtures' network, and a control API
 * for QA and trainers (scenarios: a feeder fault, a planned outage, a typhoon).
 */
import { generateNetwork, generateWorld } from "@paygpa/fixtures";
import { controlGuard } from "@paygpa/runtime/control-access";
import { koaHealthRoutes } from "@paygpa/runtime/health";
import { koaRequestLogging, serviceLogger } from "@paygpa/runtime/logging";
import { runIds } from "@paygpa/simulator-kit";
import { FaultRegistry, Journal } from "@paygpa/simulator-kit/control-api";
import Koa from "koa";
import { nmsRoutes } from "./api/nms.routes";
import { type OmsConfig, resolveConfig } from "./config";
import type { JournalEntry, OmsContext, OmsDeps, OmsState } from "./context";
import { controlRoutes, freshBook } from "./control/control.routes";
import { errors, faults, journal } from "./middleware";
import { NetworkIndex } from "./model/network-index";
import { BookQueries } from "./model/queries";

export const MAX_JOURNAL_ENTRIES = 1000;

/** The network of the billing world the fixtures give for these settings. */
export function networkFor(settings: ReturnType<typeof resolveConfig>, today: string): NetworkIndex {
  const world = generateWorld({
    today,
    seed: settings.fixtureSeed,
    bulkCustomers: settings.bulkCustomers,
    trainees: settings.trainees,
  });
  return new NetworkIndex(generateNetwork(world.premises, settings.fixtureSeed), world.accounts);
}

export function createApp(
  config: OmsConfig,
  deps: OmsDeps & { network?: NetworkIndex },
): Koa<OmsState> & { oms: OmsContext } {
  const settings = resolveConfig(config);
  const ids = deps.ids ?? runIds(null);
  const network = deps.network ?? networkFor(settings, deps.clock.today());
  const book = freshBook({ network, ids });
  const context: OmsContext = {
    settings,
    clock: deps.clock,
    ids,
    network,
    book,
    queries: new BookQueries(book),
    faults: new FaultRegistry(() => deps.clock.now()),
    journal: new Journal<JournalEntry>(MAX_JOURNAL_ENTRIES),
  };
  const logger = deps.logger ?? serviceLogger("oms-simulator", { level: "silent", pretty: false });
  const app = new Koa<OmsState>();
  app.use(koaRequestLogging(logger));
  app.use(
    koaHealthRoutes(
      async () => (network.network.servicePoints.length > 0 ? null : "no network is loaded"),
      deps.stack ?? null,
    ),
  );
  app.use(controlGuard(deps.control));
  app.use(journal(context));
  app.use(errors(logger));
  app.use(faults(context));
  for (const router of [controlRoutes(context), nmsRoutes(context)]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return Object.assign(app, { oms: context });
}
