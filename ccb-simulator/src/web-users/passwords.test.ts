import { describe, expect, it } from "vitest";
import { digestPassword, passwordMatches } from "./passwords";

describe("password digests", () => {
  const digest = digestPassword("Current#2026", Buffer.from("00112233445566778899aabbccddeeff", "hex"));

  it("keeps no plain text", () => {
    expect(JSON.stringify(digest)).not.toContain("Current#2026");
  });

  it("accepts the same password and refuses any other, case included", () => {
    expect(passwordMatches("Current#2026", digest)).toBe(true);
    expect(passwordMatches("current#2026", digest)).toBe(false);
    expect(passwordMatches("", digest)).toBe(false);
  });

  it("salts: the same password under two salts gives two digests", () => {
    const other = digestPassword("Current#2026", Buffer.from("ffeeddccbbaa99887766554433221100", "hex"));
    expect(other.hash).not.toBe(digest.hash);
  });
});
