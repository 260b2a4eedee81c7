/**
 * The outage feature's rules (decision 046), pure and named: what a report's answer says,
 * when the safety message applies, when "still out" makes sense, how long a status ticket lives.
 */
import { type OutageProblemChoice, outageMessages } from "@paygpa/contract";

/** Where a report stands once the BFF has kept it and tried to deliver it once. */
export type ReportDelivery = "joined-known-outage" | "opened-outage" | "queued";

/** The customer's answer to a report: thanked, told whether GPA already knew, or that it will be passed on. */
export function reportAnswerMessage(delivery: ReportDelivery): string {
  if (delivery === "joined-known-outage") return outageMessages.reportedJoined;
  if (delivery === "opened-outage") return outageMessages.reported;
  return outageMessages.reportQueued;
}

/** A line down is a hazard: the report's answer carries the safety message, whatever else it says. */
export function safetyMessageFor(problem: OutageProblemChoice): string | null {
  return problem === "line-down" ? outageMessages.lineDownSafety : null;
}

/** "Still out after restoration" is asked of an outage the outage system says is restored. */
export function isRestored(outage: { stage: string; restoredAt: Date | string | null }): boolean {
  return outage.restoredAt !== null || outage.stage === "restored";
}

/**
 * A status ticket ends when an untouched session would: the idle limit after the page was loaded.
 * Polling past it would outlive the session, so the page stops there (it asks for a reload).
 */
export function watchEndsAt(loadedAt: Date, idleSeconds: number): Date {
  return new Date(loadedAt.getTime() + idleSeconds * 1000);
}

/** After this many attempts without an answer a report is given up (days of the outage system down at 1 s). */
export const MAX_DELIVERY_ATTEMPTS = 100_000;

/**
 * The outage system's cause as a customer reads it: "EQUIPMENT_FAILURE" is "Equipment failure"; a
 * cause not yet known is empty (the page says it is being assessed).
 */
export function causeWords(cause: string): string {
  const words = cause.trim().replace(/_/g, " ").toLowerCase();
  if (words === "" || words === "unknown") return "";
  return words.charAt(0).toUpperCase() + words.slice(1);
}
