import { describe, expect, it } from "vitest";
import { explainedByMode, ModeError, readMode } from "./mode";

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

describe("explainedByMode", () => {
  it("says that an unset mode made the start a production one", () => {
    expect(explainedByMode({}, "PAYGPA_PORTAL_KEY is required in production")).toBe(
      "PAYGPA_PORTAL_KEY is required in production (PAYGPA_MODE is not set, so this is a production start; set PAYGPA_MODE=demo for a demo)",
    );
  });

  it("leaves the message alone when the mode was said", () => {
    expect(explainedByMode({ PAYGPA_MODE: "production" }, "refused")).toBe("refused");
  });
});
