import { describe, expect, it } from "vitest";
import { systemClock } from "./clock";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the system clock frozen and let run", () => {
  it("stands still while frozen, then runs on from where it stood; a jump while frozen stays frozen", async () => {
    const clock = systemClock();
    clock.set(new Date("2030-12-01T09:00:00+10:00"));
    clock.freeze(true);
    const stood = clock.now().getTime();
    await pause(30);
    expect(clock.now().getTime()).toBe(stood);
    expect(clock.isFrozen()).toBe(true);
    clock.set(new Date("2030-12-02T09:00:00+10:00"));
    await pause(20);
    expect(clock.now().toISOString()).toBe("2030-12-01T23:00:00.000Z");
    clock.freeze(false);
    await pause(30);
    expect(clock.now().getTime()).toBeGreaterThan(Date.parse("2030-12-01T23:00:00.000Z"));
    expect(clock.now().getTime() - Date.parse("2030-12-01T23:00:00.000Z")).toBeLessThan(5_000);
  });
});
