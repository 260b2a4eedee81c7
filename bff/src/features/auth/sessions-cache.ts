/**
 * This instance's memory of the sessions it resolved (decision 034), so that a signed-in request does
 * not read its session row every time. It is only as good as what tells it of revocations
 * (`sessions-revocations.ts`): while that cannot vouch for it, nothing is served from it and nothing
 * is kept. A session is served from it only while its recorded activity is younger than the step
 * at which the activity is written again (`session-idle.ts`): past that, the row is read as before,
 * so the idle limit and its sliding refresh are decided on the database's value, never on a copy.
 */
import type { Session } from "./session-kinds";

/** How many sessions one instance remembers; the oldest remembered is forgotten first. */
const REMEMBERED_LIMIT = 10_000;

export interface CachedSession {
  readonly session: Session;
  /** The session's last activity as the database held it when it was read. */
  readonly lastActivityAt: string;
}

/** What keeps the cache honest: it says whether the cache may be trusted right now. */
export interface RevocationWatch {
  /** Whether every revocation up to now has reached the cache (checked before each use). */
  vouches(): boolean;
  close(): Promise<void>;
}

export interface SessionCache {
  /** The remembered session for a token's hash, if the cache is trusted now. */
  recall(tokenHash: string): CachedSession | undefined;
  /**
   * A mark to take before reading a row from the database, handed back to `remember`: a
   * revocation that arrives between the read and `remember` makes it keep nothing.
   */
  mark(): number;
  remember(tokenHash: string, entry: CachedSession, mark: number): void;
  forget(tokenHash: string): void;
  forgetAll(): void;
}

export function createSessionCache(): SessionCache & { watchedBy(watch: RevocationWatch): void } {
  const entries = new Map<string, CachedSession>();
  // Moves on every revocation: a row read before one may not be remembered after it.
  let epoch = 0;
  let watch: RevocationWatch | null = null;

  const forgetAll = () => {
    epoch += 1;
    entries.clear();
  };

  return {
    watchedBy(next) {
      watch = next;
    },
    recall(tokenHash) {
      if (!watch?.vouches()) return undefined;
      return entries.get(tokenHash);
    },
    mark: () => epoch,
    remember(tokenHash, entry, mark) {
      // Asked after the mark too: asking may itself find a revocation (SQLite's counter moved).
      if (mark !== epoch || !watch?.vouches() || mark !== epoch) return;
      if (entries.size >= REMEMBERED_LIMIT && !entries.has(tokenHash)) {
        entries.delete(entries.keys().next().value as string);
      }
      entries.set(tokenHash, entry);
    },
    forget(tokenHash) {
      epoch += 1;
      entries.delete(tokenHash);
    },
    forgetAll,
  };
}
