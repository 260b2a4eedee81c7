/** The way from the dashboard's account row to its "Due date" screen (decision 047): billed accounts only. */
import { type AccountSummaryLine, dueDateMessages } from "@paygpa/contract";
import { Link } from "@remix-run/react";

export function DueDateLink({ line }: { line: AccountSummaryLine }) {
  if (line.accountType !== "postpaid") return null;
  return (
    <Link
      to={`/dashboard/due-date/${line.accID}`}
      className="block min-h-6 font-semibold text-brand-700 underline"
      aria-label={`${dueDateMessages.linkLabel} for account ${line.accID}`}
    >
      {dueDateMessages.linkLabel}
    </Link>
  );
}
