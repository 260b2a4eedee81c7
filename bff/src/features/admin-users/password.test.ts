import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, UNKNOWN_USER_HASH, verifyPassword } from "./password";

/** A hash as the first version stored it: Node's default scrypt cost (N=2^14), no parameters kept. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("hex")}$${scryptSync(password, salt, 32).toString("hex")}`;
}

describe("admin password hashing", () => {
  it("stores a salted scrypt hash at N=2^17, r=8, p=1 with its parameters, never the password itself", async () => {
    const stored = await hashPassword("Secret#2026");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(stored).not.toContain("Secret#2026");
    expect(await hashPassword("Secret#2026")).not.toBe(stored);
    expect(needsRehash(stored)).toBe(false);
  });

  it("accepts the right password and refuses a wrong or malformed one", async () => {
    const stored = await hashPassword("Secret#2026");
    expect(await verifyPassword("Secret#2026", stored)).toBe(true);
    expect(await verifyPassword("secret#2026", stored)).toBe(false);
    expect(await verifyPassword("Secret#2026", "plain-text")).toBe(false);
    expect(await verifyPassword("Secret#2026", UNKNOWN_USER_HASH)).toBe(false);
  });

  it("still verifies a hash of the first format (N=2^14) and marks it for rehashing", async () => {
    const stored = legacyHash("Secret#2026");
    expect(await verifyPassword("Secret#2026", stored)).toBe(true);
    expect(await verifyPassword("Wrong#2026", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it("refuses a stored hash asking for an unreasonable cost instead of computing it", async () => {
    const huge = `scrypt$${2 ** 24}$8$1$${"00".repeat(16)}$${"00".repeat(32)}`;
    expect(await verifyPassword("Secret#2026", huge)).toBe(false);
    expect(await verifyPassword("Secret#2026", `scrypt$1000$8$1$${"00".repeat(16)}$${"00".repeat(32)}`)).toBe(
      false,
    );
  });
});
