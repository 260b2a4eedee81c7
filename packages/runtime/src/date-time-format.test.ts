import { describe, expect, it } from "vitest";
import { dateTimeFormat, formattersMadeBy } from "./date-time-format";

describe("dateTimeFormat", () => {
  it("makes one formatter per locale and options, and formats as a new one would", () => {
    const instant = new Date("2026-11-20T23:00:05.000Z");
    const options = {
      timeZone: "Pacific/Chatham",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    } as const;
    const made = formattersMadeBy(() => {
      for (let call = 0; call < 20; call += 1) {
        expect(dateTimeFormat("en-US", { ...options }).format(instant)).toBe("12:45");
        expect(dateTimeFormat("en-US", { ...options, timeZone: "Pacific/Guam" }).format(instant)).toBe(
          "09:00",
        );
      }
    });
    expect(made).toBe(2);
  });

  it("counts the formatters a piece of work makes (the count the services' tests rely on)", () => {
    expect(formattersMadeBy(() => new Intl.DateTimeFormat("en-US").format(0))).toBe(1);
    expect(formattersMadeBy(() => undefined)).toBe(0);
  });
});
