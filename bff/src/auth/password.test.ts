import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("admin password hashing", () => {
  it("stores a salted scrypt hash, never the password itself", async () => {
    const stored = await hashPassword("Secret#2026");
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(stored).not.toContain("Secret#2026");
    expect(await hashPassword("Secret#2026")).not.toBe(stored);
  });

  it("accepts the right password and refuses a wrong or malformed one", async () => {
    const stored = await hashPassword("Secret#2026");
    expect(await verifyPassword("Secret#2026", stored)).toBe(true);
    expect(await verifyPassword("secret#2026", stored)).toBe(false);
    expect(await verifyPassword("Secret#2026", "plain-text")).toBe(false);
  });
});
