/**
 * The Users tab (spec 000 §2 'Admin users', §5, §7): list, add, delete, another admin's password and
 * role. The caller's own row is left out of the list and refused (spec 000 §2); every change is in
 * the audit log with who, what, when and from where (beyond the spec).
 */
import { adminMessages } from "@paygpa/contract";
import { recordAudit } from "../../platform/audit";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import { type AdminChange, adminChangeRefusal } from "./admin-user-rules";
import { SUPER_ADMIN_LEVEL } from "./admin-levels";
import {
  countAdminsOfLevel,
  deleteAdminById,
  findAdminById,
  findAdminRole,
  insertAdminWithRole,
  listAdmins,
  updateAdminPasswordHash,
  updateAdminRoleId,
  usernameTaken,
} from "./admin-users.repository";
import { hashPassword } from "./password";

type Deps = Pick<Services, "db" | "clock" | "sessions">;
export type Actor = { adminId: number; username: string; address: string };
type Change = { result: { status: "Success" | "Failed"; Description: string } };

export async function listOtherAdmins(deps: Pick<Services, "db">, actor: Pick<Actor, "adminId">) {
  return (await listAdmins(deps.db)).filter((admin) => admin.id !== actor.adminId);
}

function audit(deps: Deps, actor: Actor, action: string, subject: string, details?: object) {
  const at = deps.clock.now().toISOString();
  return recordAudit(deps.db, {
    at,
    actor: actor.username,
    action,
    subject,
    details,
    address: actor.address,
  });
}

export async function addAdmin(
  deps: Deps,
  actor: Actor,
  input: { admin_role: number; email: string; username: string; password: string },
): Promise<{ result: "Success" | "Failed"; message?: string }> {
  const role = await findAdminRole(deps.db, input.admin_role);
  if (!role) throw fail.invalidInput("BAD_REQUEST", adminMessages.roleNotFound);
  if (await usernameTaken(deps.db, input.username)) {
    throw fail.conflict("USERNAME_TAKEN", adminMessages.usernameExists, {
      fields: { username: [adminMessages.usernameExists] },
    });
  }
  const passwordHash = await hashPassword(input.password);
  const at = deps.clock.now().toISOString();
  await insertAdminWithRole(deps.db, { ...input, passwordHash, roleId: role.id, at });
  await audit(deps, actor, "admin-added", input.username, { role: role.admin_role });
  return { result: "Success", message: adminMessages.addedSuccessfully };
}

/** The target admin, or the refusal of this change to it (a 403 for one's own row, 409 otherwise). */
async function checkChange(deps: Deps, actor: Actor, id: number, change: AdminChange) {
  const target = await findAdminById(deps.db, id);
  const superAdmins = await countAdminsOfLevel(deps.db, SUPER_ADMIN_LEVEL);
  const refusal = adminChangeRefusal({ actorId: actor.adminId, target, superAdmins, change });
  if (refusal === adminMessages.notYourOwnRow) throw fail.notAllowed("OWN_ROW", refusal);
  if (refusal === adminMessages.adminNotFound) throw fail.notFound("NOT_FOUND", refusal);
  if (refusal || !target) throw fail.conflict("LAST_SUPER_ADMIN", refusal ?? adminMessages.adminNotFound);
  return target;
}

export async function deleteAdmin(deps: Deps, actor: Actor, id: number) {
  const target = await checkChange(deps, actor, id, { kind: "delete" });
  await deleteAdminById(deps.db, id);
  await deps.sessions.endAllSessionsOf({ kind: "admin", adminId: id });
  await audit(deps, actor, "admin-deleted", target.username);
  return { result: "Success" as const, message: adminMessages.deletedSuccessfully };
}

export async function setAdminPassword(
  deps: Deps,
  actor: Actor,
  id: number,
  password: string,
): Promise<Change> {
  const target = await checkChange(deps, actor, id, { kind: "password" });
  await updateAdminPasswordHash(deps.db, id, await hashPassword(password));
  await deps.sessions.endAllSessionsOf({ kind: "admin", adminId: id });
  await audit(deps, actor, "admin-password-set", target.username);
  return { result: { status: "Success", Description: adminMessages.passwordUpdated } };
}

export async function setAdminRole(deps: Deps, actor: Actor, id: number, roleId: number): Promise<Change> {
  const role = await findAdminRole(deps.db, roleId);
  if (!role) return { result: { status: "Failed", Description: adminMessages.roleNotFound } };
  const target = await checkChange(deps, actor, id, { kind: "role", newLevel: role.level });
  await updateAdminRoleId(deps.db, id, role.id);
  await audit(deps, actor, "admin-role-changed", target.username, {
    from: target.admin_role,
    to: role.admin_role,
  });
  return { result: { status: "Success", Description: adminMessages.roleUpdated } };
}
