import { expect, it } from "vitest";
import { largestPaintOf } from "./lighthouse";

it("reads the largest paint's element and its phases from Lighthouse's audit details", () => {
  const details = {
    type: "list",
    items: [
      { type: "table", items: [{ node: { snippet: "<p>", selector: "dialog > p" } }] },
      {
        type: "table",
        items: [
          { phase: "TTFB", timing: 467.2 },
          { phase: "Render Delay", timing: 2790.4 },
        ],
      },
    ],
  };
  expect(largestPaintOf(details)).toBe("<p> (TTFB 467 ms, Render Delay 2790 ms)");
  expect(largestPaintOf(undefined)).toBeUndefined();
});
