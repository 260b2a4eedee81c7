/**
 * A whole-run timed job (reconciliation, notices, session sweep…) is run by the one instance that
 * holds its lease; a crashed holder's lease runs out at `until` and another instance takes it
 * (decision 020).
 */
export interface JobLeasesTable {
  name: string;
  /** The instance id (PAYGPA_INSTANCE_ID) holding the lease. */
  holder: string;
  /** ISO-8601 UTC. */
  until: string;
}

/** One rate-limit window per route family and client address, shared by every instance (decision 009, 020). */
export interface RateLimitWindowsTable {
  /** `family address[ trainee]`. */
  key: string;
  /** ISO-8601 UTC: when the window's first request came. */
  started_at: string;
  hits: number;
}

/** The timed jobs' leases, part of the database the root composes (`src/database.ts`). */
export interface JobTables {
  job_leases: JobLeasesTable;
}

/** The rate limit's windows, part of the database the root composes (`src/database.ts`). */
export interface RateLimitTables {
  rate_limit_windows: RateLimitWindowsTable;
}
