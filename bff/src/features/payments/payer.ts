/**
 * Who is paying: a signed-in customer, a quick-pay token scoped to one account, or an admin. The
 * quick-pay token is a session row of kind 'quickpay' (idle limit as every session).
 */
import type { Context } from "koa";
import { ADMIN_LEVELS, messages } from "@paygpa/contract";
import { findAdminById } from "../admin-users";
import { bearerToken, resolveQuickPaySession } from "../auth";
import { fail } from "../../platform/failures";
import { hashToken } from "../../platform/tokens";
import type { Services } from "../../services";

const notSignedIn = () => fail.notSignedIn("UNAUTHENTICATED", messages.notSignedIn);
const notAllowed = () => fail.notAllowed("FORBIDDEN", messages.forbidden);

export type Payer =
  | { kind: "customer"; tokenHash: string; personId: string; accountIds: readonly string[] }
  | { kind: "quickpay"; tokenHash: string; personId: string; accountId: string }
  | { kind: "admin"; tokenHash: string; adminId: number; level: number }
  /** An AutoPay draft (decision 031): no session; the enrolment's person, its one account. */
  | { kind: "autopay"; enrolmentId: string; personId: string; accountId: string };

/** The payer behind the bearer token; 401 when there is none or it ended. */
export async function requirePayer(
  ctx: Context,
  services: Pick<Services, "clock" | "config" | "db" | "sessions">,
): Promise<Payer> {
  const token = bearerToken(ctx);
  if (!token) throw notSignedIn();
  const tokenHash = hashToken(token);
  const quickPay = await resolveQuickPaySession(
    { db: services.db, clock: services.clock, idleSeconds: services.config.sessionIdleSeconds },
    tokenHash,
  );
  if (quickPay) return { kind: "quickpay", tokenHash, ...quickPay };
  const session = await services.sessions.resolve(token);
  if (session.kind === "customer") {
    return { kind: "customer", tokenHash, personId: session.personId, accountIds: session.accountIds };
  }
  const admin = await findAdminById(services.db, session.adminId);
  if (!admin) throw notSignedIn();
  return { kind: "admin", tokenHash, adminId: admin.id, level: admin.level };
}

/** Ownership of every account paid: the customer's own, the quick-pay token's one, or phoned-in staff. */
export function assertMayPay(payer: Payer, accountIds: readonly string[]): void {
  for (const accountId of accountIds) {
    if (payer.kind === "customer" && !payer.accountIds.includes(accountId)) throw notAllowed();
    if ((payer.kind === "quickpay" || payer.kind === "autopay") && payer.accountId !== accountId) {
      throw notAllowed();
    }
  }
  if (payer.kind === "admin" && !(ADMIN_LEVELS.phonedIn as readonly number[]).includes(payer.level)) {
    throw notAllowed();
  }
}
