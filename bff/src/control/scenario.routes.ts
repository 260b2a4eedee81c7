/**
 * Named scenarios on the BFF (docs/qa-guide.md): listed with what each shows and how to check it, and
 * applied by name — the BFF's own steps here (maintenance switches, historical payments), the
 * simulators' steps by their own `POST /__control/scenarios/{name}`. Applying two keeps both.
 */
import type { Router } from "@koa/router";
import { SCENARIOS, scenarioNamed } from "@paygpa/fixtures";
import { stepsFor } from "@paygpa/simulator-kit";
import { AppError } from "../platform/http/errors";
import type { Services } from "../services";
import { addHistoricalPayments, switchOnMaintenance } from "./scenario.repository";
import type { SimulatorControl } from "./simulator-control";

/** Historical payments load in the background, a chunk per transaction, so the BFF stays usable. */
export class BackgroundLoads {
  private running = new Set<{ cancelled: boolean; done: Promise<void> }>();

  start(work: (isCancelled: () => boolean) => Promise<void>): void {
    const job = { cancelled: false, done: Promise.resolve() };
    job.done = work(() => job.cancelled).finally(() => this.running.delete(job));
    this.running.add(job);
  }

  /** Stops every load (a reset is coming) and waits for the chunk in progress. */
  async cancelAll(): Promise<void> {
    const jobs = [...this.running];
    for (const job of jobs) job.cancelled = true;
    await Promise.allSettled(jobs.map((job) => job.done));
  }

  get active(): number {
    return this.running.size;
  }
}

/** Each chunk blocks the event loop for its transaction: small ones keep the BFF answering. */
const CHUNK = 2_000;

export interface ScenarioDeps {
  services: Pick<Services, "db" | "clock" | "logger">;
  simulators: SimulatorControl;
  background: BackgroundLoads;
}

function loadHistoricalPayments({ services, background }: ScenarioDeps, count: number): void {
  const now = services.clock.now();
  background.start(async (isCancelled) => {
    try {
      for (let first = 0; first < count && !isCancelled(); first += CHUNK) {
        await addHistoricalPayments(services.db, { first, size: CHUNK, count }, now);
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      services.logger.error("historical payments not loaded", { error: String(error) });
    }
  });
}

export function scenarioRoutes(router: Router, deps: ScenarioDeps): void {
  router.get("/scenarios", (ctx) => {
    ctx.body = {
      scenarios: SCENARIOS.map(({ name, description, shows, check }) => ({
        name,
        description,
        shows,
        check,
      })),
    };
  });

  router.post("/scenarios/:name", async (ctx) => {
    const scenario = scenarioNamed(ctx.params.name ?? "");
    if (!scenario) throw new AppError(404, "UNKNOWN_SCENARIO", `No scenario named "${ctx.params.name}"`);
    const services: Record<string, unknown> = {};
    for (const service of deps.simulators.names) {
      if (stepsFor(scenario, service).length === 0) continue;
      const answer = await deps.simulators.call(service, "POST", `/scenarios/${scenario.name}`);
      services[service] = answer.ok ? "applied" : { status: "failed", answer: answer.body };
    }
    const own = stepsFor(scenario, "bff");
    for (const step of own) {
      if ("maintenance" in step) {
        await switchOnMaintenance(
          deps.services.db,
          step.maintenance,
          deps.services.clock.now().toISOString(),
        );
      } else {
        loadHistoricalPayments(deps, step.historicalPayments);
      }
    }
    if (own.length > 0)
      services.bff = own.some((step) => "historicalPayments" in step) ? "loading" : "applied";
    const failed = Object.values(services).some((result) => typeof result === "object");
    ctx.status = failed ? 502 : 200;
    ctx.body = { scenario: scenario.name, services, today: deps.services.clock.today() };
  });
}
