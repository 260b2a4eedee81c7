/** Sign-up step 3, My Login Details: login, contact and security details (spec 001 §2, §5). */
import { accessMessages } from "@paygpa/bff/contract";
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { MessageDialog } from "../../ui/dialogs";
import { BusyButton } from "../../ui/forms";
import { ContactFields, LoginFields, SecurityFields } from "./login-details-fields";
import {
  type FieldErrors,
  type Phones,
  type SignUpActionData,
  checkSignUp,
  signUpValues,
} from "./sign-up-form";
import { StepHeading, failureOf } from "./steps";

/** Step 3's state: the client's checks, the username check, the BFF's answer to Submit. */
function useLoginDetails() {
  const submit = useFetcher<SignUpActionData>({ key: "sign-up-submit" });
  const usernameCheck = useFetcher<SignUpActionData>({ key: "sign-up-username" });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const checking = usernameCheck.state !== "idle";
  const taken =
    usernameCheck.state === "idle" &&
    usernameCheck.data?.intent === "username" &&
    "taken" in usernameCheck.data
      ? usernameCheck.data.taken
      : false;
  const serverFailure = failureOf(submit);
  // A username check that could not run (e.g. too many attempts) says so under the field.
  const usernameCheckError = failureOf(usernameCheck)?.formError ?? null;

  useEffect(() => {
    if (submit.state !== "idle" || !submit.data) return;
    // Success redirects to the success screen (the action); only a refusal comes back here.
    if (!submit.data.ok && "formError" in submit.data && submit.data.formError)
      setFailed(submit.data.formError);
  }, [submit.data, submit.state]);

  const errors = (field: string): string[] | undefined => {
    const list = [...(clientErrors[field] ?? []), ...(serverFailure?.fieldErrors[field] ?? [])];
    if (field === "username" && taken) list.unshift(accessMessages.usernameTaken);
    if (field === "username" && usernameCheckError) list.push(usernameCheckError);
    return list.length ? [...new Set(list)] : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const { fields } = checkSignUp(signUpValues(formData));
    setClientErrors(fields);
    if (Object.keys(fields).length > 0 || taken || checking) return;
    submit.submit(formData, { method: "post" });
  };

  return { submit, usernameCheck, checking, errors, onSubmit, failed, setFailed, formRef };
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
  const { submit, usernameCheck, checking, errors, onSubmit, failed, setFailed, formRef } = useLoginDetails();

  return (
    <form ref={formRef} method="post" className="space-y-6" noValidate onSubmit={onSubmit}>
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
