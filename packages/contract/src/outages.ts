import * as v from "valibot";
import { AccountId } from "./common";
import { paymentMessages } from "./messages";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

/**
 * Outages (decisions 041 and 046): report an outage for one of my premises, the status of
 * the outage affecting each, planned work ahead, the island by village, quick access by account and
 * zip. The spec has no outage screen: these texts are the product's own, in the spec's voice.
 */
export const outageMessages = {
  unavailable:
    "Outage information is not available right now. Please try again later. To report an outage, please call GPA Customer Service at (671) 647-5787.",
  reported: "Thank you. Your outage report has been received.",
  reportedJoined: "Thank you. Your outage report has been received. GPA already knows of this outage.",
  reportQueued:
    "Thank you. Your outage report has been received and will be passed to our outage crews shortly.",
  lineDownSafety:
    "Stay at least 30 feet away from the downed line and anything it touches, and keep others away. Always treat a downed line as live. If anyone is in danger, call 911.",
  powerBack: "Thank you for letting us know your power is back.",
  noOutageKnown: "No outage is known at this premise.",
  reportNotYetKnown: "Your report has been received. GPA's outage crews will assess it shortly.",
  noPremise: "This account has no service location that our outage system knows.",
  chooseProblem: "Please select what is happening.",
  notRestored: "This outage has not been restored yet.",
} as const;

export const OUTAGE_PROBLEMS = ["no-power", "partial-power", "flickering", "line-down"] as const;
export type OutageProblemChoice = (typeof OUTAGE_PROBLEMS)[number];

/** What the customer sees for each problem (the report form's choices). */
export const OUTAGE_PROBLEM_LABELS: Record<OutageProblemChoice, string> = {
  "no-power": "No power",
  "partial-power": "Partial power (some lights or outlets out)",
  flickering: "Lights flickering",
  "line-down": "A power line is down",
};

export const CREW_STAGES = ["assessing", "dispatched", "on-site", "restoring", "restored"] as const;
export const CREW_STAGE_LABELS: Record<(typeof CREW_STAGES)[number], string> = {
  assessing: "Assessing the cause",
  dispatched: "Crew dispatched",
  "on-site": "Crew on site",
  restoring: "Restoring power",
  restored: "Restored",
};

export const KnownOutage = v.object({
  outageId: v.string(),
  stage: v.picklist(CREW_STAGES),
  cause: v.string(),
  planned: v.boolean(),
  /** Nobody is out (a flickering light being looked at). */
  keepsPowerOn: v.boolean(),
  startedAt: v.string(),
  estimatedRestoration: v.nullable(v.string()),
  restoredAt: v.nullable(v.string()),
  /** Customers affected by this outage in the premise's village. */
  customersAffected: v.number(),
  village: v.string(),
  hazard: v.boolean(),
});
export type KnownOutage = v.InferOutput<typeof KnownOutage>;

export const PlannedOutage = v.object({
  planId: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  state: v.picklist(["scheduled", "in-progress", "completed", "cancelled"]),
  description: v.string(),
  location: v.string(),
});

export const PremiseOutageStatus = v.object({
  accountId: v.string(),
  address: v.string(),
  /** The outages affecting the premise now, and those restored in the last day, newest first. */
  outages: v.array(KnownOutage),
  planned: v.array(PlannedOutage),
  /** The customer's latest report here, if any: whether the outage system has it yet. */
  lastReport: v.nullable(
    v.object({ problem: v.picklist(OUTAGE_PROBLEMS), reportedAt: v.string(), delivered: v.boolean() }),
  ),
});
export type PremiseOutageStatus = v.InferOutput<typeof PremiseOutageStatus>;

export const OutageStatusResponse = v.object({
  /** False when the outage system did not answer (or none is configured): `message` says so. */
  available: v.boolean(),
  message: v.nullable(v.string()),
  premises: v.array(PremiseOutageStatus),
  /**
   * A ticket to poll `outageWatch` with (it reads the same premises without touching the session,
   * so polling never keeps an idle session alive), and when it stops answering.
   */
  watch: v.nullable(v.object({ ticket: v.string(), until: v.string() })),
  checkedAt: v.string(),
});
export type OutageStatusResponse = v.InferOutput<typeof OutageStatusResponse>;

export const OutageWatchRequest = v.object({
  ticket: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/)),
});

export const ReportOutageRequest = v.object({
  accountId: AccountId,
  problem: v.picklist(OUTAGE_PROBLEMS, outageMessages.chooseProblem),
});
export type ReportOutageRequest = v.InferOutput<typeof ReportOutageRequest>;

export const ReportOutageResponse = v.object({
  reportId: v.string(),
  message: v.string(),
  /** The line-down safety message, or null. */
  safety: v.nullable(v.string()),
});

export const OutageFollowUpRequest = v.object({
  accountId: AccountId,
  outageId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/)),
});

export const OutageFollowUpResponse = v.object({ message: v.string() });

export const VillageOutageCount = v.object({
  village: v.string(),
  customersServed: v.number(),
  customersOut: v.number(),
  outages: v.number(),
});
export const IslandOutagesResponse = v.object({
  available: v.boolean(),
  message: v.nullable(v.string()),
  villages: v.array(VillageOutageCount),
  checkedAt: v.string(),
});
export type IslandOutagesResponse = v.InferOutput<typeof IslandOutagesResponse>;

export const OutageQuickAccessRequest = v.object({
  accountId: AccountId,
  postal: v.pipe(v.string(), v.trim(), v.nonEmpty(paymentMessages.enterZipCode)),
});
export const OutageQuickAccessResponse = v.variant("status", [
  v.object({ status: v.literal("Success"), token: v.string() }),
  v.object({ status: v.literal("Failed"), details: v.string() }),
]);

export const outagesRoutes = {
  myOutages: {
    method: "GET",
    path: "/api/v1/outages",
    // A customer (their accounts) or a quick-access token (its one account).
    access: "payer",
    answer: OutageStatusResponse,
    errors: [...BILLING_ERRORS],
    summary: "the status of the outage affecting each of my premises, and planned work ahead",
  },
  outageWatch: {
    method: "GET",
    path: "/api/v1/outages/watch",
    // The ticket is the caller: it reads what `myOutages` read, and never touches a session.
    access: "anonymous",
    request: OutageWatchRequest,
    answer: OutageStatusResponse,
    errors: [...BILLING_ERRORS, "SESSION_EXPIRED"],
    summary: "the same status, polled with the ticket `myOutages` gave (no session touched)",
  },
  reportOutage: {
    method: "POST",
    path: "/api/v1/outages/report",
    access: "payer",
    request: ReportOutageRequest,
    answer: ReportOutageResponse,
    errors: [...BILLING_ERRORS, "NOT_FOUND", "OUTAGES_UNAVAILABLE"],
    summary: "report an outage for one of my premises (kept first, delivered to the outage system)",
  },
  outageStillOut: {
    method: "POST",
    path: "/api/v1/outages/still-out",
    access: "payer",
    request: OutageFollowUpRequest,
    answer: ReportOutageResponse,
    errors: [...BILLING_ERRORS, "NOT_FOUND", "OUTAGES_UNAVAILABLE", "OUTAGE_NOT_RESTORED"],
    summary: "still out after the restoration: a new trouble call",
  },
  outagePowerBack: {
    method: "POST",
    path: "/api/v1/outages/power-back",
    access: "payer",
    request: OutageFollowUpRequest,
    answer: OutageFollowUpResponse,
    errors: [...BILLING_ERRORS, "NOT_FOUND"],
    summary: "my power is back (kept for the crews' follow-up)",
  },
  outageIsland: {
    method: "GET",
    path: "/api/v1/outages/island",
    access: "anonymous",
    answer: IslandOutagesResponse,
    errors: [],
    summary: "the island by village: customers served, out, open outages",
  },
  outageQuickAccess: {
    method: "POST",
    path: "/api/v1/outages/quick-access",
    access: "anonymous",
    request: OutageQuickAccessRequest,
    answer: OutageQuickAccessResponse,
    rateLimit: "quick-pay",
    errors: [...BILLING_ERRORS, "ZIP_TRIES_PAUSED"],
    summary: "outages without logging in: the account and zip check, as quick pay's, and its token",
  },
  backOfficeOutages: {
    method: "POST",
    path: "/api/v1/back-office/outages",
    // The phoned-in clerk, for the caller's account (no polling ticket: `watch` is null).
    access: { admin: "phonedIn" },
    request: v.object({ accountId: AccountId }),
    answer: OutageStatusResponse,
    errors: [...BILLING_ERRORS],
    summary: "the back office: the outages affecting the caller's premise, and planned work ahead",
  },
  backOfficeReportOutage: {
    method: "POST",
    path: "/api/v1/back-office/outages/report",
    access: { admin: "phonedIn" },
    request: ReportOutageRequest,
    answer: ReportOutageResponse,
    errors: [...BILLING_ERRORS, "NOT_FOUND", "OUTAGES_UNAVAILABLE"],
    summary: "the back office: report an outage on the caller's behalf (audited with the clerk's name)",
  },
} as const satisfies Record<string, RouteEntry>;
