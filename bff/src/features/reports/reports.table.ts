/** One run of the reconciliation of a day (beyond the spec): nightly or asked for by staff. */
export interface ReconciliationRunsTable {
  /** crypto.randomUUID() */
  id: string;
  /** The Guam calendar day compared, YYYY-MM-DD. */
  day: string;
  ran_at: string;
  /** 'nightly', or the admin's username. */
  ran_by: string;
  /** 'matched', 'differences' or 'failed' (a side did not answer). */
  outcome: "matched" | "differences" | "failed";
  gateway_count: number;
  recorded_count: number;
  billing_count: number;
  /** JSON: the list of differences, or the failure's reason. */
  differences: string;
}
