import type { Kysely } from "kysely";
import type { JobTables } from "./jobs.table";
import { releaseLease, takeLease } from "./job-lease.repository";

/** What a lease or a row claim needs: the database and who this instance is (decision 020). */
export interface LeaseDeps<DB extends JobTables = JobTables> {
  db: Kysely<DB>;
  config: { readonly instanceId: string; readonly jobLeaseSeconds: number };
}

/**
 * The moment a claim made now runs out. Leases and claims are about processes staying alive, so
 * they use the machine's time, never the settable business clock (a demo moving its clock by days
 * must not free or freeze a claim).
 */
export function claimWindow(config: LeaseDeps["config"], at: Date = new Date()) {
  return {
    holder: config.instanceId,
    now: at.toISOString(),
    until: new Date(at.getTime() + config.jobLeaseSeconds * 1000).toISOString(),
  };
}

/**
 * Runs a whole-run job only on the instance holding its lease; another instance's run is not
 * waited for (`whenHeldElsewhere` is answered). The lease is given back when the run ends; a
 * crashed holder's lease runs out after `jobLeaseSeconds` and the next instance takes it over.
 */
export async function withJobLease<T, DB extends JobTables>(
  deps: LeaseDeps<DB>,
  name: string,
  run: () => Promise<T>,
  whenHeldElsewhere: T,
): Promise<T> {
  const window = claimWindow(deps.config);
  if (!(await takeLease(deps.db, { name, ...window }))) return whenHeldElsewhere;
  try {
    return await run();
  } finally {
    await releaseLease(deps.db, { name, holder: window.holder, now: new Date().toISOString() });
  }
}
