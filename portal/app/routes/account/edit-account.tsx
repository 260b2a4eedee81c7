/**
 * Edit Account (spec 002 §2, §4, §5, §7, §8): the customer's profile, and with `?view=password` the
 * Change Password view (Cancel returns). Billing's description is shown, in error style unless its
 * status is 'True'; a failed call shows 'Server error! Please try again later!'.
 */
import { accessMessages, dashboardMessages } from "@paygpa/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useSearchParams,
} from "@remix-run/react";
import {
  type ProfileAnswer,
  PasswordForm,
  ProfileForm,
  parsePassword,
  parseProfile,
} from "./edit-account/profile-forms";
import { passwordChanged } from "./edit-account/password-changed";
import { BffError, BffUnauthorized } from "../../lib/bff.server";
import { replyToRefusal } from "../../lib/refusal.server";
import { destroyPortalSession, requireCustomer, toGuardFailure } from "../../lib/session.server";
import { StatusMessage } from "../../ui/forms";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, session } = await requireCustomer(request, context.bff);
  try {
    const { result } = await context.bff.call(
      "userDetailsEditAccount",
      { personID: session.personId },
      { token },
    );
    return { ...result, failure: null };
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized)
      throw await toGuardFailure(request, error);
    return {
      profile: null,
      otherDetails: [],
      securityQuestions: [],
      failure: dashboardMessages.profileServerError,
    };
  }
}

const words = { unavailable: dashboardMessages.profileServerError };
const SECRET_FIELDS = ["oldPassword", "password", "confirmPassword"];

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireCustomer(request, context.bff);
  const formData = await request.formData();
  const call = context.bff.call;
  if (formData.get("intent") === "password") {
    const submission = parsePassword(formData);
    if (submission.status !== "success") {
      return data<ProfileAnswer>(
        { intent: "password", result: submission.reply({ hideFields: SECRET_FIELDS }) },
        400,
      );
    }
    try {
      const { result } = await call(
        "updateUserPassword",
        { ...submission.value, personId: session.personId },
        { token },
      );
      const done = result.status === "True";
      return data<ProfileAnswer>(
        { intent: "password", result: submission.reply({ hideFields: SECRET_FIELDS }), ...result },
        // Every session of the customer ended with the old password: this browser's too.
        done ? { headers: { "Set-Cookie": await destroyPortalSession(request) } } : undefined,
      );
    } catch (error) {
      return data<ProfileAnswer>({
        intent: "password",
        result: replyToRefusal(submission, error, words, { hideFields: SECRET_FIELDS }),
      });
    }
  }
  const submission = parseProfile(formData);
  if (submission.status !== "success")
    return data<ProfileAnswer>({ intent: "profile", result: submission.reply() }, 400);
  try {
    const { result } = await call(
      "updateUserDetails",
      { ...submission.value, personId: session.personId },
      { token },
    );
    return data<ProfileAnswer>({ intent: "profile", result: submission.reply(), ...result });
  } catch (error) {
    return data<ProfileAnswer>({ intent: "profile", result: replyToRefusal(submission, error, words) });
  }
}

export default function EditAccount() {
  const { profile, securityQuestions, failure } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [search] = useSearchParams();
  const passwordView = search.get("view") === "password";
  if (answer?.intent === "password" && answer.status === "True") {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-brand-900">Change Password</h1>
        <StatusMessage tone="success">{accessMessages.passwordChanged}</StatusMessage>
        <Link to="/" className="button-primary">
          Log In
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">
        {passwordView ? "Change Password" : "Edit Account"}
      </h1>
      {failure || !profile ? (
        <StatusMessage tone="error">{failure ?? dashboardMessages.profileServerError}</StatusMessage>
      ) : passwordView ? (
        <PasswordForm personId={profile.personId} username={profile.username} answer={answer} />
      ) : (
        <>
          <ProfileForm profile={profile} questions={securityQuestions} answer={answer} />
          <p className="text-sm">
            Cards and automatic payments: <Link to="/dashboard/saved-cards">Saved Cards</Link> ·{" "}
            <Link to="/dashboard/autopay">AutoPay</Link>
          </p>
        </>
      )}
    </div>
  );
}

/** The session ended with the old password: the loaders are not re-run (password-changed.ts). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  passwordChanged(actionResult) ? false : defaultShouldRevalidate;

export const meta: MetaFunction = () => [{ title: "Edit Account | PayGPA | Guam Power Authority" }];
