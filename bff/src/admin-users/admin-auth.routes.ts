import { Router } from "@koa/router";
import { AdminLoginRequest, type AdminLoginResponse } from "../contract/admin";
import { adminMessages } from "../contract/messages";
import { bearerToken } from "../auth/guards";
import { verifyPassword } from "../auth/password";
import { recordAudit } from "../auth/sessions.repository";
import { limitPerAddress } from "../http/rate-limit";
import { parseInput } from "../http/validate";
import type { Services } from "../services";
import { findAdminById, findAdminByUsername } from "./admin-users.repository";

/** A stand-in hash so that an unknown username costs the same time as a wrong password. */
const DUMMY_HASH = `scrypt$${"00".repeat(16)}$${"00".repeat(32)}`;

export function adminAuthRoutes(services: Services): Router {
  const router = new Router();

  router.post("/api/v1/login", limitPerAddress(services, "login"), async (ctx) => {
    const { username, password } = parseInput(AdminLoginRequest, ctx.request.body);
    const previous = bearerToken(ctx);
    if (previous) await services.sessions.end(previous);
    const admin = await findAdminByUsername(services.db, username);
    const valid = await verifyPassword(password, admin?.password_hash ?? DUMMY_HASH);
    const at = services.clock.now().toISOString();
    if (!admin || !valid) {
      await recordAudit(services.db, { at, actor: username, action: "admin-login-failed" });
      const failed: AdminLoginResponse = { status: "Failed", message: adminMessages.loginFailed, result: [] };
      ctx.body = failed;
      return;
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
