/**
 * The typhoon load's pure parts (bench/README.md, "Typhoon"): the rate model (reports from 10 % of
 * the customers within 15 minutes, compressed in time for a short run) and the count that proves
 * no report was lost or doubled: the outage system's journal of trouble calls against the reports
 * the BFF accepted.
 */

export interface RateModel {
  /** Customers in the population. */
  customers: number;
  /** The share of them who report (0.1: one in ten). */
  share: number;
  /** The window the reports arrive in, in real time (the 15 minutes). */
  windowSeconds: number;
  /** How many times faster the bench plays the window (1: full size, real time). */
  compression: number;
}

export interface Schedule {
  reports: number;
  /** The seconds the bench spends sending them. */
  seconds: number;
  /** Reports per second, as the bench sends them. */
  rate: number;
}

export function scheduleOf(model: RateModel): Schedule {
  const reports = Math.max(1, Math.round(model.customers * model.share));
  const seconds = model.windowSeconds / Math.max(1, model.compression);
  return { reports, seconds, rate: reports / seconds };
}

/** A journal entry of the outage system, as its control API answers it (the fields read here). */
export interface TroubleCallEntry {
  seq: number;
  path: string;
  status: number;
  body?: unknown;
  fault?: unknown;
}

export interface Tally {
  accepted: number;
  /** Reports that reached the outage system (a trouble call answered 200), each counted once. */
  delivered: number;
  /** Accepted reports with no answered trouble call. */
  lost: string[];
  /** Reports whose trouble call was answered more than once. */
  doubled: string[];
  /** Answered trouble calls for no report the bench sent. */
  strangers: string[];
  /** Calls not answered 200 (the outage system down, or refusing): tried, not delivered. */
  refused: number;
}

export const TROUBLE_CALLS_PATH = "/nms/integration/troubleCalls";

function callIdOf(entry: TroubleCallEntry): string | null {
  const body = entry.body as { outageCallId?: unknown } | null | undefined;
  return typeof body?.outageCallId === "string" ? body.outageCallId : null;
}

/** Counts the answered trouble calls per report id (entries deduplicated by `seq`). */
export function tally(accepted: readonly string[], entries: readonly TroubleCallEntry[]): Tally {
  const seen = new Set<number>();
  const answered = new Map<string, number>();
  let refused = 0;
  for (const entry of entries) {
    if (entry.path !== TROUBLE_CALLS_PATH || seen.has(entry.seq)) continue;
    seen.add(entry.seq);
    // A faulted call is journaled before its body is read: it names no report.
    if (entry.fault !== undefined || entry.status !== 200) {
      refused += 1;
      continue;
    }
    const id = callIdOf(entry);
    if (id === null) continue;
    answered.set(id, (answered.get(id) ?? 0) + 1);
  }
  const acceptedSet = new Set(accepted);
  return {
    accepted: acceptedSet.size,
    delivered: accepted.filter((id) => (answered.get(id) ?? 0) >= 1).length,
    lost: accepted.filter((id) => !answered.has(id)),
    doubled: [...answered].filter(([, n]) => n > 1).map(([id]) => id),
    strangers: [...answered.keys()].filter((id) => !acceptedSet.has(id)),
    refused,
  };
}
