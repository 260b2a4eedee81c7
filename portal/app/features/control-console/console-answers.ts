/**
 * The answers of the BFF's system control API (docs/simulator-control.md, "The BFF"), as the
 * console reads them: each one checked field by field, so a change on the BFF's side shows as a
 * panel's problem instead of a blank or a wrong reading (docs/qa-guide.md).
 */
import * as v from "valibot";

const Instant = v.pipe(v.string(), v.isoTimestamp());
const IsoDate = v.pipe(v.string(), v.isoDate());

/** A simulator that did not answer a system call: its status and what it said. */
const ServiceFailed = v.object({
  status: v.literal("failed"),
  httpStatus: v.optional(v.number()),
  answer: v.unknown(),
});

const ServiceClock = v.object({ now: Instant, today: IsoDate });

/** `GET` and `PUT /__control/system/clock`: the BFF's instant, and each service's clock. */
export const SystemClock = v.object({
  now: Instant,
  today: IsoDate,
  services: v.object({
    bff: ServiceClock,
    "ccb-simulator": v.union([ServiceClock, ServiceFailed]),
    "gateway-simulator": v.union([ServiceClock, ServiceFailed]),
  }),
});

/** `POST /__control/system/reset` (a 502 "partial" reset arrives as a refusal). */
export const SystemReset = v.object({
  status: v.literal("reset"),
  services: v.record(v.string(), v.unknown()),
  now: Instant,
  today: IsoDate,
});

/** `GET /__control/scenarios`: each named scenario, what it shows and how to check it. */
export const Scenarios = v.object({
  scenarios: v.array(
    v.object({ name: v.string(), description: v.string(), shows: v.string(), check: v.string() }),
  ),
});

/** `POST /__control/scenarios/{name}`: each service's steps applied (or loading in the background). */
export const ScenarioApplied = v.object({
  scenario: v.string(),
  services: v.record(v.string(), v.union([v.picklist(["applied", "loading"]), ServiceFailed])),
  today: IsoDate,
});

/** One fault in force: its route and its settings (latency, status, failFirst, schedule…). */
const Fault = v.objectWithRest({ route: v.string() }, v.unknown());
const ServiceFaults = v.object({ faults: v.array(Fault) });

/** `GET /__control/faults`: every service's faults. */
export const SystemFaults = v.object({
  services: v.object({
    bff: ServiceFaults,
    "ccb-simulator": v.union([ServiceFaults, ServiceFailed]),
    "gateway-simulator": v.union([ServiceFaults, ServiceFailed]),
  }),
});

export type FaultInForce = { service: string; route: string; settings: string };

/** The faults of every service as one list; a simulator that did not answer is named as such. */
export function faultsInForce(answer: v.InferOutput<typeof SystemFaults>): FaultInForce[] {
  return Object.entries(answer.services).flatMap(([service, result]) =>
    "faults" in result
      ? result.faults.map(({ route, ...settings }) => ({
          service,
          route,
          settings: Object.entries(settings)
            .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
            .join(", "),
        }))
      : [{ service, route: "(not answering)", settings: `HTTP ${result.httpStatus ?? "?"}` }],
  );
}

/** `GET /__control/payments`: the last checkouts, newest first. */
export const LastPayments = v.object({
  payments: v.array(
    v.object({
      invoice: v.string(),
      createdAt: Instant,
      amountCents: v.pipe(v.number(), v.integer()),
      channel: v.string(),
      status: v.string(),
    }),
  ),
});

/** `GET /__control/timeline?invoice=`: one payment's story across the services, oldest first. */
export const Timeline = v.object({
  events: v.array(
    v.object({
      at: Instant,
      service: v.picklist(["bff", "ccb-simulator", "gateway-simulator"]),
      kind: v.string(),
      summary: v.string(),
      detail: v.unknown(),
    }),
  ),
});

/** `GET /__control/personas`: the fixtures' customer personas (demo and test modes). */
export const Personas = v.object({
  customers: v.array(
    v.object({
      key: v.string(),
      title: v.string(),
      username: v.string(),
      password: v.string(),
      email: v.string(),
      accounts: v.array(v.string()),
    }),
  ),
});

/** `GET /__control/trainees`: the class a trainer hands out (classroom mode, docs/qa-guide.md). */
export const Classroom = v.object({
  trainees: v.pipe(v.number(), v.integer(), v.minValue(0)),
  class: v.array(
    v.object({
      trainee: v.number(),
      suffix: v.string(),
      customers: v.array(
        v.object({
          key: v.string(),
          title: v.string(),
          username: v.string(),
          password: v.string(),
          accounts: v.array(v.string()),
        }),
      ),
      unregistered: v.array(v.object({ key: v.string(), accountId: v.string(), zip: v.string() })),
    }),
  ),
});

/** `POST /__control/trainees/{n}/reset`. */
export const TraineeReset = v.object({
  status: v.literal("reset"),
  trainee: v.number(),
  billingAccounts: v.number(),
  rowsDeleted: v.number(),
});
