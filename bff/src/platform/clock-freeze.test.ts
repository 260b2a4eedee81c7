import { describe, expect, it } from "vitest";
import { systemClock } from "./clock";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the BFF's clock frozen and let run (docs/qa-guide.md, Time)", () => {
  it("stands still while frozen, runs on from there, and goes back to real time", async () => {
    const clock = systemClock();
    clock.set(new Date("2030-12-01T09:00:00+10:00"));
    clock.freeze?.(true);
    const stood = clock.now().getTime();
    await pause(30);
    expect(clock.now().getTime()).toBe(stood);
    clock.freeze?.(false);
    await pause(30);
    expect(clock.now().getTime()).toBeGreaterThan(stood);
    clock.setToday(null);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
