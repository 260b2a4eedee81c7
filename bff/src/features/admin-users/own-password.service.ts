/**
 * Change Pass (spec 001 §2, §7 update-admin-password): the logged-in admin changes their own
 * password. The spec's screen checks only that the two entries match; the BFF also checks the
 * current password and applies the one password rule of the product (decision 012).
 */
import { adminMessages } from "@paygpa/contract";
import { recordAudit } from "../../platform/audit";
import type { Services } from "../../services";
import { passwordPolicyProblem } from "../auth";
import { findAdminPasswordHash, updateAdminPasswordHash } from "./admin-users.repository";
import { hashPassword, verifyPassword } from "./password";

type Deps = Pick<Services, "db" | "clock" | "sessions">;
type Outcome = { result: { status: "Success" | "Failed"; Description: string } };

const failed = (Description: string): Outcome => ({ result: { status: "Failed", Description } });

export async function changeOwnPassword(
  deps: Deps,
  admin: { adminId: number; username: string; tokenHash: string },
  passwords: { old_password: string; new_password: string },
  from: string,
): Promise<Outcome> {
  const stored = await findAdminPasswordHash(deps.db, admin.adminId);
  if (!stored || !(await verifyPassword(passwords.old_password, stored.password_hash))) {
    return failed(adminMessages.currentPasswordWrong);
  }
  const problem = passwordPolicyProblem(passwords.new_password);
  if (problem) return failed(problem.replace(/[.!]$/, ""));
  await updateAdminPasswordHash(deps.db, admin.adminId, await hashPassword(passwords.new_password));
  await recordAudit(deps.db, {
    at: deps.clock.now().toISOString(),
    actor: admin.username,
    action: "admin-password-change",
    subject: admin.username,
    address: from,
  });
  return { result: { status: "Success", Description: adminMessages.passwordUpdated } };
}
