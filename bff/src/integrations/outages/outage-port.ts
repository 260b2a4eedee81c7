/**
 * The outage system's port, in the product's words (decision 041): the BFF reports an outage for a
 * premise, asks what is known about the outages affecting it, the planned work ahead, and the
 * island by village. It never names the outage system's fields (those stay in `nms-adapter.ts`).
 *
 * "The outage system did not answer" is an answer (`unavailable`), not a failure: a report taken
 * while it is down is kept and sent again later by whoever holds it, and a status page says what
 * it knows.
 */

/** What the customer reports. */
export type OutageProblem = "no-power" | "partial-power" | "flickering" | "line-down";

/** Where the crews are with an outage. */
export type CrewStage = "assessing" | "dispatched" | "on-site" | "restoring" | "restored";

export interface OutageReport {
  /** Ours, unique per report: a report sent twice is one report. */
  reportId: string;
  premiseId: string;
  accountId: string;
  problem: OutageProblem;
  reportedAt: Date;
  contactName: string | null;
  phone: string | null;
}

/**
 * The customer's answer after a restoration (NMS's callback response): power is back, or still out
 * (the outage system takes the customer again as a new call, a nested outage when the first is over).
 */
export interface CallbackAnswer {
  /** Ours, unique per answer: an answer sent twice is one answer. */
  reportId: string;
  premiseId: string;
  accountId: string;
  /** The outage the customer answers about. */
  outageId: string;
  answer: "power-back" | "still-out";
  answeredAt: Date;
}

export type ReportResult =
  | { outcome: "taken"; outageId: string; joinedKnownOutage: boolean; callId: string | null }
  | { outcome: "unknown-premise" }
  | { outcome: "unavailable"; detail: string };

export interface PremiseOutage {
  outageId: string;
  stage: CrewStage;
  cause: string;
  planned: boolean;
  /** Nobody is out (a flickering light being looked at). */
  keepsPowerOn: boolean;
  startedAt: Date;
  estimatedRestoration: Date | null;
  restoredAt: Date | null;
  customersAffected: number;
  village: string;
  /** A line is down: the safety message applies. */
  hazard: boolean;
  message: string;
}

export interface PlannedWork {
  planId: string;
  startsAt: Date;
  endsAt: Date;
  state: "scheduled" | "in-progress" | "completed" | "cancelled";
  description: string;
  location: string;
}

export interface VillageOutages {
  village: string;
  customersServed: number;
  customersOut: number;
  outages: number;
}

export type Answer<T> = { outcome: "known"; value: T } | { outcome: "unavailable"; detail: string };

export interface OutagePort {
  reportOutage(report: OutageReport): Promise<ReportResult>;
  /** Power back or still out, about an outage; `taken` names the outage the answer went to. */
  answerCallback(answer: CallbackAnswer): Promise<ReportResult>;
  /** The outages affecting the premise now, and those restored in the last day. */
  premiseOutages(premiseId: string): Promise<Answer<PremiseOutage[]>>;
  plannedWork(premiseId: string): Promise<Answer<PlannedWork[]>>;
  island(): Promise<Answer<VillageOutages[]>>;
}
