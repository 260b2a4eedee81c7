/** A change of an account's due day (decision 047): who asked, and the first bill billing said it brings. */
export interface DueDateChangesTable {
  change_id: string;
  account_id: string;
  due_day: number;
  /** The day the account's bills were due on before (null while they followed the bill date). */
  previous_due_day: number | null;
  first_bill_date: string;
  first_due_date: string;
  /** 'customer', or the clerk's username for a phoning customer. */
  requested_by: string;
  requested_at: string;
  /** The utility day it was made: "once every 12 months" counts from it. */
  requested_on: string;
}
