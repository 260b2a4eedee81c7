/** The outage alert rules (decision 046): once per change, more than 30 minutes, restoration of a report at any hour. */
import { describe, expect, it } from "vitest";
import type { PremiseOutage } from "../../integrations/outages";
import { nextSendingTime } from "../notifications/quiet-hours";
import { isUrgent } from "../notifications/text-messages";
import { alertsDue } from "./alert-rules";

const outage = (change: Partial<PremiseOutage> = {}): PremiseOutage => ({
  outageId: "J1",
  stage: "dispatched",
  cause: "EQUIPMENT",
  planned: false,
  keepsPowerOn: false,
  startedAt: new Date("2026-12-03T00:00:00Z"),
  estimatedRestoration: new Date("2026-12-03T03:00:00Z"),
  restoredAt: null,
  customersAffected: 40,
  village: "Yigo",
  hazard: false,
  message: "",
  ...change,
});
const never = () => false;
const kinds = (alerts: { kind: string }[]) => alerts.map((alert) => alert.kind);

describe("outage alerts", () => {
  it("a known outage is told once: its occasion, once sent, is not due again", () => {
    const [first] = alertsDue([outage()], [], never);
    expect(first).toMatchObject({ kind: "confirmed", occasion: "confirmed:J1@2026-12-03T03:00:00.000Z" });
    expect(alertsDue([outage()], [first?.occasion ?? ""], never)).toEqual([]);
  });

  it("an estimate moved by 30 minutes is not told; by 31 it is, once", () => {
    const sent = ["confirmed:J1@2026-12-03T03:00:00.000Z"];
    expect(
      alertsDue([outage({ estimatedRestoration: new Date("2026-12-03T03:30:00Z") })], sent, never),
    ).toEqual([]);
    const moved = alertsDue(
      [outage({ estimatedRestoration: new Date("2026-12-03T02:29:00Z") })],
      sent,
      never,
    );
    expect(kinds(moved)).toEqual(["estimate"]);
    expect(
      alertsDue(
        [outage({ estimatedRestoration: new Date("2026-12-03T02:29:00Z") })],
        [...sent, moved[0]?.occasion ?? ""],
        never,
      ),
    ).toEqual([]);
  });

  it("a restoration is told once to those told of the outage or who reported it; flickers and planned work tell no one", () => {
    const restored = outage({ stage: "restored", restoredAt: new Date("2026-12-03T02:00:00Z") });
    expect(alertsDue([restored], [], never)).toEqual([]);
    expect(alertsDue([restored], [], () => true)).toMatchObject([{ kind: "restored", reported: true }]);
    expect(kinds(alertsDue([restored], ["confirmed:J1@none"], never))).toEqual(["restored"]);
    expect(alertsDue([restored], ["confirmed:J1@none", "restored:J1"], never)).toEqual([]);
    expect(alertsDue([outage({ keepsPowerOn: true }), outage({ planned: true })], [], never)).toEqual([]);
  });

  it("quiet hours hold every alert but the restoration of a reported outage", () => {
    const night = new Date("2026-12-03T13:00:00Z"); // 23:00 in Guam
    const account = "1000000001";
    expect(nextSendingTime(night, isUrgent({ kind: "outageRestored", account, reported: true }))).toEqual(
      night,
    );
    for (const event of [
      { kind: "outageRestored" as const, account, reported: false },
      { kind: "outageConfirmed" as const, account, estimate: null },
    ]) {
      expect(nextSendingTime(night, isUrgent(event))).toEqual(new Date("2026-12-03T22:00:00Z"));
    }
  });
});
