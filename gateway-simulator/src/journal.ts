/**
 * What the gateway records of its traffic, for QA (`/__control/journal`, `/__control/outbox`): the
 * request journal and the relay outbox, each bounded.
 */
import type { InjectedFault } from "@paygpa/simulator-kit/control-api";
import type { RelayFields } from "./protocol/relay-response";

/** Route groups of the public API: the hosted page, the direct transaction API, the Search API. */
export const ROUTE_GROUPS = ["payment", "transaction", "search"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export interface JournalEntry {
  id: number;
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  route: RouteGroup | null;
  status: number;
  durationMs: number;
  headers: Record<string, string>;
  /** The parsed body, with card numbers masked and CVV and passwords removed. */
  body: unknown;
  /** Why the simulator refused the request, when it did. */
  note?: string;
  /** Set when an injected fault shaped the answer. */
  fault?: InjectedFault;
}

/** "late": held back by a scenario, sent at `dueAt` (and then recorded again as delivered or failed). */
export type RelayStatus = "delivered" | "failed" | "dropped" | "late";

export interface OutboxEntry {
  id: number;
  at: string;
  url: string;
  transactionTag: number;
  invoice: string;
  status: RelayStatus;
  /** HTTP status of the relay target's answer; null when there was none. */
  responseStatus: number | null;
  error?: string;
  /** When a late relay will be sent. */
  dueAt?: string;
  /** "relay" (the default), a Relay Response Retry, or a Silent Post copy. */
  kind?: "relay" | "retry" | "silent-post";
  /** Whether the answer acknowledged the transaction (HTTP 200 with `X_GGE4_TRANSACTION_ID`). */
  acknowledged?: boolean;
  fields: RelayFields;
}

/** A scenario's hold on relay responses: all lost, or each sent late (docs/qa-guide.md). */
export type RelayHold = { lost: true } | { delaySeconds: number };

/** How many entries the journal and the outbox each keep. */
export const MAX_LOG_ENTRIES = 1000;

/** Appends to a bounded log, dropping its oldest entry past MAX_LOG_ENTRIES. */
export function appendBounded<T>(log: T[], entry: T): T {
  log.push(entry);
  if (log.length > MAX_LOG_ENTRIES) log.shift();
  return entry;
}
