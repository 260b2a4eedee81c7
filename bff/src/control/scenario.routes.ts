/**
 * Named scenarios on the BFF (docs/qa-guide.md): listed with what each shows and how to check it, and
 * applied by name — the BFF's own steps here (maintenance switches, historical payments), the
 * simulators' steps by their own `POST /__control/scenarios/{name}`. Applying two keeps both. A
 * persona scenario takes whom it applies to (`{ "trainee": 2 }`, `{ "account": … }`; default the
 * base personas); the scenarios in force are listed and one can be undone.
 */
import type { Router } from "@koa/router";
import { SCENARIOS, scenarioNamed } from "@paygpa/fixtures";
import {
  isBaseTarget,
  parseScenarioTarget,
  type ScenarioDefinition,
  type ScenarioTarget,
  scenarioScope,
  stepsFor,
} from "@paygpa/simulator-kit";
import { fail } from "../platform/failures";
import type { Services } from "../services";
import { clockBeforeDueDate } from "./cycle-clock";
import { extensionOfScenario } from "./scenario-extension";
import { dueDateOfScenario } from "./scenario-due-date";
import { budgetOfScenario } from "./scenario-budget";
import { addHistoricalPayments, switchOnMaintenance } from "./scenario.repository";
import type { ScenarioInForce, ScenariosInForce } from "./scenarios-in-force";
import type { SimulatorControl } from "./simulator-control";
import { resetWholeSystem, type SystemDeps } from "./system.routes";
import { resetTrainee } from "./trainees.routes";
import type { ControlAnswer } from "@paygpa/contract";
import { answer } from "./answer";

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
  services: Pick<Services, "db" | "clock" | "logger" | "config" | "billing">;
  simulators: SimulatorControl;
  background: BackgroundLoads;
  inForce: ScenariosInForce;
  /** For an undo that resets the whole system. */
  system: SystemDeps;
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

/** Each service's steps of `scenario`, applied to `target`: "applied", "loading", or why not. */
async function applyTo(deps: ScenarioDeps, scenario: ScenarioDefinition, target: ScenarioTarget) {
  const services: ControlAnswer<"applyScenario">["services"] = {};
  for (const service of deps.simulators.names) {
    // The fixtures' scenarios have no steps for the sms- or oms-simulator (their own are applied on them).
    if (
      service === "sms-simulator" ||
      service === "oms-simulator" ||
      stepsFor(scenario, service).length === 0
    )
      continue;
    const answer = await deps.simulators.call(service, "POST", `/scenarios/${scenario.name}`, target);
    services[service] = answer.ok ? "applied" : { status: "failed", answer: answer.body };
  }
  const own = stepsFor(scenario, "bff");
  for (const step of own) {
    if ("maintenance" in step) {
      await switchOnMaintenance(deps.services.db, step.maintenance, deps.services.clock.now().toISOString());
    } else if ("clock" in step) {
      await clockBeforeDueDate(deps.system, step.clock);
    } else if ("extension" in step) {
      await extensionOfScenario(deps.services, deps.system, step.extension);
    } else if ("dueDate" in step) {
      await dueDateOfScenario(deps.services, step.dueDate);
    } else if ("budget" in step) {
      await budgetOfScenario(deps.services, deps.system, step.budget);
    } else {
      loadHistoricalPayments(deps, step.historicalPayments);
    }
  }
  if (own.length > 0) services.bff = own.some((step) => "historicalPayments" in step) ? "loading" : "applied";
  return { services, failed: Object.values(services).some((result) => typeof result === "object") };
}

/** The scenario of that name, and whom the request applies it to (400/404 when it cannot). */
function scenarioAndTarget(deps: ScenarioDeps, name: string, body: unknown) {
  const scenario = scenarioNamed(name);
  if (!scenario) throw fail.notFound("UNKNOWN_SCENARIO", `No scenario named "${name}"`);
  const target = parseScenarioTarget(body);
  if (typeof target === "string") throw fail.invalidInput("INVALID_REQUEST", target);
  const scope = scenarioScope(scenario);
  if (scope === "system" && !isBaseTarget(target)) {
    throw fail.invalidInput(
      "SCENARIO_FOR_WHOLE_SYSTEM",
      `${scenario.name} changes the whole system (faults, the gateway, maintenance): apply it without a trainee or account`,
    );
  }
  const trainees = deps.services.config.trainees;
  if (target.trainee !== undefined && target.trainee > trainees) {
    throw fail.notFound("NO_SUCH_TRAINEE", `No trainee ${target.trainee} in a class of ${trainees}`);
  }
  return { scenario, target, scope };
}

/**
 * Undoes one scenario in force by putting back what it changed and applying the others again: a
 * trainee's scenario resets that trainee's personas only; any other resets the whole system (the
 * console says so before it is pressed).
 */
async function undo(deps: ScenarioDeps, entry: ScenarioInForce) {
  const trainee = entry.target.trainee;
  const again =
    trainee !== undefined
      ? deps.inForce.remove((other) => other.target.trainee === trainee)
      : deps.inForce.list();
  if (trainee !== undefined) await resetTrainee(deps.services, trainee);
  else await resetWholeSystem(deps.system);
  const reapplied: string[] = [];
  for (const other of again) {
    if (other.id === entry.id) continue;
    const scenario = scenarioNamed(other.scenario);
    if (!scenario) continue;
    await applyTo(deps, scenario, other.target);
    deps.inForce.add({ ...other, appliedAt: deps.services.clock.now().toISOString() });
    reapplied.push(other.scenario);
  }
  return {
    undone: entry.scenario,
    appliesTo: entry.appliesTo,
    reset: trainee !== undefined ? `trainee ${trainee}` : "the whole system",
    reapplied,
  };
}

export function scenarioRoutes(router: Router, deps: ScenarioDeps): void {
  router.get("/scenarios", (ctx) => {
    answer(ctx, "scenarios", {
      scenarios: SCENARIOS.map((scenario) => ({
        name: scenario.name,
        description: scenario.description,
        shows: scenario.shows,
        check: scenario.check,
        scope: scenarioScope(scenario),
      })),
    });
  });

  router.get("/scenarios/in-force", (ctx) => {
    answer(ctx, "scenariosInForce", { inForce: [...deps.inForce.list()] });
  });

  router.post("/scenarios/in-force/:id/undo", async (ctx) => {
    const entry = deps.inForce.find(Number(ctx.params.id));
    if (!entry) throw fail.notFound("NOT_IN_FORCE", `No scenario in force numbered ${ctx.params.id}`);
    answer(ctx, "undoScenario", await undo(deps, entry));
  });

  router.post("/scenarios/:name", async (ctx) => {
    const { scenario, target, scope } = scenarioAndTarget(deps, ctx.params.name ?? "", ctx.request.body);
    const { services, failed } = await applyTo(deps, scenario, target);
    const entry = failed
      ? null
      : deps.inForce.add({
          scenario: scenario.name,
          target,
          scope,
          appliedAt: deps.services.clock.now().toISOString(),
        });
    ctx.status = failed ? 502 : 200;
    answer(ctx, "applyScenario", {
      scenario: scenario.name,
      ...(entry ? { id: entry.id, appliesTo: entry.appliesTo } : {}),
      target,
      services,
      today: deps.services.clock.today(),
    });
  });
}
