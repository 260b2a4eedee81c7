import type { Context } from "koa";
import { messages } from "@paygpa/contract";
import { fail } from "../../platform/failures";
import type { CustomerSession, Session, SessionStore } from "./sessions.service";

const forbidden = () => fail.notAllowed("FORBIDDEN", messages.forbidden);

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

/**
 * The ownership rule: a customer may touch only the accounts listed at login. Fails not-allowed (403) with no
 * data otherwise, before billing is ever asked.
 */
export function assertOwnsAccount(session: CustomerSession, accountId: string): void {
  if (!session.accountIds.includes(accountId)) throw forbidden();
}

export function assertOwnsPerson(session: CustomerSession, personId: string): void {
  if (session.personId !== personId) throw forbidden();
}
