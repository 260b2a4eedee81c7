import type { Generated } from "kysely";

/** A Customer Feedback message; also sent to billing as a customer contact. */
export interface HelpRequestsTable {
  id: Generated<number>;
  person_id: string;
  account_id: string;
  email: string;
  full_name: string;
  contact_type: "TECHNICAL" | "COMPLAINT";
  message: string;
  created_at: string;
  /** Billing's customer contact id, once billing took it. */
  customer_contact_id: string | null;
}
