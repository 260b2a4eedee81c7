import { describe, expect, it } from "vitest";
import { correlationIdOf, isCorrelationId } from "./correlation";

describe("correlation ids a caller may choose (docs/qa-guide.md)", () => {
  it("accepts a uuid and plain ids, refuses short, long or odd ones", () => {
    expect(isCorrelationId("0b7c2a39-6a53-4f5e-9a2b-1d6f0f4bb1a2")).toBe(true);
    expect(isCorrelationId("qa-script.run:42")).toBe(true);
    for (const bad of [
      undefined,
      "",
      "short",
      "a".repeat(101),
      "has space 123",
      "line\nbreak-123",
      "<script>x</script>",
    ]) {
      expect(isCorrelationId(bad)).toBe(false);
    }
  });

  it("keeps a well-formed incoming id and makes one for anything else", () => {
    expect(correlationIdOf("qa-run-0001")).toBe("qa-run-0001");
    for (const bad of [undefined, "", "short", "has space 123", "a\nb-12345678", "x".repeat(101)]) {
      expect(correlationIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
