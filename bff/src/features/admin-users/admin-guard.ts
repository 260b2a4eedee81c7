import type { Context } from "koa";
import { ADMIN_LEVELS, adminMessages, type AdminArea, messages } from "@paygpa/contract";
import type { Db } from "../../database";
import { fail } from "../../platform/failures";
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
  if (session.kind !== "admin") throw fail.notAllowed("FORBIDDEN", messages.forbidden);
  const admin = await findAdminById(deps.db, session.adminId);
  if (!admin) throw fail.notSignedIn("UNAUTHENTICATED", messages.notSignedIn);
  if (area && !(ADMIN_LEVELS[area] as readonly number[]).includes(admin.level))
    throw fail.notAllowed("FORBIDDEN", adminMessages.notAllowed);
  return { ...session, level: admin.level };
}
