/**
 * The Users tab's Change Password and Change Role dialogs (spec 000 §2); the result shows the
 * server's Description plus '!' (spec 000 §8), on success and on failure.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { type FetcherWithComponents, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useFreshResult } from "../../../lib/use-fresh-result";
import { SelectInput } from "../../../ui/choices";
import { MessageDialog, Modal, ModalClose } from "../../../ui/dialogs";
import { BusyButton, PasswordField, StatusMessage } from "../../../ui/forms";
import { parseChangeAdminPassword, parseChangeRole } from "./admin-user-forms";
import type { RowAction } from "./users-table";

export type ChangeAnswer = {
  result: SubmissionResult<string[]>;
  outcome?: { ok: boolean; description: string };
};
type Role = { id: number; admin_role: string };

function useChange(key: string, onDone: () => void) {
  const fetcher = useFetcher<ChangeAnswer>({ key });
  const [shown, setShown] = useState<ChangeAnswer["outcome"]>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.outcome) return;
    setShown(fetcher.data.outcome);
    onDone();
  }, [fetcher.state, fetcher.data, onDone]);
  const result = (
    <MessageDialog
      open={Boolean(shown)}
      onClose={() => setShown(undefined)}
      tone={shown?.ok ? "success" : "error"}
      message={shown ? `${shown.description}!` : ""}
    />
  );
  return { fetcher, result };
}

function Buttons({ busy }: { busy: boolean }) {
  return (
    <div className="flex justify-end gap-2">
      <ModalClose className="button-secondary">Cancel</ModalClose>
      <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
        Submit
      </BusyButton>
    </div>
  );
}

export function ChangePasswordOfAdmin({ action, onClose }: { action: RowAction | null; onClose(): void }) {
  const { fetcher, result } = useChange("change-admin-password", onClose);
  const user = action?.kind === "password" ? action.user : null;
  return (
    <>
      <Modal
        open={user !== null}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title="Change Password"
        closeButton={false}
      >
        {user ? <AdminPasswordForm key={user.id} userId={user.id} fetcher={fetcher} /> : null}
      </Modal>
      {result}
    </>
  );
}

/** The form of one admin: mounted afresh for each (see useFreshResult). */
function AdminPasswordForm({
  userId,
  fetcher,
}: {
  userId: number;
  fetcher: FetcherWithComponents<ChangeAnswer>;
}) {
  const [form, fields] = useForm({
    id: `change-admin-password-${userId}`,
    lastResult: useFreshResult(fetcher),
    onValidate: ({ formData }) => parseChangeAdminPassword(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="password" />
      <input type="hidden" name="id" value={userId} />
      <PasswordField field={fields.password} label="New Password" purpose="new" />
      <PasswordField field={fields.confirm_password} label="Confirm Password" purpose="new" />
      {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
      <Buttons busy={fetcher.state !== "idle"} />
    </fetcher.Form>
  );
}

export function ChangeRoleOfAdmin({
  action,
  roles,
  onClose,
}: {
  action: RowAction | null;
  roles: readonly Role[];
  onClose(): void;
}) {
  const { fetcher, result } = useChange("change-admin-role", onClose);
  const user = action?.kind === "role" ? action.user : null;
  return (
    <>
      <Modal
        open={user !== null}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title="Change Role"
        closeButton={false}
      >
        {user ? (
          <RoleForm key={user.id} userId={user.id} roleId={user.role_id} roles={roles} fetcher={fetcher} />
        ) : null}
      </Modal>
      {result}
    </>
  );
}

/** The form of one admin: mounted afresh for each (see useFreshResult). */
function RoleForm({
  userId,
  roleId,
  roles,
  fetcher,
}: {
  userId: number;
  roleId: number;
  roles: readonly Role[];
  fetcher: FetcherWithComponents<ChangeAnswer>;
}) {
  const [form, fields] = useForm({
    id: `change-admin-role-${userId}`,
    lastResult: useFreshResult(fetcher),
    onValidate: ({ formData }) => parseChangeRole(formData),
    shouldValidate: "onSubmit",
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={userId} />
      <SelectInput
        name={fields.role.name}
        label="Role"
        defaultValue={String(roleId)}
        errors={fields.role.errors}
        options={roles.map((role) => ({ value: String(role.id), label: role.admin_role }))}
      />
      {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
      <Buttons busy={fetcher.state !== "idle"} />
    </fetcher.Form>
  );
}
