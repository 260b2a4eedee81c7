import { describe, expect, it } from "vitest";
import { adminMessages } from "@paygpa/contract";
import { adminChangeRefusal, afterWrongPassword, isAdminLocked } from "./admin-user-rules";

describe("changes to another admin (spec 000 §2 'Admin users')", () => {
  const superAdmin = { id: 1, level: 1 };
  it("refuses an admin's own row (hidden and refused)", () => {
    const refusal = adminChangeRefusal({
      actorId: 1,
      target: superAdmin,
      superAdmins: 3,
      change: { kind: "password" },
    });
    expect(refusal).toBe(adminMessages.notYourOwnRow);
  });
  it("refuses deleting or demoting the last Super Admin, allows it while another remains", () => {
    const last = { actorId: 9, target: superAdmin, superAdmins: 1 };
    expect(adminChangeRefusal({ ...last, change: { kind: "delete" } })).toBe(adminMessages.lastSuperAdmin);
    expect(adminChangeRefusal({ ...last, change: { kind: "role", newLevel: 2 } })).toBe(
      adminMessages.lastSuperAdmin,
    );
    expect(adminChangeRefusal({ ...last, change: { kind: "password" } })).toBeNull();
    expect(adminChangeRefusal({ ...last, superAdmins: 2, change: { kind: "delete" } })).toBeNull();
  });
  it("refuses an admin that does not exist", () => {
    expect(
      adminChangeRefusal({ actorId: 1, target: undefined, superAdmins: 1, change: { kind: "delete" } }),
    ).toBe(adminMessages.adminNotFound);
  });
});

describe("the admin login lock (issue 10 point 1: 5 wrong passwords, 15 minutes)", () => {
  const now = new Date("2026-11-21T10:00:00.000Z");
  it("counts the first four wrong passwords and locks at the fifth for 15 minutes", () => {
    expect(afterWrongPassword(3, now)).toEqual({ failedLogins: 4, lockedUntil: null, locksNow: false });
    expect(afterWrongPassword(4, now)).toEqual({
      failedLogins: 0,
      lockedUntil: "2026-11-21T10:15:00.000Z",
      locksNow: true,
    });
  });
  it("is locked until the time, not after", () => {
    expect(isAdminLocked("2026-11-21T10:15:00.000Z", new Date("2026-11-21T10:14:59.000Z"))).toBe(true);
    expect(isAdminLocked("2026-11-21T10:15:00.000Z", new Date("2026-11-21T10:15:00.000Z"))).toBe(false);
    expect(isAdminLocked(null, now)).toBe(false);
  });
});
