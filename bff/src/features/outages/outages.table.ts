import type { Generated } from "kysely";

/**
 * Every outage report a customer makes is written here first (decision 046), then delivered to the
 * outage system as a trouble call by a worker that claims one row at a time (the mail outbox's
 * claims, decision 020): a report taken while the outage system is down is kept and delivered
 * once when it is back, whichever BFF instance holds it. `report_id` is the call's `outageCallId`,
 * so a delivery repeated after a lost answer is the same call. A "power is back" and a "still out"
 * go as the customer's callback response about `outage_id` (NMS Generic IVR Adapter, "Callback
 * Responses"), through the same outbox. Rows of `status` `kept` are power-backs from before that.
 */
export interface OutageReportsTable {
  id: Generated<number>;
  report_id: string;
  kind: "report" | "still-out" | "power-back";
  account_id: string;
  premise_id: string;
  person_id: string;
  problem: string;
  /** The outage the customer answered about (power back, still out), or the one the report joined. */
  outage_id: string | null;
  joined_known_outage: number;
  reported_at: string;
  /** `queued` (to deliver), `delivered`, `given-up` (the outage system does not know the premise or job), `kept` (older power-backs). */
  status: string;
  attempts: number;
  delivered_at: string | null;
  last_error: string | null;
  claimed_by: string | null;
  claimed_until: string | null;
  /** The outage system's id for the delivered call (or callback answer); null until delivered. */
  oms_call_id: Generated<string | null>;
}

/**
 * A status page's ticket to poll with (decision 046): the premises it may read, until the idle
 * limit after the page was loaded. Polling with it never touches the customer's session, so the
 * page does not keep an idle session alive. Only the ticket's hash is kept.
 */
export interface OutageWatchesTable {
  ticket_hash: string;
  /** JSON: [{ accountId, premiseId, address }]. */
  premises: string;
  expires_at: string;
}
