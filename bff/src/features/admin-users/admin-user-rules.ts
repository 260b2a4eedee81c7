/**
 * The rules of the Users tab (spec 000 §2 'Admin users') and of the admin login lock (issue 10
 * point 1), as pure functions.
 */
import { adminMessages } from "@paygpa/contract";
import { SUPER_ADMIN_LEVEL } from "./admin-levels";

/** Wrong passwords in a row that lock an admin account, and for how long (issue 10 point 1). */
export const ADMIN_LOGIN_TRIES = 5;
export const ADMIN_LOCK_MINUTES = 15;

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

/** Whether the account is locked at `now`. */
export function isAdminLocked(lockedUntil: string | null, now: Date): boolean {
  return lockedUntil !== null && Date.parse(lockedUntil) > now.getTime();
}

/** The login state after one more wrong password: the fifth locks the account for 15 minutes. */
export function afterWrongPassword(
  failedLogins: number,
  now: Date,
): { failedLogins: number; lockedUntil: string | null; locksNow: boolean } {
  const failed = failedLogins + 1;
  if (failed < ADMIN_LOGIN_TRIES) return { failedLogins: failed, lockedUntil: null, locksNow: false };
  const until = new Date(now.getTime() + ADMIN_LOCK_MINUTES * 60_000).toISOString();
  return { failedLogins: 0, lockedUntil: until, locksNow: true };
}
