/** Sign-up step 3, My Login Details: login, contact and security details (spec 001 §2, §5). */
import { accessMessages, keepAnswerCharacters } from "@paygpa/bff/contract";
import { Link, useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { MessageDialog } from "../../ui/dialogs";
import { BusyButton, ErrorList, TextInput } from "../../ui/forms";
import {
  type FieldErrors,
  PHONE_FIELDS,
  type Phones,
  type SignUpActionData,
  checkSignUp,
  signUpValues,
} from "./sign-up-form";
import { StepHeading, failureOf } from "./steps";

export function LoginDetailsStep({
  ticket,
  hasEmailOnFile,
  onFile,
  questions,
  onBack,
  onCancel,
  onDone,
}: {
  ticket: string;
  hasEmailOnFile: boolean;
  /** The e-mail and phones billing holds, prefilled. */
  onFile: { email: string; phones: Phones };
  questions: { characteristicValue: string; description: string }[];
  onBack: () => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const submit = useFetcher<SignUpActionData>({ key: "sign-up-submit" });
  const usernameCheck = useFetcher<SignUpActionData>({ key: "sign-up-username" });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [answer, setAnswer] = useState("");
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
    if (submit.data.ok && submit.data.intent === "submit") onDone();
    else if (!submit.data.ok && "formError" in submit.data && submit.data.formError)
      setFailed(submit.data.formError);
  }, [submit.data, submit.state, onDone]);

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

  return (
    <form ref={formRef} method="post" className="space-y-6" noValidate onSubmit={onSubmit}>
      <StepHeading step={3} />
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="ticket" value={ticket} />

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-900">Login Details</legend>
        <TextInput
          name="username"
          label="Username"
          autoComplete="username"
          maxLength={30}
          autoCapitalize="none"
          spellCheck={false}
          errors={errors("username")}
          onBlur={(event) =>
            usernameCheck.submit(
              { intent: "username", ticket, username: event.currentTarget.value },
              { method: "post" },
            )
          }
        />
        <TextInput
          name="password"
          label="Password"
          type="password"
          maxLength={15}
          autoComplete="new-password"
          hint="8 to 15 characters."
          errors={errors("password")}
        />
        <TextInput
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          maxLength={15}
          autoComplete="new-password"
          errors={errors("confirmPassword")}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-900">Contact Details</legend>
        <TextInput
          name="email"
          label="Email Address"
          type={onFile.email ? "text" : "email"}
          autoComplete="email"
          defaultValue={onFile.email}
          errors={errors("email")}
        />
        {hasEmailOnFile ? null : (
          <TextInput
            name="confirmEmail"
            label="Confirm Email Address"
            type="email"
            autoComplete="email"
            errors={errors("confirmEmail")}
          />
        )}
        <p className="text-sm text-slate-600">
          The e-mail address and phone numbers GPA has on file are filled in, partly hidden for your privacy.
          Leave one as it is to keep it, type a new one to change it, or empty a phone number to remove it
          from your account. Changes are made once you confirm your sign-up from the e-mail we send.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          {PHONE_FIELDS.map(({ name, label }) => (
            <TextInput
              key={name}
              name={name}
              label={label}
              type="tel"
              autoComplete="tel"
              maxLength={20}
              defaultValue={onFile.phones[name]}
              errors={errors(name)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-900">Security Details</legend>
        <div>
          <label htmlFor="securityQuestion" className="block text-sm font-semibold text-slate-800">
            Security Question
          </label>
          <select
            id="securityQuestion"
            name="securityQuestion"
            defaultValue=""
            aria-invalid={errors("securityQuestion") ? true : undefined}
            aria-describedby={errors("securityQuestion") ? "securityQuestion-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base"
          >
            <option value="">Select a question</option>
            {questions.map((question) => (
              <option key={question.characteristicValue} value={question.characteristicValue}>
                {question.description}
              </option>
            ))}
          </select>
          <ErrorList id="securityQuestion-error" errors={errors("securityQuestion")} />
        </div>
        <TextInput
          name="securityAnswer"
          label="Answer"
          hint="Letters, numbers and spaces only."
          autoComplete="off"
          maxLength={50}
          value={answer}
          onChange={(event) => setAnswer(keepAnswerCharacters(event.currentTarget.value))}
          errors={errors("securityAnswer")}
        />
        <div>
          <div className="flex items-start gap-2">
            <input
              id="terms"
              name="terms"
              type="checkbox"
              className="mt-1 h-5 w-5"
              aria-invalid={errors("terms") ? true : undefined}
              aria-describedby={errors("terms") ? "terms-error" : undefined}
            />
            <label htmlFor="terms" className="text-sm text-slate-800">
              I have read and agree to the{" "}
              <Link to="/terms-and-conditions" target="_blank" rel="noopener">
                Terms and Conditions
              </Link>
              .
            </label>
          </div>
          <ErrorList id="terms-error" errors={errors("terms")} />
        </div>
      </fieldset>

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
