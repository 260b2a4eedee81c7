/**
 * When an outage alert is due (decision 046), as a pure function of what the outage
 * system says about a premise now and the alerts already sent for its account. Each alert has an
 * occasion, its natural key, claimed once in `notices_sent`: "confirmed" once per outage, a new
 * estimate once per estimate more than 30 minutes from the last one told, "restored" once per outage.
 */
import type { PremiseOutage } from "../../integrations/outages";

/** An estimate that moves by more than this is told again. */
export const ESTIMATE_MOVE_MS = 30 * 60_000;

export type OutageAlert =
  | { kind: "confirmed"; outageId: string; estimate: string | null; occasion: string }
  | { kind: "estimate"; outageId: string; estimate: string | null; occasion: string }
  | { kind: "restored"; outageId: string; reported: boolean; occasion: string };

const estimateOf = (outage: PremiseOutage) => outage.estimatedRestoration?.toISOString() ?? null;

/** The estimate last told for an outage: the one after "@" in its latest confirmed or estimate occasion. */
function toldOf(sent: readonly string[], outageId: string) {
  return sent.filter(
    (occasion) =>
      occasion.startsWith(`confirmed:${outageId}@`) || occasion.startsWith(`estimate:${outageId}@`),
  );
}

function lastToldEstimate(sent: readonly string[], outageId: string): string | null | undefined {
  const told = toldOf(sent, outageId);
  const last = told.at(-1);
  if (last === undefined) return undefined;
  const estimate = last.slice(last.indexOf("@") + 1).split("#")[0];
  return estimate === "none" ? null : estimate;
}

/**
 * The alerts due now. `sent` is the account's sent occasions, oldest first; `reportedSince(outage)`
 * whether the customer reported trouble at the premise since the outage began. An outage nobody is
 * out for (a flickering light) and planned work (told ahead in the status page) alert no one; a
 * restoration is told only to those told of the outage or who reported it.
 */
export function alertsDue(
  outages: readonly PremiseOutage[],
  sent: readonly string[],
  reportedSince: (outage: PremiseOutage) => boolean,
): OutageAlert[] {
  const alerts: OutageAlert[] = [];
  for (const outage of outages) {
    if (outage.keepsPowerOn || outage.planned) continue;
    const id = outage.outageId;
    const told = lastToldEstimate(sent, id);
    const reported = reportedSince(outage);
    if (outage.restoredAt) {
      const occasion = `restored:${id}`;
      if ((told !== undefined || reported) && !sent.includes(occasion)) {
        alerts.push({ kind: "restored", outageId: id, reported, occasion });
      }
      continue;
    }
    const estimate = estimateOf(outage);
    if (told === undefined) {
      alerts.push({
        kind: "confirmed",
        outageId: id,
        estimate,
        occasion: `confirmed:${id}@${estimate ?? "none"}`,
      });
      continue;
    }
    if (estimate === null || estimate === told) continue;
    const moved = told === null || Math.abs(Date.parse(estimate) - Date.parse(told)) > ESTIMATE_MOVE_MS;
    // Numbered, so an estimate told before and come back is told again (once: the number is shared).
    const occasion = `estimate:${id}@${estimate}#${toldOf(sent, id).length}`;
    if (moved) alerts.push({ kind: "estimate", outageId: id, estimate, occasion });
  }
  return alerts;
}
