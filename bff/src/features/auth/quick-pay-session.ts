/**
 * Quick pay's token (spec 002 §2 'Quick Pay'): a session row of kind 'quickpay' scoped to the one
 * account whose zip was checked, with the idle limit of every session. The database keeps its hash.
 */
import type { Clock } from "../../platform/clock";
import type { Db } from "../../database";
import { fail } from "../../platform/failures";
import { messages } from "@paygpa/contract";
import { hashToken, newToken } from "../../platform/tokens";
import { isIdlePastLimit, needsActivityWrite } from "./session-idle";
import { deleteSession, findSession, insertSession, touchSession } from "./sessions.repository";

export async function startQuickPaySession(
  deps: { db: Db; clock: Clock },
  input: { accountId: string; personId: string },
): Promise<string> {
  const token = newToken();
  const at = deps.clock.now().toISOString();
  await insertSession(deps.db, {
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

/**
 * The quick-pay session of a token hash, touched; null when the token is not a quick-pay one (it may
 * be a customer's or an admin's session). 401 when it went idle past the limit.
 */
export async function resolveQuickPaySession(
  deps: { db: Db; clock: Clock; idleSeconds: number },
  tokenHash: string,
): Promise<{ accountId: string; personId: string } | null> {
  const row = await findSession(deps.db, tokenHash);
  if (row?.kind !== "quickpay") return null;
  const now = deps.clock.now();
  if (isIdlePastLimit(row.last_activity_at, now, deps.idleSeconds)) {
    await deleteSession(deps.db, tokenHash);
    throw fail.notSignedIn("SESSION_EXPIRED", messages.sessionExpired);
  }
  if (needsActivityWrite(row.last_activity_at, now, deps.idleSeconds)) {
    await touchSession(deps.db, tokenHash, now.toISOString());
  }
  const [accountId] = JSON.parse(row.account_ids) as string[];
  if (!accountId || !row.person_id) throw fail.notSignedIn("UNAUTHENTICATED", messages.notSignedIn);
  return { accountId, personId: row.person_id };
}
