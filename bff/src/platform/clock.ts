/**
 * The BFF's clock. Every service takes it as a dependency so that tests, QA and trainers can fix
 * "today" (PAYGPA_TODAY, `PUT /__control/clock`). Dates of the billing world are calendar dates in
 * the utility's time zone (Guam, UTC+10). The simulators have their own (`@paygpa/fixtures`); tests
 * may hand the BFF theirs, since only the shape below matters.
 */
export type IsoDate = string; // YYYY-MM-DD

export const UTILITY_TIME_ZONE = "Pacific/Guam";

export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The utility's calendar date at `now()`, as YYYY-MM-DD. */
  today(): IsoDate;
}

export interface SettableClock extends Clock {
  /** Fix the calendar date (time of day keeps running); `null` returns to the real date. */
  setToday(today: IsoDate | null): void;
  /** Jump to an instant, to the second (the system clock of QA and trainers); time runs on from there. */
  set(instant: Date): void;
  /** Time stands still (`true`) or runs on from where it stood (`false`); absent on a test's clock. */
  freeze?(frozen: boolean): void;
  isFrozen?(): boolean;
}

export function isIsoDate(value: string): value is IsoDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const utilityCalendar = new Intl.DateTimeFormat("en-CA", {
  timeZone: UTILITY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The utility's calendar day (YYYY-MM-DD, Guam) of a moment, from the one formatter made for it. */
export const utilityDay = (at: Date): IsoDate => utilityCalendar.format(at);

/**
 * The real clock, optionally pinned to a calendar date. With a pinned date the time of day still
 * runs (an offset of whole days), so idle limits and gateway timestamps behave as in production.
 */
export function systemClock(options: { today?: IsoDate | null } = {}): SettableClock {
  let offsetMs = 0;
  /** The instant time stands still at (the system clock frozen, docs/qa-guide.md), or null. */
  let frozenAt: number | null = null;
  const running = () => Date.now() + offsetMs;
  const now = () => new Date(frozenAt ?? running());
  // The date is formatted once per minute of time: every zone's offset is whole minutes, so all the
  // instants of one minute share their date (a JSON route asked it on every request, 0.7 % of the
  // BFF's busy time: bench/README.md "Profiles").
  let dayOf = { minute: Number.NaN, date: "" };
  const today = () => {
    const at = frozenAt ?? running();
    const minute = Math.floor(at / 60_000);
    if (minute !== dayOf.minute) dayOf = { minute, date: utilityCalendar.format(new Date(at)) };
    return dayOf.date;
  };
  const holdIfFrozen = () => {
    if (frozenAt !== null) frozenAt = running();
  };
  const setToday = (pinned: IsoDate | null) => {
    if (pinned !== null && !isIsoDate(pinned)) throw new Error(`Not a calendar date (YYYY-MM-DD): ${pinned}`);
    const realToday = utilityCalendar.format(new Date());
    offsetMs = pinned === null ? 0 : Date.parse(`${pinned}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`);
    holdIfFrozen();
  };
  const set = (instant: Date) => {
    offsetMs = instant.getTime() - Date.now();
    holdIfFrozen();
  };
  const freeze = (frozen: boolean) => {
    if (frozen && frozenAt === null) frozenAt = running();
    if (!frozen && frozenAt !== null) {
      offsetMs = frozenAt - Date.now();
      frozenAt = null;
    }
  };
  if (options.today) setToday(options.today);
  return { now, today, setToday, set, freeze, isFrozen: () => frozenAt !== null };
}
