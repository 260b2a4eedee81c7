import { describe, expect, it } from "vitest";
import { correlationIdOf } from "./correlation-id";

describe("the correlation id of a browser's request (issue 14 §5)", () => {
  it("keeps a well-formed id the browser or a QA script sent", () => {
    expect(correlationIdOf("qa-run-0001-login")).toBe("qa-run-0001-login");
  });

  it("makes a new one when none came, or one that could spoil a log line", () => {
    for (const presented of [undefined, "", "short", "two words here", "x".repeat(101), "a\nb-12345678"]) {
      expect(correlationIdOf(presented)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
