/**
 * The new password of a reset link (spec 001 §8): 8 to 15 characters with a letter, a number and a
 * symbol, not a common one, typed twice. Checked with the contract's `ResetPasswordRequest` in the
 * browser and again by the action; the BFF has the last word (a common password, a used link).
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { ResetPasswordRequest } from "@paygpa/contract";
import { Form, useNavigation } from "@remix-run/react";
import { BusyButton, Field, StatusMessage } from "../../../ui/forms";

/** Empty strings kept (the contract's 'Please enter …'), the first failed rule of each field only. */
export const parseNewPassword = (formData: FormData) =>
  parseWithValibot(formData, {
    schema: ResetPasswordRequest,
    disableAutoCoercion: true,
    info: { abortPipeEarly: true },
  });

/** Never sent back to the page. */
export const SECRET_FIELDS = ["token", "password", "confirmPassword"];

/** What the action answers the form. */
export type ResetAnswer = { intent: "reset"; done: boolean; result: SubmissionResult<string[]> };

export function NewPasswordForm({
  token,
  username,
  answer,
}: {
  token: string;
  username: string | null | undefined;
  answer: ResetAnswer | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseNewPassword(formData),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="token" value={token} />
      <p>
        Username: <strong>{username}</strong>
      </p>
      <Field
        field={fields.password}
        label="New Password"
        type="password"
        description="8 to 15 characters, with at least one letter, one number and one symbol."
        inputProps={{ maxLength: 15, autoComplete: "new-password" }}
      />
      <Field
        field={fields.confirmPassword}
        label="Confirm New Password"
        type="password"
        inputProps={{ maxLength: 15, autoComplete: "new-password" }}
      />
      {form.errors?.length ? (
        <StatusMessage tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </StatusMessage>
      ) : null}
      <BusyButton busy={busy} busyText="Please wait..." className="button-primary w-full">
        Save New Password
      </BusyButton>
    </Form>
  );
}
