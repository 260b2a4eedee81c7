import { hashToken, newToken } from "../../platform/tokens";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../database";
import { messages } from "@paygpa/contract";
import { fail } from "../../platform/failures";
import {
  deleteSession,
  deleteSessionsIdleSince,
  deleteSessionsOf,
  findSession,
  insertSession,
  type SessionOwner,
  touchSession,
} from "./sessions.repository";
import { isIdlePastLimit, needsActivityWrite } from "./session-idle";
import type { Session } from "./session-kinds";
import { createSessionCache } from "./sessions-cache";
import { watchSessionRevocations } from "./sessions-revocations";
import type { SessionRow } from "./sessions.repository";
import type { SessionsTable } from "./sessions.table";

const notSignedIn = () => fail.notSignedIn("UNAUTHENTICATED", messages.notSignedIn);
const sessionExpired = () => fail.notSignedIn("SESSION_EXPIRED", messages.sessionExpired);

export type { AdminSession, CustomerSession, Session } from "./session-kinds";

export interface SessionStore {
  startCustomerSession(input: {
    personId: string;
    username: string;
    accountIds: string[];
    loginSnapshot: unknown;
  }): Promise<string>;
  startAdminSession(input: { adminId: number; username: string }): Promise<string>;
  /**
   * The live session for a token, its activity recorded (at most every 30 s: `session-idle.ts`);
   * fails not-signed-in when unknown or idle past the limit. Served from this instance's cache
   * while the recorded activity is younger than that step and no revocation has been heard
   * (decision 034); read from the database otherwise.
   */
  resolve(token: string | null): Promise<Session>;
  end(token: string): Promise<void>;
  /**
   * Ends every session of one customer or admin, on every device: called whenever their password
   * changes (reset, change), so a stolen session does not outlive the password it was opened with.
   * Answers how many ended.
   */
  endAllSessionsOf(owner: SessionOwner): Promise<number>;
  /** Removes every session idle past the limit. */
  sweep(): Promise<number>;
  /** Whether the cache may serve now: every revocation heard (decision 034). */
  hearsRevocations(): boolean;
  /** Stops hearing revocations (PostgreSQL: closes the listening connection). */
  close(): Promise<void>;
}

/** The session a row stands for; null for a row no sign-in may use (a quick pay's). */
function sessionOfRow(row: SessionRow): Session | null {
  if (row.kind === "admin" && row.admin_id !== null) {
    return { kind: "admin", tokenHash: row.token_hash, adminId: row.admin_id, username: row.username };
  }
  if (row.kind !== "customer" || row.person_id === null) return null;
  // The login's answer is read by the `session` route only: parsed when asked, not on every
  // request (bench/README.md "Profiles"), and once per cached session.
  const snapshotText = row.login_snapshot;
  let snapshot: { value: unknown } | null = null;
  return {
    kind: "customer",
    tokenHash: row.token_hash,
    personId: row.person_id,
    username: row.username,
    accountIds: Object.freeze(JSON.parse(row.account_ids) as string[]),
    get loginSnapshot(): unknown {
      snapshot ??= { value: JSON.parse(snapshotText) as unknown };
      return snapshot.value;
    },
  };
}

export function createSessionStore(db: Db, clock: Clock, idleSeconds: number): SessionStore {
  const idleMs = idleSeconds * 1000;
  const cache = createSessionCache();
  const watch = watchSessionRevocations(db, cache);
  cache.watchedBy(watch);

  async function start(row: Omit<SessionsTable, "token_hash" | "created_at" | "last_activity_at">) {
    const token = newToken();
    const at = clock.now().toISOString();
    await insertSession(db, { ...row, token_hash: hashToken(token), created_at: at, last_activity_at: at });
    return token;
  }

  return {
    startCustomerSession: ({ personId, username, accountIds, loginSnapshot }) =>
      start({
        kind: "customer",
        person_id: personId,
        admin_id: null,
        username,
        account_ids: JSON.stringify(accountIds),
        login_snapshot: JSON.stringify(loginSnapshot),
      }),

    startAdminSession: ({ adminId, username }) =>
      start({
        kind: "admin",
        person_id: null,
        admin_id: adminId,
        username,
        account_ids: "[]",
        login_snapshot: "{}",
      }),

    async resolve(token) {
      if (!token) throw notSignedIn();
      const tokenHash = hashToken(token);
      const now = clock.now();
      const cached = cache.recall(tokenHash);
      // Within the activity step nothing would be written and the limit is far: the copy serves.
      if (cached && !needsActivityWrite(cached.lastActivityAt, now, idleSeconds)) return cached.session;
      const mark = cache.mark();
      const row = await findSession(db, tokenHash);
      if (!row) throw notSignedIn();
      if (isIdlePastLimit(row.last_activity_at, now, idleSeconds)) {
        await deleteSession(db, tokenHash);
        cache.forget(tokenHash);
        throw sessionExpired();
      }
      let lastActivityAt = row.last_activity_at;
      if (needsActivityWrite(lastActivityAt, now, idleSeconds)) {
        lastActivityAt = now.toISOString();
        await touchSession(db, tokenHash, lastActivityAt);
      }
      const session = sessionOfRow(row);
      if (!session) throw notSignedIn();
      cache.remember(tokenHash, { session, lastActivityAt }, mark);
      return session;
    },

    async end(token) {
      const tokenHash = hashToken(token);
      await deleteSession(db, tokenHash);
      // Other instances hear it from the database (sessions-revocations.ts); this one at once.
      cache.forget(tokenHash);
    },

    async endAllSessionsOf(owner) {
      const result = await deleteSessionsOf(db, owner);
      cache.forgetAll();
      return Number(result[0]?.numDeletedRows ?? 0);
    },

    async sweep() {
      const before = new Date(clock.now().getTime() - idleMs).toISOString();
      const result = await deleteSessionsIdleSince(db, before);
      return Number(result[0]?.numDeletedRows ?? 0);
    },

    hearsRevocations: () => watch.vouches(),
    close: () => watch.close(),
  };
}
