import { type Executor, tablesOf } from "../db/database";
import type { JobTables } from "./jobs.table";

const jobTables = tablesOf<JobTables>();

/**
 * Takes the lease of a job for `holder` until `until` when it is free, ran out (`until <= now`) or is
 * already the holder's: one atomic upsert, the same SQL on SQLite and PostgreSQL. Answers whether
 * `holder` holds it now.
 */
export async function takeLease<DB extends JobTables>(
  db: Executor<DB>,
  lease: { name: string; holder: string; now: string; until: string },
): Promise<boolean> {
  const taken = await jobTables(db)
    .insertInto("job_leases")
    .values({ name: lease.name, holder: lease.holder, until: lease.until })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet({ holder: lease.holder, until: lease.until })
        .where((eb) =>
          eb.or([eb("job_leases.until", "<=", lease.now), eb("job_leases.holder", "=", lease.holder)]),
        ),
    )
    .returning("holder")
    .executeTakeFirst();
  return taken?.holder === lease.holder;
}

/** Gives a lease back at the end of a run, so the next run (on any instance) need not wait for it to run out. */
export async function releaseLease<DB extends JobTables>(
  db: Executor<DB>,
  lease: { name: string; holder: string; now: string },
) {
  await jobTables(db)
    .updateTable("job_leases")
    .set({ until: lease.now })
    .where("name", "=", lease.name)
    .where("holder", "=", lease.holder)
    .execute();
}

/** Who holds a job's lease and until when (tests, the operations view). */
export function leaseOf<DB extends JobTables>(db: Executor<DB>, name: string) {
  return jobTables(db).selectFrom("job_leases").selectAll().where("name", "=", name).executeTakeFirst();
}
