/**
 * The answers of the BFF's system control API (docs/simulator-control.md, "The BFF"), as the
 * console reads them: each one checked field by field, so a change on the BFF's side shows as a
 * panel's problem instead of a blank or a wrong reading (docs/qa-guide.md).
 */
import * as v from "valibot";
import { UsageEditApplied, UsageEditRequest } from "./control-usage";
import {
  ScenarioApplied,
  Scenarios,
  ScenarioTarget,
  ScenariosInForce,
  ScenarioUndone,
  ServiceFailed,
} from "./control-scenarios";

export { ScenarioApplied, Scenarios, ScenarioTarget, ScenariosInForce, ScenarioUndone };

const Instant = v.pipe(v.string(), v.isoTimestamp());
const IsoDate = v.pipe(v.string(), v.isoDate());

const ServiceClock = v.object({ now: Instant, today: IsoDate });

/** One day an advance entered: the BFF's day jobs run for it, and any that failed (with what it said). */
export const DayReport = v.object({
  day: IsoDate,
  jobs: v.array(v.string()),
  failed: v.optional(v.array(v.object({ job: v.string(), error: v.string() }))),
});

/** `GET` and `PUT /__control/system/clock`: the BFF's instant, and each service's clock. */
export const SystemClock = v.object({
  now: Instant,
  today: IsoDate,
  /** Whether time stands still (absent where the clock cannot freeze). */
  frozen: v.optional(v.boolean()),
  /**
   * After a move: the days begun (decision 029) and, per day, the day jobs run for it in order. A day
   * job that failed fails the call instead (DAY_JOBS_FAILED, with this report in the error).
   */
  days: v.optional(v.number()),
  dayReport: v.optional(v.array(DayReport)),
  services: v.object({
    bff: ServiceClock,
    "ccb-simulator": v.union([ServiceClock, ServiceFailed]),
    "gateway-simulator": v.union([ServiceClock, ServiceFailed]),
    /** Where the stack runs the sms-simulator (demo and QA stacks). */
    "sms-simulator": v.optional(v.union([ServiceClock, ServiceFailed])),
    /** Where the stack runs the oms-simulator (decision 046). */
    "oms-simulator": v.optional(v.union([ServiceClock, ServiceFailed])),
  }),
});

/** `POST /__control/system/reset` (a 502 "partial" reset arrives as a refusal). */
export const SystemReset = v.object({
  status: v.literal("reset"),
  services: v.record(v.string(), v.unknown()),
  now: Instant,
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
    "sms-simulator": v.optional(v.union([ServiceFaults, ServiceFailed])),
    "oms-simulator": v.optional(v.union([ServiceFaults, ServiceFailed])),
  }),
});

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
      service: v.picklist(["bff", "ccb-simulator", "gateway-simulator", "sms-simulator", "oms-simulator"]),
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

/** `GET /__control/mail?to=&kind=`: the BFF's mail outbox, newest first, for the demo mail viewer. */
export const MailOutbox = v.object({
  messages: v.array(
    v.object({
      id: v.number(),
      createdAt: v.string(),
      kind: v.string(),
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      status: v.string(),
    }),
  ),
});

/**
 * `PUT /__control/system/clock`: move all three clocks together by a duration, or set them.
 * `keepSessions` moves every session's last activity along with the clock (a trainer's step keeps
 * the customer logged in); without it the time passed counts as idle (QA's 15-minute limit).
 */
export const ClockChange = v.union([
  v.object({ advance: v.string(), keepSessions: v.optional(v.boolean()) }),
  v.object({ set: v.string(), keepSessions: v.optional(v.boolean()) }),
  /** Back to real time, the data and the sessions kept (a reset also returns to real time, and wipes the data). */
  v.object({ real: v.literal(true) }),
  /** Time stands still for the whole system, or runs on from there. */
  v.object({ freeze: v.boolean() }),
]);
export type ClockChange = v.InferInput<typeof ClockChange>;

/**
 * `GET /__control/billing-cycle?limit=N`: billing's next cycle events for each persona (decision
 * 029) — bill days, due dates, the late notices unpaid bills will get, prepaid usage — and each
 * programme's (decision 048: the arrangement's next instalment, the extension's promised date and the
 * day it would break), and the last day billing's cycle has run.
 */
export const BillingCycleEvents = v.object({
  ranThrough: IsoDate,
  personas: v.array(
    v.object({
      key: v.string(),
      username: v.string(),
      accounts: v.array(
        v.object({
          AccountID: v.string(),
          kind: v.picklist(["postpaid", "prepaid"]),
          billDay: v.nullable(v.number()),
        }),
      ),
      events: v.array(
        v.object({
          date: IsoDate,
          AccountID: v.string(),
          /** Whose event it is (decision 048): billing's own, or a programme's on the account. */
          programme: v.picklist(["billing", "arrangement", "extension", "due-date", "budget"]),
          kind: v.picklist([
            "bill",
            "due-date",
            "late-notice",
            "prepaid-usage",
            "instalment",
            "extension-promise",
            "extension-break",
            "due-day-change",
            "budget-review",
            "budget-true-up",
            "budget-settlement",
          ]),
          description: v.string(),
          amount: v.optional(v.number()),
        }),
      ),
    }),
  ),
});

/** One control route the portal calls: method, path (`:name` a path parameter) and answer. */
export interface ControlRoute {
  readonly method: "GET" | "POST" | "PUT";
  readonly path: string;
  readonly request?: v.GenericSchema;
  readonly answer: v.GenericSchema;
}

/** The control routes the portal's console and mail viewer call (demo and test modes only). */
export const controlRoutes = {
  scenarios: { method: "GET", path: "/__control/scenarios", answer: Scenarios },
  applyScenario: {
    method: "POST",
    path: "/__control/scenarios/:name",
    request: ScenarioTarget,
    answer: ScenarioApplied,
  },
  scenariosInForce: { method: "GET", path: "/__control/scenarios/in-force", answer: ScenariosInForce },
  undoScenario: { method: "POST", path: "/__control/scenarios/in-force/:id/undo", answer: ScenarioUndone },
  clock: { method: "GET", path: "/__control/system/clock", answer: SystemClock },
  setClock: { method: "PUT", path: "/__control/system/clock", request: ClockChange, answer: SystemClock },
  faults: { method: "GET", path: "/__control/faults", answer: SystemFaults },
  reset: { method: "POST", path: "/__control/system/reset", answer: SystemReset },
  trainees: { method: "GET", path: "/__control/trainees", answer: Classroom },
  resetTrainee: { method: "POST", path: "/__control/trainees/:trainee/reset", answer: TraineeReset },
  lastPayments: { method: "GET", path: "/__control/payments", answer: LastPayments },
  timeline: { method: "GET", path: "/__control/timeline", answer: Timeline },
  mail: { method: "GET", path: "/__control/mail", answer: MailOutbox },
  billingCycle: { method: "GET", path: "/__control/billing-cycle", answer: BillingCycleEvents },
  usageEdit: {
    method: "POST",
    path: "/__control/usage-edits",
    request: UsageEditRequest,
    answer: UsageEditApplied,
  },
} as const satisfies Record<string, ControlRoute>;
export type ControlRouteName = keyof typeof controlRoutes;
/** What a control route answers, as the portal reads it. */
export type ControlAnswer<TName extends ControlRouteName> = v.InferOutput<
  (typeof controlRoutes)[TName]["answer"]
>;
