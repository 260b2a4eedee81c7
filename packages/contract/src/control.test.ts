/**
 * The console reads the BFF's system control answers (docs/simulator-control.md, "The BFF") by their
 * real shapes: a trainer sees every service's faults and clock, and an answer off that shape is
 * refused rather than shown wrong.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ScenarioApplied, SystemClock, SystemReset, Timeline } from "./control";

const now = "2026-03-15T01:02:03.000Z";

describe("the control API's answers, as the console reads them", () => {
  it("reads the system clock of all three services, and refuses a clock without its instant", () => {
    const clock = { now, today: "2026-03-15" };
    const services = {
      bff: clock,
      "ccb-simulator": { ...clock, worldToday: "2026-03-15" },
      "gateway-simulator": clock,
    };
    expect(v.parse(SystemClock, { ...clock, services }).services["ccb-simulator"]).toEqual(clock);
    expect(v.safeParse(SystemClock, { today: "2026-03-15", services }).success).toBe(false);
  });

  it("reads a move's per-day report of the day jobs run, and refuses a day without its jobs", () => {
    const clock = { now, today: "2026-03-15" };
    const services = { bff: clock, "ccb-simulator": clock, "gateway-simulator": clock };
    const dayReport = [{ day: "2026-03-15", jobs: ["notices", "autopay"] }];
    expect(v.parse(SystemClock, { ...clock, services, days: 1, dayReport }).dayReport).toEqual(dayReport);
    expect(
      v.safeParse(SystemClock, { ...clock, services, days: 1, dayReport: [{ day: "2026-03-15" }] }).success,
    ).toBe(false);
  });

  it("reads a scenario applied on each service, and a reset, and refuses a partial reset as done", () => {
    expect(
      v.parse(ScenarioApplied, {
        scenario: "billing-down",
        services: { "ccb-simulator": "applied", bff: "loading" },
        today: "2026-03-15",
      }).services,
    ).toEqual({ "ccb-simulator": "applied", bff: "loading" });
    const reset = { services: {}, now, today: "2026-03-15" };
    expect(v.safeParse(SystemReset, { status: "reset", ...reset }).success).toBe(true);
    expect(v.safeParse(SystemReset, { status: "partial", ...reset }).success).toBe(false);
  });

  it("reads a timeline's events and refuses an event from an unknown service", () => {
    const event = {
      at: now,
      service: "bff",
      kind: "checkout-created",
      summary: "checkout 200001",
      detail: {},
    };
    expect(v.parse(Timeline, { events: [event] }).events).toHaveLength(1);
    expect(v.safeParse(Timeline, { events: [{ ...event, service: "elsewhere" }] }).success).toBe(false);
  });
});
