import { formattersMadeBy } from "@paygpa/runtime/date-time-format";
import { describe, expect, it } from "vitest";
import { receiptDateTime } from "../protocol/receipt";
import { zonedText } from "./gateway-time";

describe("the terminal's local times (search rows and receipts)", () => {
  it("makes one formatter per time zone, not one per row or receipt", () => {
    const made = formattersMadeBy(() => {
      for (let second = 0; second < 30; second += 1) {
        const instant = new Date(Date.UTC(2026, 10, 20, 23, 0, second));
        expect(zonedText(instant, "Asia/Tokyo")).toBe(`2026-11-21 08:00:${String(second).padStart(2, "0")}`);
        expect(receiptDateTime(instant, "Asia/Tokyo")).toBe(
          `21 Nov 26 08:00:${String(second).padStart(2, "0")}`,
        );
      }
    });
    expect(made).toBe(2);
  });
});
