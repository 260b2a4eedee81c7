import { adminMessages } from "@paygpa/contract";
import { recordAudit } from "../../platform/audit";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { ADMIN_LOCKOUT, bearerToken, countWrongPassword, forgetWrongPasswords, isLockedOut } from "../auth";
import { clientAddressOf } from "../../platform/http/rate-limit";
import { adminLockedMail } from "./admin-locked-mail";
import { findAdminById, findAdminByUsername, updateAdminPasswordHash } from "./admin-users.repository";
import { hashPassword, needsRehash, UNKNOWN_USER_HASH, verifyPassword } from "./password";

/** Admin login (spec 000 §7); open during maintenance. */
export function adminAuthHandlers(services: Services): RouteHandlers<"adminLogin"> {
  return {
    async adminLogin({ username, password }, { ctx }) {
      const previous = bearerToken(ctx);
      if (previous) await services.sessions.end(previous);
      const admin = await findAdminByUsername(services.db, username);
      // An unknown name costs the same hash work as a wrong password (the timing tells nothing).
      const valid = await verifyPassword(password, admin?.password_hash ?? UNKNOWN_USER_HASH);
      const now = services.clock.now();
      const at = now.toISOString();
      const address = clientAddressOf(ctx, services.config.portalKey);
      // The lock is counted per name typed, existing or not, so a run of wrong passwords answers the
      // same for an admin and for a name nobody has (spec 000 §8 has one failure message).
      if (await isLockedOut(services.db, ADMIN_LOCKOUT, username, now)) {
        await recordAudit(services.db, { at, actor: username, action: "admin-login-locked", address });
        return { status: "Failed", message: adminMessages.adminLocked, result: [] };
      }
      if (!admin || !valid) {
        await recordAudit(services.db, { at, actor: username, action: "admin-login-failed", address });
        const count = await countWrongPassword(services.db, ADMIN_LOCKOUT, username, now);
        if (!count.locked) return { status: "Failed", message: adminMessages.loginFailed, result: [] };
        await recordAudit(services.db, { at, actor: username, action: "admin-locked", address });
        if (admin?.email && count.locksNow) await services.mailer.queue(adminLockedMail(admin, now));
        return { status: "Failed", message: adminMessages.adminLocked, result: [] };
      }
      await forgetWrongPasswords(services.db, ADMIN_LOCKOUT, username);
      // A hash made at an older cost is replaced now that the password is known (decision 012).
      if (needsRehash(admin.password_hash)) {
        await updateAdminPasswordHash(services.db, admin.id, await hashPassword(password));
      }
      const token = await services.sessions.startAdminSession({
        adminId: admin.id,
        username: admin.username,
      });
      await recordAudit(services.db, { at, actor: admin.username, action: "admin-login", address });
      const profile = await findAdminById(services.db, admin.id);
      return {
        status: "Success",
        token,
        result: [
          {
            id: admin.id,
            username: admin.username,
            admin_role: profile?.admin_role ?? "",
            level: admin.level,
          },
        ],
      };
    },
  };
}
