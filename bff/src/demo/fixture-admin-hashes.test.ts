import { admins } from "@paygpa/fixtures";
import { describe, expect, it } from "vitest";
import { needsRehash, verifyPassword } from "../features/admin-users/password";
import { FIXTURE_ADMIN_HASHES } from "./fixture-admin-hashes";

describe("the demo admins' pre-computed password hashes", () => {
  it("match each fixture admin's password, at today's cost", async () => {
    for (const admin of admins) {
      const stored = FIXTURE_ADMIN_HASHES[admin.username];
      expect(stored, admin.username).toBeDefined();
      expect(needsRehash(stored as string)).toBe(false);
      expect(await verifyPassword(admin.password, stored as string), admin.username).toBe(true);
    }
  });
});
