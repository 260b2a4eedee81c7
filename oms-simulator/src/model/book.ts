/**
 * The outage system's book: every outage event, trouble call and planned outage, and the changes
 * still to come (a crew's progress, a new estimate, a restoration), each at a time of the clock.
 * Nothing runs on its own: every question first `settle`s the book to the clock's now, applying the
 * changes that are due in time order, so moving the clock (a day at a time, in a typhoon) moves the
 * events with it, and a frozen or manual clock keeps them still.
 */
import type { NetworkIndex } from "./network-index";
import type {
  CallbackResponse,
  Change,
  OutageEvent,
  PendingChange,
  PlannedOutage,
  TimelineEntry,
  TroubleCall,
} from "./types";

export const MAX_TIMELINE = 5000;

export type NewEvent = Omit<
  OutageEvent,
  "jobId" | "transformers" | "restored" | "restoredAt" | "calls" | "crew" | "hazard" | "comment"
> &
  Partial<Pick<OutageEvent, "crew" | "hazard" | "comment">>;

export class OutageBook {
  readonly events = new Map<string, OutageEvent>();
  readonly calls = new Map<string, TroubleCall>();
  /** The calls by the caller's id for them (a repeated call is found here). */
  readonly callsByExternalId = new Map<string, TroubleCall>();
  readonly plans = new Map<string, PlannedOutage>();
  /** Callback responses (power back, still out), and by the caller's id for them. */
  readonly callbacks = new Map<string, CallbackResponse>();
  readonly callbacksByExternalId = new Map<string, CallbackResponse>();
  /** Transformer → the events covering it (begun or not, open or closed). */
  readonly eventsOnTransformer = new Map<string, Set<OutageEvent>>();
  timeline: TimelineEntry[] = [];
  /** Bumped on every change, so answers computed from the book can be kept until it moves. */
  version = 0;
  private pending: PendingChange[] = [];
  private order = 0;
  private settledTo = Number.NEGATIVE_INFINITY;

  constructor(
    readonly network: NetworkIndex,
    private readonly nextId: (base: number) => string,
  ) {}

  nextCallId(): string {
    return this.nextId(5_000_000);
  }

  nextCallbackId(): string {
    return this.nextId(8_000_000);
  }

  nextPlanNumber(): string {
    return this.nextId(700_000);
  }

  /** A new event on a device; it begins at `beganAt` (which may be ahead of now). */
  open(input: NewEvent): OutageEvent {
    const transformers = this.network.transformersOf(input.device);
    if (transformers.length === 0) throw new Error(`no such ${input.device.kind}: ${input.device.id}`);
    const event: OutageEvent = {
      crew: "assessing",
      hazard: false,
      comment: "",
      ...input,
      jobId: this.nextId(1_000_000),
      transformers,
      restored: new Map(),
      restoredAt: null,
      calls: [],
    };
    this.events.set(event.jobId, event);
    for (const transformer of transformers) {
      const set = this.eventsOnTransformer.get(transformer) ?? new Set();
      set.add(event);
      this.eventsOnTransformer.set(transformer, set);
    }
    this.schedule(event.jobId, event.beganAt, {});
    this.version += 1;
    return event;
  }

  /** A change to come at `at` (at once when `at` is not ahead of the last settle). */
  schedule(jobId: string, at: Date, change: Change): void {
    const entry: PendingChange = { at: at.getTime(), jobId, change, order: this.order++ };
    let index = this.pending.length;
    while (index > 0 && (this.pending[index - 1] as PendingChange).at > entry.at) index -= 1;
    this.pending.splice(index, 0, entry);
  }

  /** Applies every change due by `now`, in time order. */
  settle(now: Date): void {
    const until = now.getTime();
    let applied = 0;
    while (applied < this.pending.length && (this.pending[applied] as PendingChange).at <= until) {
      const due = this.pending[applied] as PendingChange;
      this.apply(due.jobId, due.change, new Date(due.at));
      applied += 1;
    }
    if (applied > 0) this.pending.splice(0, applied);
    this.settledTo = Math.max(this.settledTo, until);
  }

  /** A change applied now (the control API's), after settling to now. */
  change(jobId: string, change: Change, now: Date): OutageEvent {
    this.settle(now);
    this.apply(jobId, change, now);
    return this.event(jobId);
  }

  event(jobId: string): OutageEvent {
    const event = this.events.get(jobId);
    if (!event) throw new Error(`no job ${jobId}`);
    return event;
  }

  /** Whether the event has begun and is not over. */
  isOpen(event: OutageEvent, now: Date): boolean {
    return event.beganAt.getTime() <= now.getTime() && event.restoredAt === null;
  }

  /** Whether the event keeps this transformer out now (a non-outage keeps nobody out). */
  keepsOut(event: OutageEvent, transformer: string, now: Date): boolean {
    return this.isOpen(event, now) && event.condition !== "NON_OUTAGE" && !event.restored.has(transformer);
  }

  /** The open events covering a transformer, the nearest device first (a transformer's before its feeder's). */
  openOn(transformer: string, now: Date): OutageEvent[] {
    const events = [...(this.eventsOnTransformer.get(transformer) ?? [])].filter((event) =>
      this.isOpen(event, now),
    );
    return events.sort((a, b) => a.transformers.length - b.transformers.length);
  }

  record(jobId: string, at: Date, text: string): void {
    this.timeline.push({ at: at.toISOString(), jobId, text });
    if (this.timeline.length > MAX_TIMELINE) this.timeline.splice(0, this.timeline.length - MAX_TIMELINE);
  }

  private apply(jobId: string, change: Change, at: Date): void {
    const event = this.events.get(jobId);
    if (!event || event.restoredAt !== null) return;
    this.version += 1;
    const isBegin = Object.keys(change).length === 0;
    if (isBegin) this.record(jobId, at, `began on ${event.device.kind} ${event.device.id} (${event.cause})`);
    if (change.condition) event.condition = change.condition;
    if (change.cause) {
      event.cause = change.cause;
      this.record(jobId, at, `cause: ${change.cause}`);
    }
    if (change.comment !== undefined) event.comment = change.comment;
    if (change.crew && change.crew !== event.crew) {
      event.crew = change.crew;
      this.record(jobId, at, `crew ${change.crew}`);
    }
    if (change.estimate) {
      event.estimatedRestoration = change.estimate.at;
      event.estimateSource = change.estimate.source;
      this.record(jobId, at, `estimated restoration ${change.estimate.at?.toISOString() ?? "none"}`);
    }
    if (change.restore) this.restore(event, change.restore, at);
  }

  private restore(event: OutageEvent, which: readonly string[] | "all", at: Date): void {
    const list = which === "all" ? event.transformers : which.filter((t) => event.transformers.includes(t));
    const fresh = list.filter((transformer) => !event.restored.has(transformer));
    for (const transformer of fresh) event.restored.set(transformer, at);
    if (event.restored.size === event.transformers.length) {
      event.restoredAt = at;
      event.crew = "restored";
      this.record(event.jobId, at, "restored");
    } else if (fresh.length > 0) {
      this.record(
        event.jobId,
        at,
        `partly restored: ${fresh.length} of ${event.transformers.length} transformers back`,
      );
    }
  }
}
