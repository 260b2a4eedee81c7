import { formattersMadeBy } from "@paygpa/runtime/date-time-format";
import { describe, expect, it } from "vitest";
import { gatewayDateTime, instantOfGatewayDateTime } from "./gateway-time";

describe("the gateway's local times", () => {
  it("writes and reads an instant in the merchant account's time zone", () => {
    const instant = new Date("2026-11-20T23:00:05.000Z");
    expect(gatewayDateTime(instant, "Pacific/Guam")).toBe("2026-11-21 09:00:05");
    expect(instantOfGatewayDateTime("11/21/2026 09:00:05", "Pacific/Guam")?.toISOString()).toBe(
      instant.toISOString(),
    );
    expect(instantOfGatewayDateTime("2026-11-20 18:00:05", "America/New_York")?.toISOString()).toBe(
      instant.toISOString(),
    );
  });

  it("makes one formatter per time zone, not one per instant read or written", () => {
    const made = formattersMadeBy(() => {
      for (let second = 0; second < 30; second += 1) {
        const text = `11/21/2026 09:00:${String(second).padStart(2, "0")}`;
        const instant = instantOfGatewayDateTime(text, "Asia/Tokyo");
        expect(instant && gatewayDateTime(instant, "Asia/Tokyo")).toBe(
          text.replace(/^(\d+)\/(\d+)\/(\d+)/, "$3-$1-$2"),
        );
      }
    });
    expect(made).toBe(1);
  });
});
