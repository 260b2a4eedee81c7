/** The three fieldsets of sign-up step 3 (spec 001 §2): login, contact and security details. */
import { keepAnswerCharacters } from "@paygpa/contract";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { CheckboxInput, SelectInput } from "../../../ui/choices";
import { TextInput } from "../../../ui/forms";
import { PHONE_FIELDS, type Phones } from "./sign-up-form";

type Errors = (field: string) => string[] | undefined;

export function LoginFields({
  errors,
  onUsernameBlur,
}: {
  errors: Errors;
  onUsernameBlur: (username: string) => void;
}) {
  return (
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
        onBlur={(event) => onUsernameBlur(event.currentTarget.value)}
      />
      <TextInput
        name="password"
        label="Password"
        type="password"
        maxLength={15}
        autoComplete="new-password"
        hint="8 to 15 characters, with at least one letter, one number and one symbol."
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
  );
}

export function ContactFields({
  errors,
  hasEmailOnFile,
  onFile,
}: {
  errors: Errors;
  hasEmailOnFile: boolean;
  onFile: { email: string; phones: Phones };
}) {
  return (
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
        Leave one as it is to keep it, type a new one to change it, or empty a phone number to remove it from
        your account. Changes are made once you confirm your sign-up from the e-mail we send.
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
  );
}

export function SecurityFields({
  errors,
  questions,
}: {
  errors: Errors;
  questions: { characteristicValue: string; description: string }[];
}) {
  const [answer, setAnswer] = useState("");
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">Security Details</legend>
      <SelectInput
        name="securityQuestion"
        label="Security Question"
        placeholder="Select a question"
        options={questions.map((question) => ({
          value: question.characteristicValue,
          label: question.description,
        }))}
        errors={errors("securityQuestion")}
      />
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
      <CheckboxInput
        name="terms"
        errors={errors("terms")}
        label={
          <>
            I have read and agree to the{" "}
            <Link to="/terms-and-conditions" target="_blank" rel="noopener">
              Terms and Conditions
            </Link>
            .
          </>
        }
      />
    </fieldset>
  );
}
