/**
 * The control console's calls (demo and test modes only): the BFF's system control API, outside the
 * contract like the mail outbox (docs/simulator-control.md). Answers are read loosely: the console
 * shows them to a trainer or a QA engineer, no rule depends on their shape. A call the BFF does not
 * answer (404: not built yet, or production) is "not available", never an error page.
 */
import { controlTokenHeaders } from "@paygpa/fixtures/control-access";
import * as v from "valibot";
import { BffError, callBff } from "./bff-call.server";
import { env } from "./env.server";

const Loose = v.looseObject({});
const Scenarios = v.object({
  scenarios: v.array(v.looseObject({ name: v.string(), description: v.optional(v.string(), "") })),
});
const Clock = v.looseObject({ now: v.optional(v.string()), today: v.optional(v.string()) });

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
      problem: error.status === 404 ? "Not available on this BFF yet." : `${error.message} (${error.status})`,
    };
  }
}

export const consoleCalls = {
  scenarios: () => control("GET", "/scenarios", Scenarios),
  applyScenario: (name: string) => control("POST", `/scenarios/${encodeURIComponent(name)}`, Loose, {}),
  clock: () => control("GET", "/system/clock", Clock),
  /** `{ advance: "16m" }` or `{ set: ISO instant }`: the clock of all three services together. */
  setClock: (change: { advance: string } | { set: string }) => control("PUT", "/system/clock", Clock, change),
  faults: () => control("GET", "/faults", v.looseObject({ faults: v.optional(v.array(Loose), []) })),
  reset: () => control("POST", "/system/reset", Loose, {}),
  timeline: (invoice: string) =>
    control(
      "GET",
      `/timeline${invoice ? `?invoice=${encodeURIComponent(invoice)}` : ""}`,
      v.looseObject({ events: v.optional(v.array(Loose), []), payments: v.optional(v.array(Loose), []) }),
    ),
};
