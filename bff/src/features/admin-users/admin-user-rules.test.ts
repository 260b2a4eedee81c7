import { describe, expect, it } from "vitest";
import { adminMessages } from "@paygpa/contract";
import { adminChangeRefusal } from "./admin-user-rules";

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
