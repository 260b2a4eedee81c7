import { adminMessages } from "@paygpa/contract";
import { recordAudit } from "../../platform/audit";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { bearerToken } from "../auth";
import { clientAddressOf } from "../../platform/http/rate-limit";
import { afterWrongPassword, isAdminLocked } from "./admin-user-rules";
import {
  findAdminById,
  findAdminByUsername,
  findAdminLoginState,
  setAdminLoginState,
  updateAdminPasswordHash,
} from "./admin-users.repository";
import { hashPassword, needsRehash, UNKNOWN_USER_HASH, verifyPassword } from "./password";

/** Admin login (spec 000 §7); open during maintenance. */
export function adminAuthHandlers(services: Services): RouteHandlers<"adminLogin"> {
  return {
    async adminLogin({ username, password }, { ctx }) {
      const previous = bearerToken(ctx);
      if (previous) await services.sessions.end(previous);
      const admin = await findAdminByUsername(services.db, username);
      const valid = await verifyPassword(password, admin?.password_hash ?? UNKNOWN_USER_HASH);
      const now = services.clock.now();
      const at = now.toISOString();
      const address = clientAddressOf(ctx, services.config.portalKey);
      const state = admin ? await findAdminLoginState(services.db, admin.id) : undefined;
      // A locked account says so, whichever of username or password was wrong (issue 10 point 1).
      if (admin && state && isAdminLocked(state.locked_until, now)) {
        await recordAudit(services.db, { at, actor: username, action: "admin-login-locked", address });
        return { status: "Failed", message: adminMessages.adminLocked, result: [] };
      }
      if (!admin || !valid) {
        await recordAudit(services.db, { at, actor: username, action: "admin-login-failed", address });
        if (!admin || !state) return { status: "Failed", message: adminMessages.loginFailed, result: [] };
        const next = afterWrongPassword(state.failed_logins, now);
        await setAdminLoginState(services.db, admin.id, next);
        if (!next.locksNow) return { status: "Failed", message: adminMessages.loginFailed, result: [] };
        await recordAudit(services.db, { at, actor: username, action: "admin-locked", address });
        return { status: "Failed", message: adminMessages.adminLocked, result: [] };
      }
      if (state && (state.failed_logins > 0 || state.locked_until)) {
        await setAdminLoginState(services.db, admin.id, { failedLogins: 0, lockedUntil: null });
      }
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
