import { hashToken, newToken } from "../../platform/tokens";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../database";
import { sessionExpired, unauthenticated } from "../../platform/http/errors";
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
import type { SessionsTable } from "./sessions.table";

export interface CustomerSession {
  kind: "customer";
  tokenHash: string;
  personId: string;
  username: string;
  accountIds: readonly string[];
  loginSnapshot: unknown;
}

export interface AdminSession {
  kind: "admin";
  tokenHash: string;
  adminId: number;
  username: string;
}

export type Session = CustomerSession | AdminSession;

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
   * throws 401 when unknown or idle past the limit.
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
}

export function createSessionStore(db: Db, clock: Clock, idleSeconds: number): SessionStore {
  const idleMs = idleSeconds * 1000;

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
      if (!token) throw unauthenticated();
      const tokenHash = hashToken(token);
      const row = await findSession(db, tokenHash);
      if (!row) throw unauthenticated();
      const now = clock.now();
      if (isIdlePastLimit(row.last_activity_at, now, idleSeconds)) {
        await deleteSession(db, tokenHash);
        throw sessionExpired();
      }
      if (needsActivityWrite(row.last_activity_at, now, idleSeconds)) {
        await touchSession(db, tokenHash, now.toISOString());
      }
      if (row.kind === "admin" && row.admin_id !== null) {
        return { kind: "admin", tokenHash, adminId: row.admin_id, username: row.username };
      }
      if (row.kind === "customer" && row.person_id !== null) {
        // The login's answer is read by the `session` route only: parsed when
        // asked, not on every request (bench/README.md "Profiles").
        const snapshotText = row.login_snapshot;
        let snapshot: { value: unknown } | null = null;
        return {
          kind: "customer",
          tokenHash,
          personId: row.person_id,
          username: row.username,
          accountIds: JSON.parse(row.account_ids) as string[],
          get loginSnapshot(): unknown {
            snapshot ??= { value: JSON.parse(snapshotText) as unknown };
            return snapshot.value;
          },
        };
      }
      throw unauthenticated();
    },

    async end(token) {
      await deleteSession(db, hashToken(token));
    },

    async endAllSessionsOf(owner) {
      const result = await deleteSessionsOf(db, owner);
      return Number(result[0]?.numDeletedRows ?? 0);
    },

    async sweep() {
      const before = new Date(clock.now().getTime() - idleMs).toISOString();
      const result = await deleteSessionsIdleSince(db, before);
      return Number(result[0]?.numDeletedRows ?? 0);
    },
  };
}
