/** The edit action's dialog: new password and confirmation; the outcome in a message dialog. */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { WebUserFound } from "@paygpa/contract";
import { type FetcherWithComponents, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useFreshResult } from "../../../lib/use-fresh-result";
import { DialogFormEnd, MessageDialog, Modal } from "../../../ui/dialogs";
import { PasswordField } from "../../../ui/forms";
import { parseCustomerReset } from "./reset-form";

export type ResetAnswer = { result: SubmissionResult<string[]>; outcome?: { ok: boolean; message: string } };

export function ResetDialog({
  user,
  accountId,
  onClose,
}: {
  user: WebUserFound | null;
  accountId: string;
  onClose(): void;
}) {
  const fetcher = useFetcher<ResetAnswer>({ key: "customer-reset" });
  const [outcome, setOutcome] = useState<ResetAnswer["outcome"]>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.outcome) return;
    setOutcome(fetcher.data.outcome);
    onClose();
  }, [fetcher.state, fetcher.data, onClose]);
  return (
    <>
      <Modal
        open={user !== null}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title="Change Password"
        closeButton={false}
      >
        <p className="mb-3 text-slate-700">
          User ID: <strong>{user?.username}</strong>
        </p>
        {user ? <ResetForm key={user.personId} user={user} accountId={accountId} fetcher={fetcher} /> : null}
      </Modal>
      <MessageDialog
        open={Boolean(outcome)}
        onClose={() => setOutcome(undefined)}
        tone={outcome?.ok ? "success" : "error"}
        message={outcome?.message ?? ""}
      />
    </>
  );
}

/** The form of one web user: mounted afresh for each (see useFreshResult). */
function ResetForm({
  user,
  accountId,
  fetcher,
}: {
  user: WebUserFound;
  accountId: string;
  fetcher: FetcherWithComponents<ResetAnswer>;
}) {
  const [form, fields] = useForm({
    id: `customer-reset-${user.personId}`,
    lastResult: useFreshResult(fetcher),
    onValidate: ({ formData }) => parseCustomerReset(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="accountId" value={accountId} />
      <input type="hidden" name="personId" value={user.personId} />
      <PasswordField field={fields.password} label="New Password" purpose="new" />
      <PasswordField field={fields.confirm_password} label="Confirm Password" purpose="new" />
      <DialogFormEnd errors={form.errors} busy={fetcher.state !== "idle"} submitLabel="Save" />
    </fetcher.Form>
  );
}
