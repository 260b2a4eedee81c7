/**
 * What the usage scenarios promise (docs/qa-guide.md, "Named scenarios": the four `usage-…` rows),
 * checked through billing's meter data services as the guide's "how to check it" column names them:
 * maria.cruz's channel 061000000001, its measurements on the edited days (each stamped with the end
 * of its 15-minute interval, in Guam time). Part of SCENARIO_CHECKS (scenario-checks.ts).
 */
import { expect } from "@playwright/test";
import { controlFetch, type StackUrls } from "../stack";
import type { ScenarioCheck } from "./scenario-checks";

const CHANNEL = "/rest/apis/meter/devices/measuringComponents/061000000001";
type Measurement = { measurementDateTime: string; measurementValue: number; measurementCondition: string };

async function json<T>(url: string): Promise<T> {
  const response = await controlFetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Billing's today in Guam, from the system clock. */
async function today(stack: StackUrls): Promise<string> {
  return (await json<{ today: string }>(`${stack.bff}/__control/system/clock`)).today;
}

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 864e5).toISOString().slice(0, 10);

/** The measurements of `days` Guam days from `day`, as billing serves them. */
async function readsOf(stack: StackUrls, day: string, days = 1): Promise<Measurement[]> {
  const end = daysBefore(day, -days);
  const query = new URLSearchParams({
    startDateTime: `${day}T00:00:00+10:00`,
    endDateTime: `${end}T00:00:00+10:00`,
    limit: "3000",
  });
  return (await json<{ measurements: Measurement[] }>(`${stack.ccb}${CHANNEL}/measurements?${query}`))
    .measurements;
}

const kwh = (reads: readonly Measurement[]) =>
  reads.reduce((total, read) => total + read.measurementValue, 0);
/** The reads stamped after `from` up to `to` (HH:MM, Guam): the intervals inside that span. */
const stampedWithin = (reads: readonly Measurement[], from: string, to: string) =>
  reads.filter((read) => {
    const time = read.measurementDateTime.slice(11, 16);
    return time > from && time <= to;
  });

export const USAGE_SCENARIO_CHECKS: Record<string, ScenarioCheck> = {
  "usage-spike-day": async (_page, stack) => {
    const spiked = daysBefore(await today(stack), 2);
    const spike = kwh(await readsOf(stack, spiked));
    const weekBefore = kwh(await readsOf(stack, daysBefore(spiked, 7)));
    expect(spike).toBeGreaterThan(weekBefore * 2.5);
  },
  "usage-missing-reads": async (_page, stack) => {
    const reads = await readsOf(stack, daysBefore(await today(stack), 1));
    expect(stampedWithin(reads, "08:00", "14:00")).toEqual([]);
    expect(stampedWithin(reads, "07:00", "08:00").length).toBeGreaterThan(0);
    expect(stampedWithin(reads, "14:00", "15:00").length).toBeGreaterThan(0);
  },
  "usage-estimated-period": async (_page, stack) => {
    const first = daysBefore(await today(stack), 7);
    const estimated = await readsOf(stack, first, 3);
    expect(estimated.length).toBeGreaterThan(250);
    expect(estimated.every((read) => read.measurementCondition === "ESTIMATED")).toBe(true);
    const after = await readsOf(stack, daysBefore(first, -3));
    expect(after.some((read) => read.measurementCondition === "REGULAR")).toBe(true);
  },
  "usage-meter-exchange": async (_page, stack) => {
    const day = daysBefore(await today(stack), 2);
    const channel = await json<{ device: { deviceId: string }; deviceHistory: { deviceId: string }[] }>(
      `${stack.ccb}${CHANNEL}`,
    );
    expect(channel.device.deviceId).toBe("D1000000001X1");
    expect(channel.deviceHistory.map((meter) => meter.deviceId)).toEqual(["D1000000001", "D1000000001X1"]);
    const reads = await readsOf(stack, day);
    expect(stampedWithin(reads, "10:00", "11:00")).toEqual([]);
    expect(stampedWithin(reads, "11:00", "12:00").length).toBeGreaterThan(0);
  },
};
