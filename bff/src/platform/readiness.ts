/**
 * The BFF is ready (decision 023) when its database answers a query and the billing system
 * answers at all: without billing no customer screen loads. The gateway is not checked: quick pay
 * and the dashboard still serve without it, and its outage shows as refused payments.
 */
import { reasonOf } from "@paygpa/runtime/health";
import type { Kysely } from "kysely";
import { databaseAnswers } from "./db/readiness.repository";

export interface ReadinessDeps<DB> {
  db: Kysely<DB>;
  ccbUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function bffReadiness<DB>(deps: ReadinessDeps<DB>): () => Promise<string | null> {
  const fetchIt = deps.fetch ?? fetch;
  return async () => {
    try {
      await databaseAnswers(deps.db);
    } catch (error) {
      return `the database does not answer: ${reasonOf(error)}`;
    }
    try {
      // Any answer below 500 means billing is there (the real system has no /health; the simulator has).
      const answer = await fetchIt(new URL("/health", deps.ccbUrl), {
        signal: AbortSignal.timeout(deps.timeoutMs ?? 1_500),
      });
      return answer.status < 500 ? null : `billing answered ${answer.status}`;
    } catch (error) {
      return `billing is not reachable: ${reasonOf(error)}`;
    }
  };
}
