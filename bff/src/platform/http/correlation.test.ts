import { describe, expect, it } from "vitest";
import { isCorrelationId } from "./correlation";

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
});
