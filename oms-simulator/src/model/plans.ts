/**
 * Planned outages: work on a feeder between a start and a finish, announced ahead. Each is carried
 * out by a planned-outage event that begins at the start and restores the feeder at the finish, so
 * the service points are out during the work and the status questions say so.
 */
import type { OutageBook } from "./book";
import type { PlannedOutage, PlanState } from "./types";

export interface NewPlan {
  feeder: string;
  start: Date;
  end: Date;
  workDescription: string;
  workLocation?: string;
  planClass?: string;
}

export function planOutage(book: OutageBook, plan: NewPlan): PlannedOutage {
  const transformers = book.network.transformersOf({ kind: "feeder", id: plan.feeder });
  if (transformers.length === 0) throw new Error(`no such feeder: ${plan.feeder}`);
  if (plan.end.getTime() <= plan.start.getTime()) throw new Error("a planned outage ends after it starts");
  const village = book.network.villageOfTransformer.get(transformers[0] as string) ?? "";
  const planned: PlannedOutage = {
    planNumber: book.nextPlanNumber(),
    planClass: plan.planClass ?? "MAINTENANCE",
    start: plan.start,
    end: plan.end,
    workDistrict: village,
    workLocation: plan.workLocation ?? `Feeder ${plan.feeder}, ${village}`,
    workDescription: plan.workDescription,
    feeder: plan.feeder,
    transformers,
    cancelled: false,
  };
  book.plans.set(planned.planNumber, planned);
  const event = book.open({
    device: { kind: "feeder", id: plan.feeder },
    condition: "PLANNED_OUTAGE",
    cause: "PLANNED_WORK",
    beganAt: plan.start,
    estimatedRestoration: plan.end,
    estimateSource: "CREW",
    crew: "on-site",
    planNumber: planned.planNumber,
    comment: plan.workDescription,
  });
  book.schedule(event.jobId, plan.end, { restore: "all" });
  return planned;
}

export function planState(plan: PlannedOutage, now: Date): PlanState {
  if (plan.cancelled) return "CANCELLED";
  if (now.getTime() < plan.start.getTime()) return "SCHEDULED";
  return now.getTime() < plan.end.getTime() ? "IN_PROGRESS" : "COMPLETED";
}

/** The plans touching a transformer (or every plan), not finished more than `days` days ago. */
export function plansFor(
  book: OutageBook,
  transformer: string | null,
  now: Date,
  days: number,
): PlannedOutage[] {
  const horizon = now.getTime() + days * 86_400_000;
  return [...book.plans.values()]
    .filter((plan) => transformer === null || plan.transformers.includes(transformer))
    .filter((plan) => plan.end.getTime() >= now.getTime() && plan.start.getTime() <= horizon)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
