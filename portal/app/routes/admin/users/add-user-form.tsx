/**
 * 'Add User' (spec 000 §2, §5, §8): role from the server's role list, email, username (checked when
 * the field is left: 'Username already exist'), password and confirmation; 'Added Successfully!'
 * then back to /admin-dashboard, or 'Failed! Please try again!'.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { adminMessages } from "@paygpa/contract";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { SelectInput } from "../../../ui/choices";
import { MessageDialog } from "../../../ui/dialogs";
import { BusyButton, ErrorList, Field, PasswordField, StatusMessage } from "../../../ui/forms";
import { parseAddUser } from "./admin-user-forms";

export type AddUserAnswer = { result: SubmissionResult<string[]>; added?: boolean };
type Role = { id: number; admin_role: string };

function useUsernameCheck() {
  const check = useFetcher<{ taken: boolean }>({ key: "check-admin-username" });
  return {
    taken: check.data?.taken === true,
    checking: check.state !== "idle",
    checkName: (username: string) => {
      if (username.trim()) check.submit({ intent: "check-username", username }, { method: "post" });
    },
  };
}

export function AddUserForm({ roles }: { roles: readonly Role[] }) {
  const fetcher = useFetcher<AddUserAnswer>({ key: "add-admin" });
  const navigate = useNavigate();
  const { taken, checking, checkName } = useUsernameCheck();
  const [done, setDone] = useState<boolean | null>(null);
  const [form, fields] = useForm({
    id: "add-admin",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    onValidate: ({ formData }) => parseAddUser(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.added !== undefined) setDone(fetcher.data.added);
  }, [fetcher.state, fetcher.data]);
  return (
    <section aria-labelledby="add-user-heading" className="card space-y-4 p-6">
      <h2 id="add-user-heading" className="text-xl font-bold text-brand-900">
        Add User
      </h2>
      <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="add" />
        <SelectInput
          name={fields.admin_role.name}
          label="User Role"
          placeholder="Select a role"
          errors={fields.admin_role.errors}
          options={roles.map((role) => ({ value: String(role.id), label: role.admin_role }))}
        />
        <Field field={fields.email} label="Email" type="email" />
        <div>
          <Field
            field={fields.username}
            label="Username"
            inputProps={{ onBlur: (event) => checkName(event.currentTarget.value), autoComplete: "off" }}
          />
          <ErrorList errors={taken ? [adminMessages.usernameExists] : null} />
        </div>
        <PasswordField field={fields.password} label="Password" purpose="new" />
        <PasswordField field={fields.confirm_password} label="Confirm Password" purpose="new" />
        {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
        <div className="sm:col-span-2">
          <BusyButton
            busy={fetcher.state !== "idle"}
            busyText="Please wait..."
            disabled={taken || checking}
            className="button-primary"
          >
            Add User
          </BusyButton>
        </div>
      </fetcher.Form>
      <MessageDialog
        open={done !== null}
        onClose={() => {
          const added = done;
          setDone(null);
          if (added) navigate("/admin-dashboard");
        }}
        tone={done ? "success" : "error"}
        message={done ? adminMessages.addedSuccessfully : adminMessages.failedTryAgain}
      />
    </section>
  );
}
