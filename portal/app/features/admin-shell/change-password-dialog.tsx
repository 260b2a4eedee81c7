/**
 * The header's Change Pass dialog (spec 001 §2): current password, password, confirm password, and
 * the server's Description in a result dialog with an Okay button.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { DialogFormEnd, MessageDialog, Modal } from "../../ui/dialogs";
import { PasswordField, UsernameForPasswordManager } from "../../ui/forms";
import { parseChangePassword } from "./change-password-form";

export const CHANGE_PASSWORD_PATH = "/admin-dashboard/change-password";

export type ChangePasswordAnswer = {
  result: SubmissionResult<string[]>;
  outcome?: { status: "Success" | "Failed"; description: string };
};

export function ChangePasswordDialog({
  username,
  open,
  onOpenChange,
}: {
  /** The staff member's own username, for the password manager. */
  username: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const fetcher = useFetcher<ChangePasswordAnswer>({ key: "admin-change-password" });
  const [shown, setShown] = useState<ChangePasswordAnswer["outcome"]>(undefined);
  const [form, fields] = useForm({
    id: "admin-change-password",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    onValidate: ({ formData }) => parseChangePassword(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.outcome) return;
    setShown(fetcher.data.outcome);
    onOpenChange(false);
  }, [fetcher.state, fetcher.data, onOpenChange]);

  return (
    <>
      <Modal open={open} onOpenChange={onOpenChange} title="Change Password" closeButton={false}>
        <fetcher.Form
          method="post"
          action={CHANGE_PASSWORD_PATH}
          {...getFormProps(form)}
          className="space-y-4"
        >
          <UsernameForPasswordManager username={username} />
          <PasswordField field={fields.old_password} label="Current Password" purpose="current" />
          <PasswordField field={fields.new_password} label="Password" purpose="new" />
          <PasswordField field={fields.confirm_password} label="Confirm Password" purpose="new" />
          <DialogFormEnd errors={form.errors} busy={fetcher.state !== "idle"} submitLabel="Submit" />
        </fetcher.Form>
      </Modal>
      <MessageDialog
        open={Boolean(shown)}
        onClose={() => setShown(undefined)}
        tone={shown?.status === "Success" ? "success" : "error"}
        message={shown?.description ?? ""}
      />
    </>
  );
}
