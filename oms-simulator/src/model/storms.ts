/**
 * The prepared outages of the scenarios, written as an outage system's day would go, from the
 * clock's now: a feeder fault a crew restores in two hours, and a typhoon whose wind takes the
 * island's feeders out over its first hours, then crews bring them back feeder by feeder over days,
 * half a feeder at a time, with a transformer here and there out longer than its feeder.
 */
import type { OutageBook } from "./book";
import type { OutageEvent } from "./types";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Guam keeps UTC+10 all year (no daylight saving). */
const GUAM_OFFSET = 10 * HOUR;

/** `hour` o'clock, Guam time, `days` days after the Guam date of `now`. */
export function guamDayAt(now: Date, days: number, hour: number): Date {
  const local = now.getTime() + GUAM_OFFSET;
  const midnight = local - (local % DAY);
  return new Date(midnight + days * DAY + hour * HOUR - GUAM_OFFSET);
}

/**
 * A fault on one feeder, restored in 2 hours: assessed at once, a crew dispatched after 15 minutes
 * (estimate: 3 hours), on site after 40 (the cause found, the estimate brought to 2 hours), half
 * the feeder switched back after 75 minutes, the rest after 2 hours.
 */
export function feederFault(book: OutageBook, feeder: string, now: Date): OutageEvent {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  const event = book.open({
    device: { kind: "feeder", id: feeder },
    condition: "REAL_DEVICE_OUTAGE",
    cause: "UNKNOWN",
    beganAt: now,
    estimatedRestoration: null,
    estimateSource: "NONE",
  });
  const half = event.transformers.slice(0, Math.ceil(event.transformers.length / 2));
  book.schedule(event.jobId, at(15), { crew: "dispatched", estimate: { at: at(180), source: "SYSTEM" } });
  book.schedule(event.jobId, at(40), {
    crew: "on-site",
    cause: "EQUIPMENT_FAILURE",
    estimate: { at: at(120), source: "CREW" },
  });
  book.schedule(event.jobId, at(60), { crew: "restoring" });
  book.schedule(event.jobId, at(75), { restore: half });
  book.schedule(event.jobId, at(120), { restore: "all" });
  book.settle(now);
  return event;
}

/** The wind's path over Guam, north-east to south-west: the order the villages go out in. */
const WIND_PATH = [
  "Yigo",
  "Dededo",
  "Mangilao",
  "Barrigada",
  "Tamuning",
  "Chalan Pago-Ordot",
  "Mongmong-Toto-Maite",
  "Sinajana",
  "Yona",
  "Hagåtña",
  "Agana Heights",
  "Asan-Maina",
  "Talofofo",
  "Piti",
  "Santa Rita",
  "Inarajan",
  "Agat",
  "Umatac",
  "Merizo",
];

export interface TyphoonPlan {
  /** Days over which the feeders come back (the last feeder on this day). */
  days: number;
}

/**
 * A typhoon: every feeder out within the first 6 hours, in the order of the wind's path; a storm
 * estimate for each once assessed (day 1, 6 o'clock); then, in the order they went out, feeders
 * restored on days 1 to `days`: dispatched at 6, on site at 8 (the estimate made the crew's: it
 * moves to that day's 18 o'clock), half the feeder back at 12, the rest at 18. Each feeder's first
 * transformer is damaged too, an outage nested in its feeder's, restored the next day at 12.
 */
export function typhoon(book: OutageBook, now: Date, plan: TyphoonPlan = { days: 5 }): OutageEvent[] {
  const { network } = book;
  const order = (village: string) => {
    const index = WIND_PATH.indexOf(village);
    return index === -1 ? WIND_PATH.length : index;
  };
  const feeders = [...network.network.feeders].sort((a, b) => order(a.village) - order(b.village));
  const spacing = (6 * HOUR) / Math.max(1, feeders.length);
  const events: OutageEvent[] = [];
  feeders.forEach((feeder, index) => {
    const began = new Date(now.getTime() + Math.round(index * spacing));
    const day = 1 + Math.floor((index * plan.days) / feeders.length);
    const event = book.open({
      device: { kind: "feeder", id: feeder.id },
      condition: "REAL_DEVICE_OUTAGE",
      cause: "TYPHOON",
      beganAt: began,
      estimatedRestoration: null,
      estimateSource: "NONE",
      comment: "Typhoon damage. Crews are out as soon as the wind allows.",
    });
    const at = (hour: number, onDay = day) => guamDayAt(now, onDay, hour);
    const storm = guamDayAt(now, day + 1, 18);
    book.schedule(event.jobId, at(6, 1), { estimate: { at: storm, source: "STORM" } });
    book.schedule(event.jobId, at(6), { crew: "dispatched" });
    book.schedule(event.jobId, at(8), { crew: "on-site", estimate: { at: at(18), source: "CREW" } });
    book.schedule(event.jobId, at(10), { crew: "restoring" });
    const half = event.transformers.slice(0, Math.ceil(event.transformers.length / 2));
    book.schedule(event.jobId, at(12), { restore: half });
    book.schedule(event.jobId, at(18), { restore: "all" });
    events.push(event);
    const damaged = event.transformers[0];
    if (damaged === undefined) return;
    const nested = book.open({
      device: { kind: "transformer", id: damaged },
      condition: "REAL_DEVICE_OUTAGE",
      cause: "TYPHOON",
      beganAt: new Date(began.getTime() + HOUR),
      estimatedRestoration: null,
      estimateSource: "NONE",
      comment: "Typhoon damage to the transformer serving your street.",
    });
    book.schedule(nested.jobId, at(18), {
      crew: "dispatched",
      estimate: { at: at(12, day + 1), source: "CREW" },
    });
    book.schedule(nested.jobId, at(8, day + 1), { crew: "on-site" });
    book.schedule(nested.jobId, at(9, day + 1), { crew: "restoring" });
    book.schedule(nested.jobId, at(12, day + 1), { restore: "all" });
    events.push(nested);
  });
  book.settle(now);
  return events;
}
