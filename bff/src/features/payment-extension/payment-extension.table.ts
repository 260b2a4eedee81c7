/** A payment extension (decision 045): the promise, billing's pay plan id, its reminder and broken notice. */
export interface PaymentExtensionsTable {
  extension_id: string;
  account_id: string;
  /** The account's main person: the reminder's e-mail and text go to them. */
  person_id: string;
  pay_plan_id: string;
  /** The due date of the bill the extension moves (YYYY-MM-DD). */
  bill_due_date: string;
  promise_date: string;
  amount_cents: number;
  status: "active" | "kept" | "broken" | "cancelled";
  /** 'customer', or the clerk's username for a phoning customer. */
  requested_by: string;
  requested_at: string;
  /** The utility day it was asked for: "once per M months" counts from it. */
  requested_on: string;
  ended_on: string | null;
  ended_by: string | null;
  reminder_sent_at: string | null;
  /** When the broken-promise notice was claimed (queued with its claim, once). */
  broken_notice_sent_at: string | null;
}
