/** The island view announces only meaningful changes (decision 046): figures that moved, never a poll alike. */
import { describe, expect, it } from "vitest";
import { islandChange, islandFigures } from "./use-island-watch";

const village = (name: string, customersOut: number) => ({
  village: name,
  customersServed: 100,
  customersOut,
  outages: customersOut > 0 ? 1 : 0,
});

describe("the island view's announcements", () => {
  it("says nothing when a poll brings the same figures", () => {
    const figures = islandFigures([village("Hagåtña", 12), village("Yigo", 0)]);
    expect(islandChange(figures, islandFigures([village("Yigo", 0), village("Hagåtña", 12)]))).toBeNull();
  });

  it("says how many are out, in how many villages, and which way it moved", () => {
    const before = islandFigures([village("Hagåtña", 12), village("Yigo", 0)]);
    expect(islandChange(before, islandFigures([village("Hagåtña", 4), village("Yigo", 30)]))).toBe(
      "Outages across Guam updated: 34 customers out in 2 villages (22 more than before).",
    );
    expect(islandChange(before, islandFigures([village("Hagåtña", 2), village("Yigo", 0)]))).toBe(
      "Outages across Guam updated: 2 customers out in 1 village (10 fewer than before).",
    );
    expect(islandChange(before, islandFigures([village("Hagåtña", 0)]))).toBe(
      "Outages across Guam updated: no customers are out.",
    );
  });
});
