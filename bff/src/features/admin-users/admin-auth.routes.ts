import { Router } from "@koa/router";
import { AdminLoginRequest, type AdminLoginResponse } from "../../contract/admin";
import { adminMessages } from "../../contract/messages";
import { bearerToken } from "../auth";
import { hashPassword, needsRehash, UNKNOWN_USER_HASH, verifyPassword } from "./password";
import { recordAudit } from "../../platform/audit";
import { limitPerAddress } from "../../platform/http/rate-limit";
import { parseInput } from "../../platform/http/validate";
import type { Services } from "../../services";
import { findAdminById, findAdminByUsername, updateAdminPasswordHash } from "./admin-users.repository";

export function adminAuthRoutes(services: Services): Router {
  const router = new Router();

  router.post("/api/v1/login", limitPerAddress(services, "login"), async (ctx) => {
    const { username, password } = parseInput(AdminLoginRequest, ctx.request.body);
    const previous = bearerToken(ctx);
    if (previous) await services.sessions.end(previous);
    const admin = await findAdminByUsername(services.db, username);
    const valid = await verifyPassword(password, admin?.password_hash ?? UNKNOWN_USER_HASH);
    const at = services.clock.now().toISOString();
    if (!admin || !valid) {
      await recordAudit(services.db, { at, actor: username, action: "admin-login-failed" });
      const failed: AdminLoginResponse = { status: "Failed", message: adminMessages.loginFailed, result: [] };
      ctx.body = failed;
      return;
    }
    // A hash made at an older cost is replaced now that the password is known (decision 012).
    if (needsRehash(admin.password_hash)) {
      await updateAdminPasswordHash(services.db, admin.id, await hashPassword(password));
    }
    const token = await services.sessions.startAdminSession({ adminId: admin.id, username: admin.username });
    await recordAudit(services.db, { at, actor: admin.username, action: "admin-login" });
    const profile = await findAdminById(services.db, admin.id);
    const body: AdminLoginResponse = {
      status: "Success",
      token,
      result: [
        { id: admin.id, username: admin.username, admin_role: profile?.admin_role ?? "", level: admin.level },
      ],
    };
    ctx.body = body;
  });

  return router;
}
