import type { Context } from "koa";
import { ADMIN_LEVELS, type AdminArea } from "../../contract/admin";
import { adminMessages } from "../../contract/messages";
import { findAdminById } from "../admin-users/admin-users.repository";
import type { Db } from "../../platform/db/database";
import { forbidden, unauthenticated } from "../../platform/http/errors";
import type { AdminSession, CustomerSession, Session, SessionStore } from "./sessions.service";

/** The bearer token of a request, or null. */
export function bearerToken(ctx: Context): string | null {
  const header = ctx.get("authorization");
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export async function requireSession(ctx: Context, sessions: SessionStore): Promise<Session> {
  return sessions.resolve(bearerToken(ctx));
}

export async function requireCustomer(ctx: Context, sessions: SessionStore): Promise<CustomerSession> {
  const session = await requireSession(ctx, sessions);
  if (session.kind !== "customer") throw forbidden();
  return session;
}

/** An admin whose level allows the area; the level is read from the database on every call. */
export async function requireAdmin(
  ctx: Context,
  deps: { sessions: SessionStore; db: Db },
  area: AdminArea,
): Promise<AdminSession & { level: number }> {
  const session = await requireSession(ctx, deps.sessions);
  if (session.kind !== "admin") throw forbidden();
  const admin = await findAdminById(deps.db, session.adminId);
  if (!admin) throw unauthenticated();
  if (!(ADMIN_LEVELS[area] as readonly number[]).includes(admin.level))
    throw forbidden(adminMessages.notAllowed);
  return { ...session, level: admin.level };
}

/**
 * The ownership rule: a customer may touch only the accounts listed at login. Answers 403 with no
 * data otherwise, before billing is ever asked.
 */
export function assertOwnsAccount(session: CustomerSession, accountId: string): void {
  if (!session.accountIds.includes(accountId)) throw forbidden();
}

export function assertOwnsPerson(session: CustomerSession, personId: string): void {
  if (session.personId !== personId) throw forbidden();
}
