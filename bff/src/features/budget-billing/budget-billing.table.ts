/** A budget billing enrolment (decision 043): who agreed to which terms, when; when it ended. */
export interface BudgetEnrolmentsTable {
  enrolment_id: string;
  account_id: string;
  status: "active" | "left";
  /** The monthly amount billing set when the account enrolled, in cents. */
  budget_amount_cents: number;
  /** The version of the consent text agreed to (`BUDGET_CONSENT.version`). */
  consent_version: string;
  /** 'customer', or the clerk's username for a phoning customer. */
  enrolled_by: string;
  enrolled_at: string;
  left_by: string | null;
  left_at: string | null;
}
