import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { type CachedSession, createSessionCache, type RevocationWatch } from "./sessions-cache";
import { sqliteRevocationCounter } from "./sessions-revocations";

const entry = (username: string): CachedSession => ({
  session: { kind: "admin", tokenHash: "h", adminId: 1, username },
  lastActivityAt: "2026-12-01T10:00:00.000Z",
});

/** As `resolve` does on a miss: look, take the mark, read the row (here: at once), remember. */
function readAndRemember(cache: ReturnType<typeof createSessionCache>, tokenHash: string, username: string) {
  cache.recall(tokenHash);
  const mark = cache.mark();
  cache.remember(tokenHash, entry(username), mark);
}

function watched(vouching: { now: boolean }) {
  const cache = createSessionCache();
  const watch: RevocationWatch = { vouches: () => vouching.now, close: async () => undefined };
  cache.watchedBy(watch);
  return cache;
}

describe("the session cache", () => {
  it("serves what it remembered while its watch vouches for it, and nothing while it does not", () => {
    const vouching = { now: true };
    const cache = watched(vouching);
    readAndRemember(cache, "h", "a");
    expect(cache.recall("h")?.session.username).toBe("a");
    vouching.now = false;
    expect(cache.recall("h")).toBeUndefined();
    readAndRemember(cache, "k", "b");
    vouching.now = true;
    expect(cache.recall("k")).toBeUndefined();
  });

  it("keeps nothing read before a revocation that arrived while the row was being read", () => {
    const cache = watched({ now: true });
    const mark = cache.mark();
    cache.forget("other"); // a revocation heard while this request awaited its row
    cache.remember("h", entry("a"), mark);
    expect(cache.recall("h")).toBeUndefined();
  });
});

describe("the SQLite revocation counter", () => {
  function database() {
    const sqlite = new SQLite(":memory:");
    sqlite.exec(`CREATE TABLE sessions (token_hash text PRIMARY KEY);
      CREATE TABLE session_revocations (id integer PRIMARY KEY, generation integer NOT NULL);
      INSERT INTO session_revocations VALUES (1, 7);
      CREATE TRIGGER sessions_revoked AFTER DELETE ON sessions BEGIN
        INSERT INTO session_revocations (id, generation) VALUES (1, abs(random() % 1000000000000))
          ON CONFLICT (id) DO UPDATE SET generation = generation + 1;
      END;
      INSERT INTO sessions VALUES ('h'), ('k');`);
    return sqlite;
  }

  it("empties the cache when any session row is deleted, by whatever statement", () => {
    const sqlite = database();
    const cache = createSessionCache();
    cache.watchedBy(sqliteRevocationCounter(sqlite, cache));
    readAndRemember(cache, "h", "a");
    expect(cache.recall("h")?.session.username).toBe("a");
    sqlite.exec("DELETE FROM sessions WHERE token_hash = 'k'");
    expect(cache.recall("h")).toBeUndefined();
  });

  it("vouches for nothing without its counter (not migrated, or emptied by a reset)", () => {
    const sqlite = database();
    const cache = createSessionCache();
    cache.watchedBy(sqliteRevocationCounter(sqlite, cache));
    sqlite.exec("DELETE FROM session_revocations");
    readAndRemember(cache, "h", "a");
    expect(cache.recall("h")).toBeUndefined();
    // The next deleted session brings the counter back, at a value never seen before.
    sqlite.exec("DELETE FROM sessions WHERE token_hash = 'k'");
    readAndRemember(cache, "h", "a");
    expect(cache.recall("h")?.session.username).toBe("a");
  });
});
