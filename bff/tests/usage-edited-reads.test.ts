/**
 * The BFF reads trainers' usage edits right (decision 042): after billing's control API
 * has added an estimated period, missing reads and a spike day to one account's reads, the billing
 * adapter hands the estimated reads over flagged and leaves the gap a gap (no zero reads), the hour
 * view counts the missing reads and marks the estimated hours, and the day view still adds up to the
 * bill's kWh. A prepaid meter's balance register beside its kWh channel does not take its place.
 */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IntervalRead } from "../src/integrations/billing";
import { type Json, startStack, TODAY, type TestStack } from "./harness";
import { persona } from "./personas";

const maria = persona("postpaid-current");
const account = maria.accounts[0]!.accountId;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let stack: TestStack;
let token: string;

/** A Guam day `days` before the tests' today, and the instant it starts. */
const dayBefore = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
const guamMidnight = (day: string) => Date.parse(`${day}T00:00:00+10:00`);

async function editUsage(change: Json) {
  const response = await fetch(`${stack.ccb}/__control/world`, {
    method: "POST",
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    body: JSON.stringify({ change: "usage", account, ...change }),
  });
  expect(response.status).toBe(200);
}

async function readsBetween(from: number, to: number): Promise<IntervalRead[]> {
  const channel = await stack.services.billing.meterChannel(account);
  const reads: IntervalRead[] = [];
  for await (const page of stack.services.billing.intervalReadPages(channel!, from, to)) reads.push(...page);
  return reads;
}

beforeAll(async () => {
  stack = await startStack();
  token = (await stack.login(maria.username, maria.password)).body.token;
  await editUsage({ edit: "estimated-period", daysAgo: 6, days: 2 });
  await editUsage({ edit: "missing-reads", daysAgo: 3, hours: 4 });
});
afterAll(() => stack.close());

const view = (body: Json) => stack.call("/api/v1/usage-view", { token, body });

describe("edited reads as the BFF reads them", () => {
  it("an estimated period arrives flagged estimated, read by read", async () => {
    const start = guamMidnight(dayBefore(6));
    const reads = await readsBetween(start, start + 2 * DAY);
    expect(reads).toHaveLength(192);
    expect(reads.every((read) => read.estimated)).toBe(true);
    expect(reads[0]!.start).toBe(start);
  });

  it("missing reads stay a gap: no read in it, none made up as zero, the reads around it there", async () => {
    const gapStart = guamMidnight(dayBefore(3)) + 8 * HOUR;
    expect(await readsBetween(gapStart, gapStart + 4 * HOUR)).toEqual([]);
    const around = await readsBetween(gapStart - HOUR, gapStart + 5 * HOUR);
    expect(around).toHaveLength(8);
    expect(around.every((read) => read.wh > 0)).toBe(true);
  });

  it("the hour view counts the gap's missing reads and marks the estimated hours", async () => {
    const gapDay = (await view({ accountId: account, view: "hour", date: dayBefore(3) })).body.result;
    const missing = gapDay.points.map((point: Json) => point.missingReads);
    expect(missing.slice(8, 12)).toEqual([4, 4, 4, 4]);
    expect(gapDay.points.slice(8, 12).every((point: Json) => point.kwh === 0)).toBe(true);
    const estimatedDay = (await view({ accountId: account, view: "hour", date: dayBefore(6) })).body.result;
    expect(estimatedDay.points.every((point: Json) => point.estimated)).toBe(true);
  });

  it("the day view of the period with the spike shows it, and still adds up to the energy billed", async () => {
    const latest = (await view({ accountId: account, view: "month" })).body.result.points.at(-1);
    // A day five days before the latest bill's read: inside the period the day view shows.
    const spikeDay = new Date(Date.parse(latest.end) - 5 * DAY + 10 * HOUR).toISOString().slice(0, 10);
    const daysAgo = Math.round((Date.parse(TODAY) - Date.parse(spikeDay)) / DAY);
    await editUsage({ edit: "spike-day", daysAgo });
    const day = (await view({ accountId: account, view: "day" })).body.result;
    const spike = day.points.find((point: Json) => point.start.startsWith(spikeDay));
    const others = day.points.filter((point: Json) => point !== spike);
    const usual = others.reduce((sum: number, point: Json) => sum + point.kwh, 0) / others.length;
    expect(spike.kwh).toBeGreaterThan(usual * 2.5);
    const wh = day.points.reduce((sum: number, point: Json) => sum + Math.round(point.kwh * 1000), 0);
    expect(wh).toBe(Math.round(latest.kwh * 1000));
  });

  it("a prepaid account's channel is its kWh channel, not the balance register beside it", async () => {
    const prepaid = persona("prepaid-only").accounts[0]!.accountId;
    const channel = await stack.services.billing.meterChannel(prepaid);
    expect(channel).toMatchObject({ channelId: `06${prepaid}`, intervalSeconds: 900 });
  });
});

describe("the console's usage edits (POST /__control/usage-edits)", () => {
  it("add an edit through billing and answer its day; billing's refusal comes back in its words", async () => {
    const applied = await stack.call("/__control/usage-edits", {
      body: { account, edit: "missing-reads", daysAgo: 10, hours: 2 },
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ account, edit: "missing-reads", date: dayBefore(10) });
    const gapStart = guamMidnight(dayBefore(10)) + 8 * HOUR;
    expect(await readsBetween(gapStart, gapStart + 2 * HOUR)).toEqual([]);

    const prepaid = persona("prepaid-only").accounts[0]!.accountId;
    const refused = await stack.call("/__control/usage-edits", {
      body: { account: prepaid, edit: "spike-day", daysAgo: 3 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/A spike day is for a postpaid account/);
    const unknown = await stack.call("/__control/usage-edits", {
      body: { account: "1999999999", edit: "spike-day", daysAgo: 3 },
    });
    expect(unknown.status).toBe(404);
    const malformed = await stack.call("/__control/usage-edits", {
      body: { account, edit: "spike-day", daysAgo: 0 },
    });
    expect(malformed.status).toBe(400);
  });
});
