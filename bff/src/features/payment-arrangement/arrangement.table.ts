/** The payment arrangement's own tables (migration 2026-11-24T06-00-00). */
export interface ArrangementDraftsTable {
  person_id: string;
  account_id: string;
  full_name: string;
  email_address: string;
  premise_address: string;
  balance_cents: number;
  dep_amount_cents: number;
  dep_credit_cents: number;
  /** 0/1 */
  apply_deposit: number;
  deposit_stopped_at: string | null;
  case_id: string | null;
  customer_contact_id: string | null;
  case_status: string | null;
  case_amount_cents: number | null;
  started_at: string;
  updated_at: string;
}

export interface ArrangementPaymentsTable {
  invoice: string;
  person_id: string;
  account_id: string;
  amount_cents: number;
  /** 0/1: counted toward the draft once approved. */
  counted: number;
  created_at: string;
}

export interface ArrangementFormsTable {
  id: string;
  case_id: string;
  account_id: string;
  person_id: string;
  customer_contact_id: string;
  email_address: string;
  file_name: string;
  stored_path: string;
  content_type: string;
  size: number;
  sha256: string;
  barcode_status: "matched" | "needs review";
  review_status: "submitted" | "approved" | "rejected";
  review_note: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  uploaded_at: string;
}
