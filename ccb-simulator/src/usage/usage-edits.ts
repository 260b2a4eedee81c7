/**
 * Edits of one account's 15-minute reads, for trainers and QA (decision 042; the world
 * change `usage`, docs/qa-guide.md): a spike day, missing reads, an estimated period, a meter
 * exchange. Each is kept as the instants it covers, from `daysAgo` days before the day it was made,
 * so it stays on its dates as the clock moves on; a reset undoes it (it lives in the loaded world).
 *
 * The reads still add up to each bill's kWh (decision 042): an edit changes how a period's energy
 * is shared among its intervals, never the energy. A spike day takes four times its share of the
 * period (the other days a little less); missing reads are a gap whose energy the reads present
 * carry (the register read billed it all); an estimated period's reads are flagged ESTIMATED; a meter
 * exchange is an hour with no reads (10:00 to 11:00 Guam), then a new device on the same channel.
 */
import type { Account } from "@paygpa/fixtures";
import { addDays, type IsoDate, type WorldChange } from "@paygpa/simulator-kit";
import { invalidRequest } from "@paygpa/simulator-kit/control-api";
import { DAY_MS, guamMidnight } from "./load-shape";

export type UsageEditKind = Extract<WorldChange, { change: "usage" }>["edit"];

export interface UsageEdit {
  edit: UsageEditKind;
  /** The Guam day it starts on. */
  date: IsoDate;
  /** The instants it covers: start included, end excluded. */
  start: number;
  end: number;
}

const HOUR_MS = 3_600_000;
/** A spike day's intervals weigh this many times their usual share of the period. */
export const SPIKE_FACTOR = 4;
/** The hour (Guam) the meter exchange starts; the new meter reads from an hour later. */
const EXCHANGE_HOUR = 10;
/** Missing reads start at 08:00 Guam: a working day's morning, easy to find on the hour chart. */
const GAP_HOUR = 8;
const KINDS: readonly UsageEditKind[] = ["spike-day", "missing-reads", "estimated-period", "meter-exchange"];

function whole(value: unknown, field: string, min: number, max: number, unitName: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw invalidRequest(`${field} must be a whole number of ${unitName} from ${min} to ${max}`);
  }
  return value;
}

/** The edit a world change asks for, checked against the account and today; throws a ControlError. */
export function usageEditOf(
  change: Extract<WorldChange, { change: "usage" }>,
  account: Account,
  today: IsoDate,
): UsageEdit {
  if (!KINDS.includes(change.edit)) throw invalidRequest(`edit must be one of ${KINDS.join(", ")}`);
  const daysAgo = whole(change.daysAgo, "daysAgo", 1, 390, "days");
  const date = addDays(today, -daysAgo);
  const day = guamMidnight(date);
  const readsEnd = guamMidnight(today);
  const prepaid = account.kind === "prepaid";
  switch (change.edit) {
    case "spike-day":
      if (prepaid) {
        throw invalidRequest(
          "A spike day is for a postpaid account: a prepaid day's reads add up to that day's kWh",
        );
      }
      return { edit: change.edit, date, start: day, end: day + DAY_MS };
    case "missing-reads": {
      // A prepaid day's reads carry its kWh: a gap there must leave most of the day read.
      const hours = whole(change.hours ?? 3, "hours", 1, prepaid ? 12 : 72, "hours");
      const start = day + GAP_HOUR * HOUR_MS;
      if (start + hours * HOUR_MS > readsEnd) throw invalidRequest("The missing reads must end before today");
      return { edit: change.edit, date, start, end: start + hours * HOUR_MS };
    }
    case "estimated-period": {
      const days = whole(change.days ?? 1, "days", 1, 31, "days");
      if (days > daysAgo) throw invalidRequest("The estimated period must end by today");
      return { edit: change.edit, date, start: day, end: day + days * DAY_MS };
    }
    case "meter-exchange": {
      const start = day + EXCHANGE_HOUR * HOUR_MS;
      return { edit: change.edit, date, start, end: start + HOUR_MS };
    }
  }
}

/** What the edits make of one interval: its weight's factor, whether it is missing or estimated. */
export interface IntervalEdit {
  factor: number;
  missing: boolean;
  estimated: boolean;
}

const UNEDITED: IntervalEdit = { factor: 1, missing: false, estimated: false };

/** The edits that touch [start, end), and a key naming them (for a cache of worked-out periods). */
export function editsWithin(edits: readonly UsageEdit[], start: number, end: number) {
  const touching = edits.filter((edit) => edit.start < end && edit.end > start);
  return { touching, key: touching.map((edit) => `${edit.edit}@${edit.start}-${edit.end}`).join(",") };
}

/** How the interval starting at `ms` is edited. */
export function intervalEdit(edits: readonly UsageEdit[], ms: number): IntervalEdit {
  if (edits.length === 0) return UNEDITED;
  let factor = 1;
  let missing = false;
  let estimated = false;
  for (const edit of edits) {
    if (ms < edit.start || ms >= edit.end) continue;
    if (edit.edit === "spike-day") factor *= SPIKE_FACTOR;
    else if (edit.edit === "estimated-period") estimated = true;
    else missing = true;
  }
  return { factor, missing, estimated };
}

export interface MeterInstallation {
  deviceId: string;
  /** When it was put in (null: before the reads began) and taken out (null: still in). */
  installedDateTime: number | null;
  removedDateTime: number | null;
}

/** The meters the service point has had, oldest first: one, then one more per meter exchange. */
export function meterInstallations(accountId: string, edits: readonly UsageEdit[]): MeterInstallation[] {
  const exchanges = edits.filter((edit) => edit.edit === "meter-exchange").sort((a, b) => a.start - b.start);
  const meters: MeterInstallation[] = [
    { deviceId: `D${accountId}`, installedDateTime: null, removedDateTime: null },
  ];
  exchanges.forEach((exchange, index) => {
    (meters.at(-1) as MeterInstallation).removedDateTime = exchange.start;
    meters.push({
      deviceId: `D${accountId}X${index + 1}`,
      installedDateTime: exchange.end,
      removedDateTime: null,
    });
  });
  return meters;
}
