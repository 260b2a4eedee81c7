/**
 * The rules of the Users tab (spec 000 §2 'Admin users'), as pure functions. The admin login lock
 * is the auth room's lockout (`ADMIN_LOCKOUT`), counted per name typed.
 */
import { adminMessages } from "@paygpa/contract";
import { SUPER_ADMIN_LEVEL } from "./admin-levels";

export type AdminChange = { kind: "delete" } | { kind: "role"; newLevel: number } | { kind: "password" };

/**
 * Why an admin may not make this change to another admin, or null. An admin's own row is hidden and
 * refused (spec 000 §2); the last Super Admin can be neither deleted nor demoted, or nobody could
 * run the Users tab any more.
 */
export function adminChangeRefusal(input: {
  actorId: number;
  target: { id: number; level: number } | undefined;
  superAdmins: number;
  change: AdminChange;
}): string | null {
  const { actorId, target, superAdmins, change } = input;
  if (!target) return adminMessages.adminNotFound;
  if (target.id === actorId) return adminMessages.notYourOwnRow;
  const removesSuperAdmin =
    change.kind === "delete" || (change.kind === "role" && change.newLevel !== SUPER_ADMIN_LEVEL);
  if (target.level === SUPER_ADMIN_LEVEL && removesSuperAdmin && superAdmins <= 1) {
    return adminMessages.lastSuperAdmin;
  }
  return null;
}
