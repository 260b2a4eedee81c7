import { describe, expect, it } from "vitest";
import { nextPollDelay, STOP_POLLING_AFTER_MS } from "./pending-poll";

describe("nextPollDelay (the result page waiting for the gateway's answer)", () => {
  it("asks again after 1.5 s, then backs off by half each time up to 15 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((asks) => nextPollDelay(asks, 0))).toEqual([
      1_500, 2_250, 3_375, 5_063, 7_594, 11_391, 15_000, 15_000,
    ]);
  });

  it("asks a last time on the 2-minute limit, then stops", () => {
    expect(nextPollDelay(9, STOP_POLLING_AFTER_MS - 4_000)).toBe(4_000);
    expect(nextPollDelay(10, STOP_POLLING_AFTER_MS)).toBeNull();
  });

  it("stops after about 15 asks when every answer says pending", () => {
    let waited = 0;
    let asks = 0;
    for (let delay = nextPollDelay(asks, waited); delay !== null; delay = nextPollDelay(asks, waited)) {
      waited += delay;
      asks += 1;
    }
    expect(waited).toBe(STOP_POLLING_AFTER_MS);
    expect(asks).toBeLessThan(16);
  });
});
