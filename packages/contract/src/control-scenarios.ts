/**
 * The scenarios of the BFF's system control API (docs/simulator-control.md, "Scenarios"): the
 * named scenarios, whom one applies to, the scenarios in force and their undo (a part of `control.ts`).
 */
import * as v from "valibot";

const IsoDate = v.pipe(v.string(), v.isoDate());

/** A simulator that did not answer a system call: its status and what it said. */
export const ServiceFailed = v.object({
  status: v.literal("failed"),
  httpStatus: v.optional(v.number()),
  answer: v.unknown(),
});

/**
 * `GET /__control/scenarios`: each named scenario, what it shows and how to check it; a "persona"
 * scenario can be applied to a trainee or another account, a "system" one changes everything.
 */
export const Scenarios = v.object({
  scenarios: v.array(
    v.object({
      name: v.string(),
      description: v.string(),
      shows: v.string(),
      check: v.string(),
      scope: v.picklist(["persona", "system"]),
    }),
  ),
});

/** Whom a persona scenario applies to (none: the base personas it names). */
export const ScenarioTarget = v.object({
  trainee: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99))),
  account: v.optional(v.pipe(v.string(), v.regex(/^\d{10}$/))),
  username: v.optional(v.string()),
});
export type ScenarioTarget = v.InferOutput<typeof ScenarioTarget>;

/** `POST /__control/scenarios/{name}`: each service's steps applied (or loading in the background). */
export const ScenarioApplied = v.object({
  scenario: v.string(),
  /** Its number in the scenarios in force, and whom it applies to, in words. */
  id: v.optional(v.number()),
  appliesTo: v.optional(v.string()),
  target: v.optional(ScenarioTarget),
  services: v.record(v.string(), v.union([v.picklist(["applied", "loading"]), ServiceFailed])),
  today: IsoDate,
});

/** `GET /__control/scenarios/in-force`: the scenarios applied since the last reset, oldest first. */
export const ScenariosInForce = v.object({
  inForce: v.array(
    v.object({
      id: v.number(),
      scenario: v.string(),
      target: ScenarioTarget,
      appliesTo: v.string(),
      scope: v.picklist(["persona", "system"]),
      appliedAt: v.string(),
    }),
  ),
});

/** `POST /__control/scenarios/in-force/{id}/undo`: what was reset, and the scenarios applied again. */
export const ScenarioUndone = v.object({
  undone: v.string(),
  appliesTo: v.string(),
  reset: v.string(),
  reapplied: v.array(v.string()),
});
