/**
 * Edit Account's two views (spec 002 §2, §4, §5): the profile form (username and name read-only;
 * e-mail, phones, security question and answer; the mailing address only when the bill address
 * source is PER) and the Change Password form. Both checked with the contract's schemas in the
 * browser and again by the action; the BFF has the last word.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  keepAnswerCharacters,
  UpdateUserDetailsRequest,
  UpdateUserPasswordRequest,
  type UserAccountDetails,
} from "@paygpa/contract";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ComponentProps } from "react";
import { SelectInput } from "../../../ui/choices";
import {
  BusyButton,
  Field,
  PasswordField,
  StatusMessage,
  UsernameForPasswordManager,
} from "../../../ui/forms";

const parseOptions = { disableAutoCoercion: true, info: { abortPipeEarly: true } } as const;
export const parseProfile = (formData: FormData) =>
  parseWithValibot(formData, { schema: UpdateUserDetailsRequest, ...parseOptions });
export const parsePassword = (formData: FormData) =>
  parseWithValibot(formData, { schema: UpdateUserPasswordRequest, ...parseOptions });

/** What the actions answer: Conform's reply, and billing's description (error style unless 'True'). */
export type ProfileAnswer = {
  intent: "profile" | "password";
  result: SubmissionResult<string[]>;
  status?: string;
  description?: string;
};

function ServerAnswer({ answer }: { answer: ProfileAnswer | undefined }) {
  if (!answer?.description) return null;
  return (
    <StatusMessage tone={answer.status === "True" ? "success" : "error"}>{answer.description}</StatusMessage>
  );
}

/** The username and the customer's name, shown and not editable. */
function WhoIsSignedIn({ profile }: { profile: UserAccountDetails }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-slate-700">Username</dt>
        <dd>{profile.username}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-700">Customer Name</dt>
        <dd>{profile.fullName}</dd>
      </div>
    </dl>
  );
}

/** The mailing address: editable when billing takes it from the person ('PER'), else shown as it is. */
function MailingAddress({
  editable,
  profile,
  fields,
}: {
  editable: boolean;
  profile: UserAccountDetails;
  fields: Record<"address1" | "city" | "state" | "postal", ComponentProps<typeof Field>["field"]>;
}) {
  if (!editable) {
    return (
      <p className="text-sm text-slate-700">
        Mailing address: {profile.addressLine1}, {profile.city}, {profile.state} {profile.postal}
      </p>
    );
  }
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="text-sm font-semibold text-slate-800">Mailing Address</legend>
      <Field field={fields.address1} label="Address" />
      <Field field={fields.city} label="City" />
      <Field field={fields.state} label="State" />
      <Field field={fields.postal} label="Zip Code" />
    </fieldset>
  );
}

export function ProfileForm({
  profile,
  questions,
  answer,
}: {
  profile: UserAccountDetails;
  questions: { characteristicValue: string; description: string }[];
  answer: ProfileAnswer | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "edit-account",
    lastResult: answer?.intent === "profile" ? answer.result : undefined,
    onValidate: ({ formData }) => parseProfile(formData),
    shouldRevalidate: "onInput",
    defaultValue: {
      emailAddress: profile.emailAddress,
      home: profile.homePhone,
      mobile: profile.mobilePhone,
      work: profile.workPhone,
      address1: profile.addressLine1,
      city: profile.city,
      postal: profile.postal,
      state: profile.state,
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="profile" />
      <input type="hidden" name="personId" value={profile.personId} />
      <WhoIsSignedIn profile={profile} />
      <Field
        field={fields.emailAddress}
        label="Email Address"
        type="email"
        inputProps={{ autoComplete: "email" }}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field field={fields.mobile} label="Mobile Phone" type="tel" />
        <Field field={fields.home} label="Home Phone (optional)" type="tel" />
        <Field field={fields.work} label="Work Phone (optional)" type="tel" />
      </div>
      <SelectInput
        label="Security Question"
        name={fields.CharacteristicValue.name}
        id={fields.CharacteristicValue.id}
        defaultValue={profile.securityQuestion}
        placeholder="Select a question"
        errors={fields.CharacteristicValue.errors}
        options={questions.map((q) => ({ value: q.characteristicValue, label: q.description }))}
      />
      <Field
        field={fields.Answer}
        label="Answer"
        description="Letters, numbers and spaces only."
        inputProps={{
          autoComplete: "off",
          onInput: (event) => {
            event.currentTarget.value = keepAnswerCharacters(event.currentTarget.value);
          },
        }}
      />
      <MailingAddress editable={profile.billAddressSource === "PER"} profile={profile} fields={fields} />
      {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
      {answer?.intent === "profile" ? <ServerAnswer answer={answer} /> : null}
      <div className="flex flex-wrap gap-3">
        <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
          Save Changes
        </BusyButton>
        <Link to="?view=password" className="button-secondary">
          Change Password
        </Link>
      </div>
    </Form>
  );
}

export function PasswordForm({
  personId,
  username,
  answer,
}: {
  personId: string;
  username: string;
  answer: ProfileAnswer | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: answer?.intent === "password" ? answer.result : undefined,
    onValidate: ({ formData }) => parsePassword(formData),
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-md space-y-4">
      <input type="hidden" name="intent" value="password" />
      <input type="hidden" name="personId" value={personId} />
      <UsernameForPasswordManager username={username} />
      <PasswordField field={fields.oldPassword} label="Current Password" purpose="current" />
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
      {form.errors?.length ? <StatusMessage tone="error">{form.errors.join(" ")}</StatusMessage> : null}
      {answer?.intent === "password" ? <ServerAnswer answer={answer} /> : null}
      <div className="flex gap-3">
        <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
          Change Password
        </BusyButton>
        <Link to="/dashboard/edit-account" className="button-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
