/**
 * A trainer's step keeps the customer logged in (decision 029): with `keepSessions` the
 * clock's move is not time anyone was idle, so every session's last activity moves on by the same
 * amount. A session already idle past the limit stays so; without the option the time passed counts
 * as idle, as QA uses it to cross the 15-minute limit.
 */
import type { Db } from "../database";

/** Moves every session's last activity on by `ms` (nothing for a move back); answers how many. */
export async function moveSessionsAlong(db: Db, ms: number): Promise<number> {
  if (ms <= 0) return 0;
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("sessions").select(["token_hash", "last_activity_at"]).execute();
    for (const row of rows) {
      await trx
        .updateTable("sessions")
        .set({ last_activity_at: new Date(Date.parse(row.last_activity_at) + ms).toISOString() })
        .where("token_hash", "=", row.token_hash)
        .execute();
    }
    return rows.length;
  });
}
