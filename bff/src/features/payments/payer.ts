/**
 * Who is paying: a signed-in customer, a quick-pay token scoped to one account, or an admin. The
 * quick-pay token is a session row of kind 'quickpay' (idle limit as every session).
 */
import type { Context } from "koa";
import { ADMIN_LEVELS } from "../../contract/admin";
import { findAdminById } from "../admin-users/admin-users.repository";
import { bearerToken } from "../auth/guards";
import { deleteSession, insertSession, touchSession } from "../auth/sessions.repository";
import { hashToken, newToken } from "../auth/sessions.service";
import { forbidden, sessionExpired, unauthenticated } from "../../platform/http/errors";
import type { Services } from "../../services";
import { findSessionRow } from "./payments.repository";

export type Payer =
  | { kind: "customer"; tokenHash: string; personId: string; accountIds: readonly string[] }
  | { kind: "quickpay"; tokenHash: string; personId: string; accountId: string }
  | { kind: "admin"; tokenHash: string; adminId: number; level: number };

/** A quick-pay token for one account; the database keeps only its hash. */
export async function startQuickPaySession(
  services: Services,
  input: { accountId: string; personId: string },
): Promise<string> {
  const token = newToken();
  const at = services.clock.now().toISOString();
  await insertSession(services.db, {
    token_hash: hashToken(token),
    kind: "quickpay",
    person_id: input.personId,
    admin_id: null,
    username: `quickpay:${input.accountId}`,
    account_ids: JSON.stringify([input.accountId]),
    login_snapshot: "{}",
    created_at: at,
    last_activity_at: at,
  });
  return token;
}

/** The payer behind the bearer token; 401 when there is none or it ended. */
export async function requirePayer(ctx: Context, services: Services): Promise<Payer> {
  const token = bearerToken(ctx);
  if (!token) throw unauthenticated();
  const tokenHash = hashToken(token);
  const row = await findSessionRow(services.db, tokenHash);
  if (row?.kind === "quickpay") {
    const now = services.clock.now();
    if (now.getTime() - Date.parse(row.last_activity_at) > services.config.sessionIdleSeconds * 1000) {
      await deleteSession(services.db, tokenHash);
      throw sessionExpired();
    }
    await touchSession(services.db, tokenHash, now.toISOString());
    const [accountId] = JSON.parse(row.account_ids) as string[];
    if (!accountId || !row.person_id) throw unauthenticated();
    return { kind: "quickpay", tokenHash, personId: row.person_id, accountId };
  }
  const session = await services.sessions.resolve(token);
  if (session.kind === "customer") {
    return { kind: "customer", tokenHash, personId: session.personId, accountIds: session.accountIds };
  }
  const admin = await findAdminById(services.db, session.adminId);
  if (!admin) throw unauthenticated();
  return { kind: "admin", tokenHash, adminId: admin.id, level: admin.level };
}

/** Ownership of every account paid: the customer's own, the quick-pay token's one, or phoned-in staff. */
export function assertMayPay(payer: Payer, accountIds: readonly string[]): void {
  for (const accountId of accountIds) {
    if (payer.kind === "customer" && !payer.accountIds.includes(accountId)) throw forbidden();
    if (payer.kind === "quickpay" && payer.accountId !== accountId) throw forbidden();
  }
  if (payer.kind === "admin" && !(ADMIN_LEVELS.phonedIn as readonly number[]).includes(payer.level)) {
    throw forbidden();
  }
}
