/**
 * What the outage system holds: outage events (NMS "jobs"), the trouble calls grouped into them, and
 * planned outages. The words are the outage system's; the field names on the wire are in
 * `src/api/messages.ts`.
 */

/** Where the crews are with an event, in order (NMS's event status, decision 041). */
export const CREW_STATUSES = ["assessing", "dispatched", "on-site", "restoring", "restored"] as const;
export type CrewStatus = (typeof CREW_STATUSES)[number];

/** What a caller reports (the trouble codes the CIS and the outage system agree on). */
export const TROUBLE_KINDS = ["no-power", "partial-power", "flickering", "line-down"] as const;
export type TroubleKind = (typeof TROUBLE_KINDS)[number];

/**
 * The event's condition, from NMS's `jobConditionStatus` (Trouble Management Web Service): a
 * probable outage predicted from calls, a real one confirmed on a device, a planned one, or a
 * non-outage (a flickering light: a job for a crew, nobody out).
 */
export type Condition = "PROBABLE_SERVICE_OUTAGE" | "REAL_DEVICE_OUTAGE" | "PLANNED_OUTAGE" | "NON_OUTAGE";

/** Where an estimated restoration came from (NMS's EST_SOURCE): none yet, computed, a crew's, a storm's. */
export type EstimateSource = "NONE" | "SYSTEM" | "CREW" | "STORM";

export interface OutageEvent {
  /** NMS's EVENT_IDX, the job's number. */
  jobId: string;
  device: { kind: "feeder" | "transformer"; id: string };
  /** Every transformer the device feeds. */
  transformers: readonly string[];
  /** Transformers back on, and when (a partial restoration restores some before the rest). */
  restored: Map<string, Date>;
  condition: Condition;
  /** The cause code (NMS's CAUSE): "UNKNOWN" until a crew finds it. */
  cause: string;
  crew: CrewStatus;
  beganAt: Date;
  estimatedRestoration: Date | null;
  estimateSource: EstimateSource;
  restoredAt: Date | null;
  /** The operator's comment to customers (a line down: keep away). */
  comment: string;
  /** The trouble calls grouped into this event. */
  calls: string[];
  /** The planned outage this event carries out, if any. */
  planNumber?: string;
  /** True for a caller's "line down": a hazard the crew makes safe first. */
  hazard: boolean;
}

export interface TroubleCall {
  /** The outage system's number for the call. */
  callId: string;
  /** The caller's system's id for it (the CIS's outage call id), unique per call source. */
  externalId: string;
  spId: string;
  accountId: string | null;
  kind: TroubleKind;
  at: Date;
  jobId: string;
  contactName: string | null;
  phone: string | null;
  comments: string | null;
  callbackRequested: boolean;
  /** The last callback answered for this call, if any (NMS keeps the last, not a history). */
  callback?: { answer: CallbackAnswer; at: Date };
}

/** A callback's result (NMS Generic IVR Adapter, "Callback Responses"): power back, or still out. */
export type CallbackAnswer = "RESTORED" | "STILL_OUT";

export interface CallbackResponse {
  callbackId: string;
  /** The caller's system's id for the answer. */
  externalId: string;
  jobId: string;
  spId: string;
  answer: CallbackAnswer;
  at: Date;
  /** How many of the customer's calls on the job carry this answer as their last callback. */
  callsAnswered: number;
  /** Still out: the call the customer was re-introduced as, and the job it went to. */
  newCall: { callId: string; jobId: string; joined: boolean } | null;
}

export type PlanState = "SCHEDULED" | "IN_PROGRESS" | "COMPLETED" | "CANCELLED";

export interface PlannedOutage {
  planNumber: string;
  planClass: string;
  start: Date;
  end: Date;
  workDistrict: string;
  workLocation: string;
  workDescription: string;
  feeder: string;
  transformers: readonly string[];
  cancelled: boolean;
}

/** A change that comes at a time of the clock: a crew's progress, a new estimate, a restoration. */
export interface Change {
  crew?: CrewStatus;
  /** A new estimate (null: no estimate). */
  estimate?: { at: Date | null; source: EstimateSource };
  cause?: string;
  comment?: string;
  condition?: Condition;
  /** Transformers restored ("all": the whole device; the event closes). */
  restore?: readonly string[] | "all";
}

export interface PendingChange {
  at: number;
  jobId: string;
  change: Change;
  /** Order of scheduling, so changes at one instant apply as written. */
  order: number;
}

/** One line of the console's timeline: what changed, when, on which job. */
export interface TimelineEntry {
  at: string;
  jobId: string;
  text: string;
}
