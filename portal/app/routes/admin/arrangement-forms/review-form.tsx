import type { SignedForm } from "@paygpa/contract";
import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import { BusyButton, StatusMessage } from "../../../ui/forms";

/** Approve or Reject one uploaded form with a note (decision 018); the BFF audits and e-mails. */
export function ReviewForm({ form }: { form: SignedForm }) {
  const fetcher = useFetcher<{ error: string | null }>();
  const noteId = useId();
  if (form.reviewStatus !== "submitted") {
    return (
      <p className="text-sm">
        {form.reviewStatus === "approved" ? "Approved" : "Rejected"} by {form.reviewedBy}
        {form.reviewNote ? `: ${form.reviewNote}` : ""}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" className="space-y-2">
      <input type="hidden" name="formId" value={form.formId} />
      <label htmlFor={noteId} className="block text-sm font-semibold">
        Note for case {form.caseId}
      </label>
      <textarea
        id={noteId}
        name="note"
        maxLength={2000}
        rows={2}
        className="w-full rounded-md border border-slate-500 p-2"
      />
      <div className="flex gap-2">
        <BusyButton
          busy={fetcher.state !== "idle"}
          busyText="Please wait..."
          name="decision"
          value="approved"
          className="button-primary"
        >
          Approve
        </BusyButton>
        <BusyButton
          busy={fetcher.state !== "idle"}
          busyText="Please wait..."
          name="decision"
          value="rejected"
          className="button-secondary"
        >
          Reject
        </BusyButton>
      </div>
      {fetcher.data?.error ? <StatusMessage tone="error">{fetcher.data.error}</StatusMessage> : null}
    </fetcher.Form>
  );
}
