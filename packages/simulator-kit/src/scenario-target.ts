/**
 * Whom a scenario applies to (docs/qa-guide.md, "Scenarios for a trainee"): a scenario is written
 * for the base personas (maria.cruz, 1000000001); applied to trainee 2 it changes trainee 2's copy
 * (maria.cruz.02, 1000020001), and applied to another account or web user it changes that one.
 * Only a scenario made of billing world changes has a persona; faults, gateway outcomes and
 * maintenance change the whole system and take no target.
 */
import { assertTrainee, MAX_TRAINEES, traineeId, traineeUsername } from "./classroom";
import type { ScenarioDefinition, ScenarioStep, WorldChange } from "./scenario";

export interface ScenarioTarget {
  /** Trainee N's copy of the personas the scenario names (classroom mode). */
  trainee?: number;
  /** Another account for the account the scenario names. */
  account?: string;
  /** Another web user for the username the scenario names. */
  username?: string;
}

/** "persona": every step changes one persona's data in billing; "system": the rest. */
export function scenarioScope(scenario: ScenarioDefinition): "persona" | "system" {
  return scenario.steps.every((step) => step.service === "ccb-simulator" && "world" in step)
    ? "persona"
    : "system";
}

/** The target in a request body (`{}` or nothing: the base personas), or why it is not one. */
export function parseScenarioTarget(body: unknown): ScenarioTarget | string {
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) return "the target is an object";
  const { trainee, account, username, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `unknown target field: ${Object.keys(rest).join(", ")}`;
  const target: ScenarioTarget = {};
  if (trainee !== undefined) {
    if (!Number.isInteger(trainee) || (trainee as number) < 1 || (trainee as number) > MAX_TRAINEES)
      return `trainee is a number from 1 to ${MAX_TRAINEES}`;
    target.trainee = trainee as number;
  }
  if (account !== undefined) {
    if (typeof account !== "string" || !/^\d{10}$/.test(account))
      return "account is a 10-digit account number";
    target.account = account;
  }
  if (username !== undefined) {
    if (typeof username !== "string" || username.trim() === "") return "username is a web user's name";
    target.username = username.trim();
  }
  return target;
}

export const isBaseTarget = (target: ScenarioTarget): boolean =>
  target.trainee === undefined && target.account === undefined && target.username === undefined;

/** In words, for lists and answers: "trainee 2", "account 1000000002", "the base personas". */
export function describeTarget(target: ScenarioTarget): string {
  const parts = [
    ...(target.trainee !== undefined ? [`trainee ${target.trainee}`] : []),
    ...(target.account !== undefined ? [`account ${target.account}`] : []),
    ...(target.username !== undefined ? [`web user ${target.username}`] : []),
  ];
  return parts.length > 0 ? parts.join(", ") : "the base personas";
}

/** One world change moved to the target: the account, person and username it names. */
function targetedChange(change: WorldChange, target: ScenarioTarget): WorldChange {
  const moved: Record<string, unknown> = { ...change };
  const { trainee } = target;
  if ("account" in change) {
    moved.account = target.account ?? (trainee ? traineeId(change.account, trainee) : change.account);
  }
  if ("person" in change && change.person !== undefined && trainee) {
    moved.person = traineeId(change.person, trainee);
  }
  if ("username" in change) {
    const name = change.username;
    moved.username = target.username ?? (trainee ? traineeUsername(name, trainee) : name);
  }
  return moved as WorldChange;
}

/** The steps of a scenario as they apply to `target` (unchanged for the base personas). */
export function targetedSteps<S extends ScenarioStep>(steps: readonly S[], target: ScenarioTarget): S[] {
  if (isBaseTarget(target)) return [...steps];
  if (target.trainee !== undefined) assertTrainee(target.trainee);
  return steps.map((step) =>
    "world" in step ? ({ ...step, world: targetedChange(step.world, target) } as S) : step,
  );
}
