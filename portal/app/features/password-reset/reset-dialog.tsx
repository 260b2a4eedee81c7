/** The edit action's dialog: new password and confirmation; the outcome in a message dialog. */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { WebUserFound } from "@paygpa/bff/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { MessageDialog, Modal, ModalClose } from "../../ui/dialogs";
import { BusyButton, Field, StatusMessage } from "../../ui/forms";
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
  const [form, fields] = useForm({
    id: `customer-reset-${user?.personId ?? "none"}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    onValidate: ({ formData }) => parseCustomerReset(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
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
        <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
          <input type="hidden" name="accountId" value={accountId} />
          <input type="hidden" name="personId" value={user?.personId ?? ""} />
          <Field
            field={fields.password}
            label="New Password"
            type="password"
            inputProps={{ autoComplete: "new-password" }}
          />
          <Field
            field={fields.confirm_password}
            label="Confirm Password"
            type="password"
            inputProps={{ autoComplete: "new-password" }}
          />
          {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
          <div className="flex justify-end gap-2">
            <ModalClose className="button-secondary">Cancel</ModalClose>
            <BusyButton busy={fetcher.state !== "idle"} busyText="Please wait..." className="button-primary">
              Save
            </BusyButton>
          </div>
        </fetcher.Form>
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
