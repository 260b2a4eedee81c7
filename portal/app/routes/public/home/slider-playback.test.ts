import { describe, expect, it } from "vitest";
import { isSliderMoving } from "./slider-playback";

describe("isSliderMoving (WCAG 2.2.2: the announcements can be paused)", () => {
  it("moves by itself when nobody asked otherwise", () => {
    expect(isSliderMoving({ choice: "auto", reducedMotion: false, beingRead: false })).toBe(true);
  });

  it("stays still once the person pressed Pause", () => {
    expect(isSliderMoving({ choice: "paused", reducedMotion: false, beingRead: false })).toBe(false);
  });

  it("stays still under prefers-reduced-motion until the person presses Play", () => {
    expect(isSliderMoving({ choice: "auto", reducedMotion: true, beingRead: false })).toBe(false);
    expect(isSliderMoving({ choice: "playing", reducedMotion: true, beingRead: false })).toBe(true);
  });

  it("holds still while the pointer is over it or the keyboard focus is in it", () => {
    expect(isSliderMoving({ choice: "playing", reducedMotion: false, beingRead: true })).toBe(false);
    expect(isSliderMoving({ choice: "auto", reducedMotion: false, beingRead: true })).toBe(false);
  });
});
