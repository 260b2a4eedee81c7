/**
 * The simulators' control APIs (docs/simulator-control.md): the vocabulary both answer the same way,
 * and billing's and the gateway's own additions.
 */
import * as v from "valibot";
import { ScenarioTarget } from "./control";
import { AnyObject, type ControlApiRoute, Instant, IsoDate, own } from "./control-api-route";

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

/** Billing's own additions (ccb-simulator/README.md). */
export const billingControl: readonly ControlApiRoute[] = [
  own(
    "POST",
    "/world",
    "One change of billing's world (the runtime world API, usage edits among them), kept until a reset",
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
