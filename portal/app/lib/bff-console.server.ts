/**
 * The control console's calls (demo and test modes only): the BFF's system control API
 * (docs/simulator-control.md, "The BFF"). Every answer is checked against its shape in the
 * contract (`controlRoutes` of `@paygpa/contract`); an answer off that shape is a
 * panel's problem, never a wrong reading. A call the BFF does not answer (404: production, or a BFF
 * without that route) is "not available", never an error page.
 */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import type * as v from "valibot";
import {
  BillingCycleEvents,
  type ClockChange,
  Classroom,
  LastPayments,
  Personas,
  ScenarioApplied,
  Scenarios,
  ScenariosInForce,
  type ScenarioTarget,
  ScenarioUndone,
  SystemClock,
  SystemFaults,
  SystemReset,
  Timeline,
  TraineeReset,
  UsageEditApplied,
  type UsageEditRequest,
} from "@paygpa/contract";
import { BffError, callBff } from "./bff-call.server";
import { env } from "./env.server";

function control<Schema extends v.GenericSchema>(
  method: "GET" | "POST" | "PUT",
  path: string,
  schema: Schema,
  body?: unknown,
) {
  return callBff({
    method,
    path: `/__control${path}`,
    headers: env.control ? controlTokenHeaders(env.control.token) : {},
    schema,
    ...(body === undefined ? {} : { body }),
  });
}

/** What one panel of the console shows: the answer, or why there is none. */
export type Panel<T> = { ok: true; value: T } | { ok: false; problem: string };

/** A read for one panel: a refusal or an absent route becomes the panel's message. */
export async function panel<T>(read: () => Promise<T>): Promise<Panel<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    return {
      ok: false,
      problem: error.status === 404 ? "Not available on this BFF." : `${error.message} (${error.status})`,
    };
  }
}

export const consoleCalls = {
  /** The fixtures' customer personas, with their passwords (they stay on the portal's server). */
  personas: () => control("GET", "/personas", Personas),
  scenarios: () => control("GET", "/scenarios", Scenarios),
  /** A scenario applied to the base personas, or to a trainee's copy or another account. */
  applyScenario: (name: string, target: ScenarioTarget = {}) =>
    control("POST", `/scenarios/${encodeURIComponent(name)}`, ScenarioApplied, target),
  scenariosInForce: () => control("GET", "/scenarios/in-force", ScenariosInForce),
  undoScenario: (id: number) => control("POST", `/scenarios/in-force/${id}/undo`, ScenarioUndone, {}),
  clock: () => control("GET", "/system/clock", SystemClock),
  /** `{ advance: "16m" }` or `{ set: "2026-12-01T09:00" }`: the clock of all three services together. */
  setClock: (change: ClockChange) => control("PUT", "/system/clock", SystemClock, change),
  faults: () => control("GET", "/faults", SystemFaults),
  reset: () => control("POST", "/system/reset", SystemReset, {}),
  /** Classroom mode: the class list, and one trainee's personas back to the fixtures. */
  trainees: () => control("GET", "/trainees", Classroom),
  resetTrainee: (trainee: number) => control("POST", `/trainees/${trainee}/reset`, TraineeReset, {}),
  /** The last payments, newest first, each one a timeline to open. */
  lastPayments: () => control("GET", "/payments?limit=10", LastPayments),
  /** Billing's next cycle events of each persona (decision 029). */
  billingCycle: () => control("GET", "/billing-cycle?limit=3", BillingCycleEvents),
  /** A spike day, a gap, an estimated period or a meter exchange in one account's reads. */
  usageEdit: (edit: UsageEditRequest) => control("POST", "/usage-edits", UsageEditApplied, edit),
  timeline: (invoice: string) => control("GET", `/timeline?invoice=${encodeURIComponent(invoice)}`, Timeline),
};
