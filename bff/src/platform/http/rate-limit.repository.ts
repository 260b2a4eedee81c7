import { type Executor, tablesOf } from "../db/database";
import type { RateLimitTables } from "../jobs/jobs.table";

const rateLimitTables = tablesOf<RateLimitTables>();

/**
 * Counts one request in its key's window, atomically, in one statement every instance can run at
 * the same moment (an upsert, the same SQL on SQLite and PostgreSQL): a window that started at or
 * before `endedBefore` starts again at `now` with this request. Answers the window after the count.
 */
export function countHit<DB extends RateLimitTables>(
  db: Executor<DB>,
  hit: { key: string; now: string; endedBefore: string },
) {
  return rateLimitTables(db)
    .insertInto("rate_limit_windows")
    .values({ key: hit.key, started_at: hit.now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => {
        const ended = eb("rate_limit_windows.started_at", "<=", hit.endedBefore);
        return {
          hits: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb("rate_limit_windows.hits", "+", 1))
            .end(),
          started_at: eb.case().when(ended).then(hit.now).else(eb.ref("rate_limit_windows.started_at")).end(),
        };
      }),
    )
    .returning(["hits", "started_at"])
    .executeTakeFirstOrThrow();
}

/** Forgets windows that started before a moment (ended ones), or every window (null). */
export async function forgetWindowsStartedBefore<DB extends RateLimitTables>(
  db: Executor<DB>,
  before: string | null,
): Promise<void> {
  let query = rateLimitTables(db).deleteFrom("rate_limit_windows");
  if (before !== null) query = query.where("started_at", "<", before);
  await query.execute();
}
