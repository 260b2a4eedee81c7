import type { Generated } from "kysely";

/** One wrong billing zip typed for an account, by sign-up or quick pay (the per-account guard). */
export interface ZipFailuresTable {
  id: Generated<number>;
  account_id: string;
  /** Which flow it was typed in: 'sign-up' or 'quick-pay'. */
  flow: string;
  at: string;
}
