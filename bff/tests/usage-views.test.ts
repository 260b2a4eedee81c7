/**
 * The usage views (decision 042): month, day and hour, summed by the BFF from the meter's reads so
 * that a few dozen bars reach the browser, never the reads; the day view compares the period with
 * the last one and the same period a year before and says what changed in plain words. A customer
 * sees their own accounts only; phoned-in staff any account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "./arrangement-harness";
import { XMLLINT, xmllint } from "./espi-schema";
import { type Json, startStack, type TestStack } from "./harness";
import { persona } from "./personas";

const maria = persona("postpaid-current");
const account = maria.accounts[0]!.accountId;
const jose = persona("postpaid-overdue").accounts[0]!.accountId;
const rosa = persona("prepaid-only");
const prepaid = rosa.accounts[0]!.accountId;
let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = (await stack.login(maria.username, maria.password)).body.token;
});
afterAll(() => stack.close());

const view = (body: Json, bearer = token, path = "/api/v1/usage-view") =>
  stack.call(path, { token: bearer, body });

describe("the usage views", () => {
  it("month: the last 13 bill periods with their kWh and usage charge", async () => {
    const answer = await view({ accountId: account, view: "month" });
    expect(answer.status).toBe(200);
    const { points, periods } = answer.body.result;
    expect(points).toHaveLength(13);
    expect(points.every((point: Json) => point.kwh > 0 && point.amount > 0)).toBe(true);
    expect(periods[0].billDate).toBe(points.at(-1).label);
  });

  it("day: one bar per day of the bill period, adding up to the billed kWh, with comparisons and words", async () => {
    const months = (await view({ accountId: account, view: "month" })).body.result.points;
    const answer = await view({ accountId: account, view: "day" });
    expect(answer.status).toBe(200);
    const result = answer.body.result;
    const latest = months.at(-1);
    const days = (Date.parse(latest.end) - Date.parse(latest.start)) / 86_400_000;
    expect(result.points).toHaveLength(days);
    const wh = result.points.reduce((sum: number, point: Json) => sum + Math.round(point.kwh * 1000), 0);
    expect(wh).toBe(Math.round(latest.kwh * 1000));
    expect(result.comparisons.map((comparison: Json) => comparison.against)).toEqual([
      "last-period",
      "last-year",
    ]);
    expect(result.explanation).toMatch(
      /^You used (about the same as in the same period last year\.|\d+% (more|less) than in the same period last year; most of the difference is on week(day|end) (nights|mornings|afternoons|evenings)\.)$/,
    );
    // A few dozen bars, not the 2,900 reads of the period.
    expect(JSON.stringify(answer.body).length).toBeLessThan(12_000);
  });

  it("hour: 24 bars of one day, gaps counted as missing reads", async () => {
    const answer = await view({ accountId: account, view: "hour", date: "2026-11-01" });
    expect(answer.status).toBe(200);
    const { points, totalKwh } = answer.body.result;
    expect(points.map((point: Json) => point.label).slice(0, 3)).toEqual(["00:00", "01:00", "02:00"]);
    expect(points).toHaveLength(24);
    const sum = points.reduce((total: number, point: Json) => total + Math.round(point.kwh * 1000), 0);
    expect(sum).toBe(Math.round(totalKwh * 1000));
    expect(points.every((point: Json) => point.missingReads >= 0 && point.missingReads <= 4)).toBe(true);
  });

  it("refuse another customer's account; phoned-in staff open any account, a customer cannot use theirs", async () => {
    expect((await view({ accountId: jose, view: "month" })).status).toBe(403);
    const staff = await adminToken(stack, "phonedin", "PhonedIn#2026");
    expect((await view({ accountId: jose, view: "month" }, staff, "/api/v1/admin/usage-view")).status).toBe(
      200,
    );
    expect((await view({ accountId: jose, view: "month" }, token, "/api/v1/admin/usage-view")).status).toBe(
      403,
    );
    expect((await view({ accountId: account, view: "week" })).status).toBe(400);
  });

  it("open to the phoned-in levels only (1, 3, 4): IT Admin and a member with no level are refused views and files", async () => {
    const staffOf = (username: string, password: string) => adminToken(stack, username, password);
    const csv = (bearer: string) =>
      stack.call(`/api/v1/admin/usage-download.csv?accountId=${jose}`, { method: "GET", token: bearer });
    for (const [username, password] of [
      ["superadmin", "Super#Admin1"],
      ["finance", "Finance#2026"],
    ] as const) {
      const staff = await staffOf(username, password);
      expect((await view({ accountId: jose, view: "day" }, staff, "/api/v1/admin/usage-view")).status).toBe(
        200,
      );
    }
    for (const [username, password] of [
      ["itadmin", "ItAdmin#2026"],
      ["nolevel", "NoLevel#2026"],
    ] as const) {
      const staff = await staffOf(username, password);
      const refused = await view({ accountId: jose, view: "day" }, staff, "/api/v1/admin/usage-view");
      expect(refused.status).toBe(403);
      expect((await csv(staff)).status).toBe(403);
    }
  });
});

describe("a prepaid account's usage (no bills: days by range)", () => {
  const prepaidView = async (body: Json) =>
    view(body, (await stack.login(rosa.username, rosa.password)).body.token);
  const whOf = (points: Json[]) =>
    points.reduce((sum: number, point: Json) => sum + Math.round(point.kwh * 1000), 0);

  it("day: the last 30 days without a range, a chosen range's days adding up to its total; hour: one day", async () => {
    const latest = await prepaidView({ accountId: prepaid, view: "day" });
    expect(latest.status).toBe(200);
    const { points, range, download, periods } = latest.body.result;
    expect(periods).toEqual([]);
    expect(points).toHaveLength(30);
    expect(range.to).toBe(points.at(-1).label);
    expect(download.to).toBe(range.to);

    const from = points[0].label;
    const to = points[6].label;
    const week = (await prepaidView({ accountId: prepaid, view: "day", from, to })).body.result;
    expect(week.title).toBe(`Usage by day, ${from} to ${to}`);
    expect(week.points.map((point: Json) => point.label)).toEqual(
      points.slice(0, 7).map((point: Json) => point.label),
    );
    expect(whOf(week.points)).toBe(Math.round(week.totalKwh * 1000));
    expect(week.points.every((point: Json) => point.kwh > 0)).toBe(true);

    const hour = await prepaidView({ accountId: prepaid, view: "hour", date: to });
    expect(hour.status).toBe(200);
    expect(hour.body.result.points).toHaveLength(24);
    expect(whOf(hour.body.result.points)).toBe(Math.round(week.points[6].kwh * 1000));
  });

  it("downloads the last 13 months as an ESPI file that validates, with no bill summaries, and as CSV", async () => {
    const bearer = (await stack.login(rosa.username, rosa.password)).body.token;
    const { download } = (await view({ accountId: prepaid, view: "month" }, bearer)).body.result;
    const path = `/api/v1/usage-download.xml?accountId=${prepaid}&from=${download.from}&to=${download.to}`;
    const xml = await stack.call(path, { token: bearer });
    expect(xml.status).toBe(200);
    if (XMLLINT) expect(xmllint(xml.body)).toBe("");
    expect(xml.body.match(/<espi:IntervalBlock>/g).length).toBeGreaterThanOrEqual(89);
    expect(xml.body).not.toContain("<espi:UsageSummary>");
    const csv = await stack.call(path.replace(".xml", ".csv"), { token: bearer });
    expect(csv.body.trim().split("\r\n").length).toBeGreaterThan(89 * 90);
  });

  it("refuses a reversed range and one over 92 days, with a clear message", async () => {
    const reversed = await prepaidView({
      accountId: prepaid,
      view: "day",
      from: "2026-11-10",
      to: "2026-11-01",
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.message).toBe("The period must start before it ends.");
    const long = await prepaidView({ accountId: prepaid, view: "day", from: "2026-01-01", to: "2026-06-01" });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe("Choose a period of 92 days at most.");
  });
});
