/**
 * The questions asked of the book, after it is settled to now: the events that affect a service
 * point (with its own restoration, when a partial restoration brought it back first), how many
 * customers an event keeps out, and the island by village. The village counts and each event's
 * count are kept until the book changes (`version`), so the island view costs one pass per change.
 */
import type { ServicePoint } from "@paygpa/fixtures";
import type { OutageBook } from "./book";
import type { OutageEvent } from "./types";

export interface EventAtServicePoint {
  event: OutageEvent;
  servicePoint: ServicePoint;
  /** When this service point came back (its transformer restored), else null. */
  restoredHere: Date | null;
  customersAffected: number;
}

export interface VillageCount {
  village: string;
  servicePoints: number;
  servicePointsOut: number;
  outages: number;
}

export class BookQueries {
  private summary: { version: number; villages: VillageCount[] } | null = null;
  private affected = new Map<string, { version: number; count: number }>();

  constructor(private readonly book: OutageBook) {}

  /** Customers the event keeps out now. */
  customersAffected(event: OutageEvent, now: Date): number {
    const kept = this.affected.get(event.jobId);
    if (kept && kept.version === this.book.version) return kept.count;
    let count = 0;
    if (this.book.isOpen(event, now) && event.condition !== "NON_OUTAGE") {
      for (const transformer of event.transformers)
        if (!event.restored.has(transformer)) count += this.book.network.load.get(transformer) ?? 0;
    }
    this.affected.set(event.jobId, { version: this.book.version, count });
    return count;
  }

  /**
   * The events that affected the service point in the last `days` days or affect it now: open
   * ones first (the nearest device first), then the restored ones, newest first.
   */
  eventsAt(servicePoint: ServicePoint, now: Date, days: number): EventAtServicePoint[] {
    const since = now.getTime() - days * 86_400_000;
    const events = [...(this.book.eventsOnTransformer.get(servicePoint.transformer) ?? [])].filter(
      (event) =>
        event.beganAt.getTime() <= now.getTime() &&
        (event.restoredAt === null || event.restoredAt.getTime() >= since) &&
        event.condition !== "PLANNED_OUTAGE",
    );
    const planned = [...(this.book.eventsOnTransformer.get(servicePoint.transformer) ?? [])].filter(
      (event) => event.condition === "PLANNED_OUTAGE" && this.book.isOpen(event, now),
    );
    return [...events, ...planned]
      .map((event) => ({
        event,
        servicePoint,
        restoredHere: event.restored.get(servicePoint.transformer) ?? event.restoredAt,
        customersAffected: this.customersAffected(event, now),
      }))
      .sort(
        (a, b) =>
          Number(a.restoredHere !== null) - Number(b.restoredHere !== null) ||
          (a.restoredHere === null
            ? a.event.transformers.length - b.event.transformers.length
            : (b.restoredHere?.getTime() ?? 0) - (a.restoredHere?.getTime() ?? 0)),
      );
  }

  /** Whether the service point is out now, and by which events. */
  isOut(servicePoint: ServicePoint, now: Date): boolean {
    return [...(this.book.eventsOnTransformer.get(servicePoint.transformer) ?? [])].some((event) =>
      this.book.keepsOut(event, servicePoint.transformer, now),
    );
  }

  /** The island by village: service points, how many are out, how many outage events touch it. */
  villages(now: Date): VillageCount[] {
    if (this.summary?.version === this.book.version) return this.summary.villages;
    const { network } = this.book;
    const out = new Set<string>();
    const outagesIn = new Map<string, Set<string>>();
    for (const event of this.book.events.values()) {
      if (!this.book.isOpen(event, now) || event.condition === "NON_OUTAGE") continue;
      for (const transformer of event.transformers) {
        if (event.restored.has(transformer)) continue;
        out.add(transformer);
        const village = network.villageOfTransformer.get(transformer) ?? "";
        const set = outagesIn.get(village) ?? new Set();
        set.add(event.jobId);
        outagesIn.set(village, set);
      }
    }
    const outIn = new Map<string, number>();
    for (const transformer of out) {
      const village = network.villageOfTransformer.get(transformer) ?? "";
      outIn.set(village, (outIn.get(village) ?? 0) + (network.load.get(transformer) ?? 0));
    }
    const villages = network.villages.map((village) => ({
      village,
      servicePoints: network.servicePointsInVillage.get(village) ?? 0,
      servicePointsOut: outIn.get(village) ?? 0,
      outages: outagesIn.get(village)?.size ?? 0,
    }));
    this.summary = { version: this.book.version, villages };
    return villages;
  }
}
