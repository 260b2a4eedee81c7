/**
 * The control API of all three services (docs/simulator-control.md), as one table per service:
 * each route's method, path under `/__control`, what it does, and the schemas of its request and
 * answer where they are fixed. The BFF's control routes are typed against it, a BFF test checks that
 * every route mounted is in it and every route in it is mounted, and `npm run control-openapi -w
 * @paygpa/bff` writes it as docs/control-api/<service>.openapi.json (kept current by the same test).
 */
import * as v from "valibot";
import {
  BillingCycleEvents,
  ClockChange,
  Classroom,
  LastPayments,
  MailOutbox,
  Personas,
  ScenarioApplied,
  ScenarioTarget,
  ScenarioUndone,
  Scenarios,
  ScenariosInForce,
  SystemClock,
  SystemFaults,
  SystemReset,
  Timeline,
  TraineeReset,
} from "./control";

export type ControlService = "bff" | "ccb-simulator" | "gateway-simulator";

/** One route of a service's control API; `:name` is a path parameter, `query` its query fields. */
export interface ControlApiRoute {
  readonly method: "GET" | "PUT" | "POST" | "DELETE";
  /** Under `/__control`. */
  readonly path: string;
  readonly summary: string;
  readonly query?: readonly string[];
  readonly request?: v.GenericSchema;
  /** The answer's schema; a JSON object of the service's own fields where none is given. */
  readonly answer?: v.GenericSchema;
}

const Instant = v.pipe(v.string(), v.isoTimestamp());
const IsoDate = v.pipe(v.string(), v.isoDate());
/** A JSON object whose fields the table does not fix (a simulator's own additions). */
const AnyObject = v.record(v.string(), v.unknown());

/** `GET /health`, `POST /reset` of a simulator: its state, plus its own fields. */
const SimulatorStatus = v.objectWithRest(
  { status: v.picklist(["ok", "reset"]), service: v.string(), today: IsoDate, now: Instant },
  v.unknown(),
);
const SimulatorClock = v.objectWithRest(
  { today: IsoDate, now: Instant, frozen: v.optional(v.boolean()) },
  v.unknown(),
);
const SimulatorClockChange = v.object({
  today: v.optional(v.nullable(IsoDate)),
  now: v.optional(Instant),
  frozen: v.optional(v.boolean()),
});
const Fault = v.objectWithRest({ route: v.string() }, v.unknown());
const Faults = v.object({ faults: v.array(Fault) });
const JournalEntries = v.object({
  entries: v.array(v.objectWithRest({ at: Instant, path: v.string() }, v.unknown())),
});
const JOURNAL_QUERY = [
  "path",
  "pathPattern",
  "method",
  "correlationId",
  "body.<field>",
  "unmatched",
  "limit",
];

/** The vocabulary both simulators answer the same way (`@paygpa/simulator-kit/control-api`). */
export const simulatorVocabulary: readonly ControlApiRoute[] = [
  {
    method: "GET",
    path: "/health",
    summary: "The simulator's state; no token needed",
    answer: SimulatorStatus,
  },
  {
    method: "POST",
    path: "/reset",
    summary:
      "Back to the fixtures (for `today` if given); faults, journal and minted ids start again; a call in flight is let finish first",
    request: v.object({ today: v.optional(v.nullable(IsoDate)) }),
    answer: SimulatorStatus,
  },
  { method: "GET", path: "/clock", summary: "The simulator's clock", answer: SimulatorClock },
  {
    method: "PUT",
    path: "/clock",
    summary: "Fix the calendar date, jump to an instant, or freeze time",
    request: SimulatorClockChange,
    answer: SimulatorClock,
  },
  { method: "GET", path: "/faults", summary: "The faults in force", answer: Faults },
  { method: "PUT", path: "/faults", summary: "Set the fault of one route", request: Fault, answer: Faults },
  {
    method: "DELETE",
    path: "/faults",
    summary: "Clear every fault, or `?route=`'s",
    query: ["route"],
    answer: Faults,
  },
  {
    method: "GET",
    path: "/journal",
    summary: "The requests received on the public API, oldest first",
    query: JOURNAL_QUERY,
    answer: JournalEntries,
  },
  {
    method: "GET",
    path: "/journal/count",
    summary: "How many requests match (request verification)",
    query: JOURNAL_QUERY,
    answer: v.object({ count: v.number() }),
  },
  {
    method: "DELETE",
    path: "/journal",
    summary: "Empty the journal",
    answer: v.object({ cleared: v.number() }),
  },
  {
    method: "GET",
    path: "/scenarios",
    summary: "The named scenarios with steps for this service",
    answer: v.object({
      scenarios: v.array(v.objectWithRest({ name: v.string(), description: v.string() }, v.unknown())),
    }),
  },
  {
    method: "POST",
    path: "/scenarios/:name",
    summary: "Apply this service's steps of a scenario",
    request: ScenarioTarget,
    answer: v.objectWithRest({ scenario: v.string(), service: v.string(), today: IsoDate }, v.unknown()),
  },
];

const own = (
  method: ControlApiRoute["method"],
  path: string,
  summary: string,
  request?: v.GenericSchema,
) => ({
  method,
  path,
  summary,
  ...(request ? { request } : {}),
  answer: AnyObject,
});

/** Billing's own additions (ccb-simulator/README.md). */
export const billingControl: readonly ControlApiRoute[] = [
  own(
    "POST",
    "/world",
    "One change of billing's world (the runtime world API), kept until a reset",
    AnyObject,
  ),
  own("GET", "/world/changes", "The world changes since the reset"),
  own("GET", "/payments", "The payments make-payment posted since the reset"),
  own("GET", "/payment-arrangements", "What billing recorded on payment-arrangement cases"),
  own("GET", "/trainees", "The class (classroom mode)"),
  own("POST", "/trainees/:trainee/reset", "Trainee n's records back to the fixtures"),
  own(
    "GET",
    "/cycle",
    "The billing cycle: the last day run, the bills issued and the notices sent (decision 029)",
  ),
  own("GET", "/cycle/events", "The next cycle events, per account (query limit, trainee, account)"),
  own("GET", "/cycle/bills", "The bills the cycle issued since the reset (query account)"),
  own("GET", "/cycle/notices", "The late-payment notices the cycle recorded (query account)"),
];

/** The gateway's own additions (gateway-simulator/README.md). */
export const gatewayControl: readonly ControlApiRoute[] = [
  own("GET", "/next-outcome", "The outcome the next payment takes"),
  own("PUT", "/next-outcome", "Force the next payment's outcome", AnyObject),
  own("DELETE", "/next-outcome", "Forget the forced next outcome"),
  own("GET", "/forced-outcomes", "The outcomes forced by rule"),
  own("POST", "/forced-outcomes", "Force an outcome for payments a rule matches", AnyObject),
  own("DELETE", "/forced-outcomes", "Forget every forced outcome"),
  own("GET", "/pages/:login/settings", "A payment page's settings"),
  own("PUT", "/pages/:login/settings", "Change a payment page's settings", AnyObject),
  own("GET", "/terminal/settings", "The API terminal's settings (tokenization)"),
  own("PUT", "/terminal/settings", "Change the API terminal's settings", AnyObject),
  own("POST", "/drop-next-relay", "Lose the next relay response"),
  own("GET", "/outbox", "Every relay, retry and silent post sent"),
  own("GET", "/transactions", "The transactions since the reset"),
  own("GET", "/test-cards", "The test cards and the cents triggers"),
  own("POST", "/relays/resend", "Post an invoice's last relay again", v.object({ invoice: v.string() })),
  own("GET", "/lookup/transactions", "The simulator's own JSON look-up by invoice (QA only)"),
  own("GET", "/lookup/transactions/:tag", "The simulator's own JSON look-up by tag (QA only)"),
];

/** The BFF's control routes: its own, and the system calls that drive the simulators with it. */
export const bffControl: readonly ControlApiRoute[] = [
  {
    method: "GET",
    path: "/health",
    summary: "The BFF's state; no token needed",
    answer: v.object({
      status: v.literal("ok"),
      service: v.literal("bff"),
      mode: v.string(),
      today: IsoDate,
    }),
  },
  {
    method: "POST",
    path: "/reset",
    summary: "The BFF alone back to its fixtures",
    answer: v.object({ status: v.literal("reset"), today: IsoDate }),
  },
  {
    method: "GET",
    path: "/clock",
    summary: "The BFF's clock",
    answer: v.object({ now: Instant, today: IsoDate, frozen: v.optional(v.boolean()) }),
  },
  {
    method: "PUT",
    path: "/clock",
    summary: "The BFF's calendar date alone",
    request: v.object({ today: v.nullable(IsoDate) }),
    answer: v.object({ today: IsoDate, now: Instant }),
  },
  {
    method: "POST",
    path: "/system/reset",
    summary: "Billing, gateway and BFF back to the fixtures",
    answer: SystemReset,
  },
  { method: "GET", path: "/system/clock", summary: "Every service's clock", answer: SystemClock },
  {
    method: "PUT",
    path: "/system/clock",
    summary: "All three clocks moved, set, frozen or back to real time, together",
    request: ClockChange,
    answer: SystemClock,
  },
  { method: "GET", path: "/faults", summary: "Every service's faults", answer: SystemFaults },
  {
    method: "PUT",
    path: "/faults",
    summary: "The BFF's own fault: mail delivery",
    request: v.object({
      route: v.literal("mail"),
      down: v.optional(v.literal(true)),
      failFirst: v.optional(v.number()),
    }),
    answer: SystemFaults,
  },
  { method: "DELETE", path: "/faults", summary: "Clear every service's faults", answer: SystemFaults },
  { method: "GET", path: "/scenarios", summary: "Every named scenario", answer: Scenarios },
  {
    method: "GET",
    path: "/scenarios/in-force",
    summary: "The scenarios applied since the reset",
    answer: ScenariosInForce,
  },
  {
    method: "POST",
    path: "/scenarios/in-force/:id/undo",
    summary: "Put back what one scenario changed",
    answer: ScenarioUndone,
  },
  {
    method: "POST",
    path: "/scenarios/:name",
    summary: "Apply a scenario to the whole system, or a persona scenario to a trainee or account",
    request: ScenarioTarget,
    answer: ScenarioApplied,
  },
  {
    method: "GET",
    path: "/payments",
    summary: "The last payments, newest first",
    query: ["limit"],
    answer: LastPayments,
  },
  {
    method: "GET",
    path: "/timeline",
    summary: "One payment's story across the services",
    query: ["invoice", "correlation"],
    answer: Timeline,
  },
  {
    method: "GET",
    path: "/billing-cycle",
    summary: "Billing's next cycle events for each persona (decision 029)",
    query: ["limit", "trainee"],
    answer: BillingCycleEvents,
  },
  { method: "GET", path: "/personas", summary: "The fixtures' customer personas", answer: Personas },
  {
    method: "GET",
    path: "/mail",
    summary: "The mail outbox, newest first",
    query: ["to", "kind"],
    answer: MailOutbox,
  },
  { method: "GET", path: "/trainees", summary: "The class a trainer hands out", answer: Classroom },
  {
    method: "POST",
    path: "/trainees/:trainee/reset",
    summary: "One trainee back to the fixtures",
    answer: TraineeReset,
  },
];

export const controlApi: Readonly<Record<ControlService, readonly ControlApiRoute[]>> = {
  bff: bffControl,
  "ccb-simulator": [...simulatorVocabulary, ...billingControl],
  "gateway-simulator": [...simulatorVocabulary, ...gatewayControl],
};
