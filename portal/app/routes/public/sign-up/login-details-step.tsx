/** Sign-up step 3, My Login Details: login, contact and security details (spec 001 §2, §5). */
import { getFormProps, useForm } from "@conform-to/react";
import { accessMessages } from "@paygpa/contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { MessageDialog } from "../../../ui/dialogs";
import { BusyButton } from "../../../ui/forms";
import { ContactFields, LoginFields, SecurityFields } from "./login-details-fields";
import { type Phones, parseLoginDetailsStep, type SignUpActionData } from "./sign-up-form";
import { StepHeading } from "./steps";

/**
 * Step 3's state: the form (the contract's schema in the browser and the action), the username
 * check on blur, and the BFF's refusal of Submit (its field messages under the fields, anything
 * else in a dialog).
 */
function useLoginDetails() {
  const submit = useFetcher<SignUpActionData>({ key: "sign-up-submit" });
  const usernameCheck = useFetcher<SignUpActionData>({ key: "sign-up-username" });
  const [failed, setFailed] = useState<string | null>(null);

  const checking = usernameCheck.state !== "idle";
  const usernameAnswer = usernameCheck.state === "idle" ? usernameCheck.data : undefined;
  const taken = usernameAnswer?.intent === "username" && "taken" in usernameAnswer && usernameAnswer.taken;
  // A username check that could not run (e.g. too many attempts) says so under the field.
  const usernameCheckError =
    usernameAnswer?.intent === "username" && "error" in usernameAnswer ? usernameAnswer.error : null;
  const answer = submit.state === "idle" ? submit.data : undefined;
  const lastResult = answer && !answer.ok && "result" in answer ? answer.result : undefined;

  const [form, fields] = useForm({
    id: "sign-up-login-details",
    lastResult,
    onValidate: ({ formData }) => parseLoginDetailsStep(formData),
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      if (taken || checking) return;
      submit.submit(formData, { method: "post" });
    },
  });

  useEffect(() => {
    // Success redirects to the success screen (the action); only a refusal comes back here.
    const message = lastResult?.error?.[""]?.[0];
    if (message) setFailed(message);
  }, [lastResult]);

  /** A field's errors: the form's checks and the BFF's, and the username check's answer. */
  const errors = (field: string): string[] | undefined => {
    const list = [...((fields as Record<string, { errors?: string[] }>)[field]?.errors ?? [])];
    if (field === "username" && taken) list.unshift(accessMessages.usernameTaken);
    if (field === "username" && usernameCheckError) list.push(usernameCheckError);
    return list.length ? [...new Set(list)] : undefined;
  };

  return { form, submit, usernameCheck, checking, errors, failed, setFailed };
}

export function LoginDetailsStep({
  hasEmailOnFile,
  onFile,
  questions,
  onBack,
  onCancel,
}: {
  hasEmailOnFile: boolean;
  /** The e-mail and phones billing holds, prefilled. */
  onFile: { email: string; phones: Phones };
  questions: { characteristicValue: string; description: string }[];
  onBack: () => void;
  onCancel: () => void;
}) {
  const { form, submit, usernameCheck, checking, errors, failed, setFailed } = useLoginDetails();

  return (
    <form method="post" {...getFormProps(form)} className="space-y-6">
      <StepHeading step={3} />
      <input type="hidden" name="intent" value="submit" />

      <LoginFields
        errors={errors}
        onUsernameBlur={(username) =>
          usernameCheck.submit({ intent: "username", username }, { method: "post" })
        }
      />
      <ContactFields errors={errors} hasEmailOnFile={hasEmailOnFile} onFile={onFile} />
      <SecurityFields errors={errors} questions={questions} />

      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="button-secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <BusyButton
          busy={submit.state !== "idle"}
          busyText="Loading..."
          disabled={checking}
          className="button-primary"
        >
          Submit
        </BusyButton>
      </div>
      <MessageDialog
        open={failed !== null}
        onClose={() => setFailed(null)}
        tone="error"
        message={failed ?? ""}
      />
    </form>
  );
}
