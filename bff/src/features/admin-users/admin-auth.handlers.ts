import { adminMessages } from "../../contract/messages";
import { recordAudit } from "../../platform/audit";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { bearerToken } from "../auth";
import { findAdminById, findAdminByUsername, updateAdminPasswordHash } from "./admin-users.repository";
import { hashPassword, needsRehash, UNKNOWN_USER_HASH, verifyPassword } from "./password";

/** Admin login (spec 000 §7); open during maintenance. */
export function adminAuthHandlers(services: Services): RouteHandlers<"adminLogin"> {
  return {
    async adminLogin({ username, password }, { ctx }) {
      const previous = bearerToken(ctx);
      if (previous) await services.sessions.end(previous);
      const admin = await findAdminByUsername(services.db, username);
      const valid = await verifyPassword(password, admin?.password_hash ?? UNKNOWN_USER_HASH);
      const at = services.clock.now().toISOString();
      if (!admin || !valid) {
        await recordAudit(services.db, { at, actor: username, action: "admin-login-failed" });
        return { status: "Failed", message: adminMessages.loginFailed, result: [] };
      }
      // A hash made at an older cost is replaced now that the password is known (decision 012).
      if (needsRehash(admin.password_hash)) {
        await updateAdminPasswordHash(services.db, admin.id, await hashPassword(password));
      }
      const token = await services.sessions.startAdminSession({
        adminId: admin.id,
        username: admin.username,
      });
      await recordAudit(services.db, { at, actor: admin.username, action: "admin-login" });
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
