import type { Context } from "koa";
import { ADMIN_LEVELS, adminMessages, type AdminArea } from "@paygpa/contract";
import type { Db } from "../../database";
import { forbidden, unauthenticated } from "../../platform/http/errors";
import { type AdminSession, requireSession, type SessionStore } from "../auth";
import { findAdminById } from "./admin-users.repository";

/**
 * An admin whose level allows the area (any admin when no area is named); the level is read from
 * the database on every call, so a role changed in the back office applies at once.
 */
export async function requireAdmin(
  ctx: Context,
  deps: { sessions: SessionStore; db: Db },
  area?: AdminArea,
): Promise<AdminSession & { level: number }> {
  const session = await requireSession(ctx, deps.sessions);
  if (session.kind !== "admin") throw forbidden();
  const admin = await findAdminById(deps.db, session.adminId);
  if (!admin) throw unauthenticated();
  if (area && !(ADMIN_LEVELS[area] as readonly number[]).includes(admin.level))
    throw forbidden(adminMessages.notAllowed);
  return { ...session, level: admin.level };
}
