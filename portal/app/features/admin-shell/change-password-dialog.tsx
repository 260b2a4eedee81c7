/**
 * The header's Change Pass dialog (spec 001 §2): current password, password, confirm password, and
 * the server's Description in a result dialog with an Okay button.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { MessageDialog, Modal, ModalClose } from "../../ui/dialogs";
import { BusyButton, Field, StatusMessage } from "../../ui/forms";
import { parseChangePassword } from "./change-password-form";

export const CHANGE_PASSWORD_PATH = "/admin-dashboard/change-password";

export type ChangePasswordAnswer = {
  result: SubmissionResult<string[]>;
  outcome?: { status: "Success" | "Failed"; description: string };
};

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
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
          <Field
            field={fields.old_password}
            label="Current Password"
            type="password"
            inputProps={{ autoComplete: "current-password" }}
          />
          <Field
            field={fields.new_password}
            label="Password"
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
              Submit
            </BusyButton>
          </div>
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
