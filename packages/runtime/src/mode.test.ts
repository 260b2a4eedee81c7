import { describe, expect, it } from "vitest";
import { ModeError, readMode } from "./mode";

describe("readMode", () => {
  it("reads the three modes", () => {
    expect(readMode({ PAYGPA_MODE: "production" })).toBe("production");
    expect(readMode({ PAYGPA_MODE: "demo" })).toBe("demo");
    expect(readMode({ PAYGPA_MODE: "test" })).toBe("test");
  });

  it("fails closed: unset or empty is production", () => {
    expect(readMode({})).toBe("production");
    expect(readMode({ PAYGPA_MODE: "" })).toBe("production");
    expect(readMode({ PAYGPA_MODE: "  " })).toBe("production");
  });

  it("refuses a mode it does not know, naming it", () => {
    expect(() => readMode({ PAYGPA_MODE: "dev" })).toThrow(ModeError);
    expect(() => readMode({ PAYGPA_MODE: "Demo" })).toThrow(
      'PAYGPA_MODE must be production, demo or test, not "Demo" (unset means production)',
    );
  });
});
