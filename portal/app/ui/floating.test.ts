import { describe, expect, it } from "vitest";
import { placeAbove, placeBelow } from "./floating";

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;
const viewport = { width: 400, height: 800 };
const box = { width: 180, height: 120 };

describe("a menu's place beside its button", () => {
  it("goes below the button, right edges aligned", () => {
    expect(placeBelow(rect(300, 10, 90, 40), box, viewport, { align: "end", offset: 6 })).toEqual({
      top: 56,
      left: 210,
    });
  });

  it("goes above the button near the viewport's bottom, and stays inside its left edge", () => {
    expect(placeBelow(rect(0, 740, 90, 40), box, viewport, { align: "end", offset: 6 })).toEqual({
      top: 614,
      left: 4,
    });
  });
});

describe("a tooltip's place", () => {
  it("is centred above its text", () => {
    expect(placeAbove(rect(100, 300, 60, 20), box, viewport, 6)).toEqual({ top: 174, left: 40, side: "top" });
  });

  it("goes below its text at the top of the viewport, kept inside the right edge", () => {
    expect(placeAbove(rect(360, 20, 30, 20), box, viewport, 6)).toEqual({
      top: 46,
      left: 216,
      side: "bottom",
    });
  });
});
