/**
 * The home page's 'Log in to your account' card (spec 001 §9): username and password checked with the
 * contract's `UserLoginRequest` on both sides, 'Please wait...' while busy, the BFF's refusal as the
 * form's message, then 'Success. Please wait for redirection.' and the dashboard a second later.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { UserLoginRequest, messages } from "@paygpa/bff/contract";
import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { BusyButton, Field, PasswordField, StatusMessage } from "../../ui/forms";

/** The customer's typed fields; the contract adds the fixed login constants (WEB, ALWD, WPCOUNT, GPA, 5). */
export const loginSchema = UserLoginRequest;
export const parseLogin = (formData: FormData) =>
  // Keep empty strings so the contract's own 'Please enter your …' messages show.
  parseWithValibot(formData, { schema: loginSchema, disableAutoCoercion: true });

/** Milliseconds between 'Success. Please wait for redirection.' and the dashboard (spec 001 §9). */
const REDIRECT_DELAY_MS = 1_000;

/** What the login action answers. */
export type LoginAnswer = { result: SubmissionResult<string[]>; loggedIn: boolean };

type ForgotFlag = "forgot-username" | "forgot-password";

/** The login form's state: Conform on the fetcher's answer, and the delayed move to the dashboard. */
function useLogin() {
  // A fetcher keeps the address at '/' (a plain index-route form would leave '/?index' behind).
  const login = useFetcher<LoginAnswer>({ key: "login" });
  const actionData = login.data;
  const navigate = useNavigate();
  const loggedIn = actionData?.loggedIn === true;
  const submitting = login.state !== "idle";

  const [form, fields] = useForm({
    id: "login",
    lastResult: login.state === "idle" ? actionData?.result : undefined,
    constraint: getValibotConstraint(loginSchema),
    onValidate: ({ formData }) => parseLogin(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (!loggedIn) return;
    const timer = setTimeout(() => navigate("/dashboard", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loggedIn, navigate]);
  return { login, form, fields, loggedIn, submitting };
}

export function LoginSection({
  expired,
  loginDisabled,
  onForgot,
}: {
  expired: boolean;
  loginDisabled: boolean;
  onForgot(flag: ForgotFlag): void;
}) {
  const { login, form, fields, loggedIn, submitting } = useLogin();
  return (
    <section aria-labelledby="login-heading" className="card p-6 md:col-start-2 md:row-start-1">
      <h2 id="login-heading" className="text-xl font-bold text-brand-900">
        Log in to your account
      </h2>

      <div className="mt-4 space-y-3">
        {expired && !loggedIn ? <StatusMessage tone="info">{messages.sessionExpired}</StatusMessage> : null}
        {loginDisabled ? (
          <StatusMessage tone="warning" id="login-maintenance">
            {messages.maintenance}
          </StatusMessage>
        ) : null}
      </div>

      <login.Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <Field
          field={fields.userName}
          label="Username"
          inputProps={{
            autoComplete: "username",
            autoCapitalize: "none",
            autoCorrect: "off",
            spellCheck: false,
          }}
        />
        <PasswordField field={fields.password} label="Password" purpose="current" />

        {loggedIn ? (
          <StatusMessage tone="success">
            {messages.loginSuccess}{" "}
            <Link to="/dashboard" className="sr-only focus:not-sr-only">
              Go to the dashboard
            </Link>
          </StatusMessage>
        ) : form.errors?.length ? (
          <StatusMessage tone="error" id={form.errorId}>
            {form.errors.join(" ")}
          </StatusMessage>
        ) : null}

        <BusyButton
          busy={submitting || loggedIn}
          busyText="Please wait..."
          disabled={loginDisabled}
          aria-describedby={loginDisabled ? "login-maintenance" : undefined}
          className="button-primary w-full"
        >
          Log In
        </BusyButton>
      </login.Form>

      <AccountLinks onForgot={onForgot} />
    </section>
  );
}

/** Forgot Username, Forgot Password (the home page's dialogs) and Sign Up Now. */
function AccountLinks({ onForgot }: { onForgot(flag: ForgotFlag): void }) {
  return (
    <>
      <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => onForgot("forgot-username")}
        >
          Forgot Username
        </button>
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => onForgot("forgot-password")}
        >
          Forgot Password
        </button>
      </p>

      <div className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-700">
        <p>New to PayGPA?</p>
        <Link to="/sign-up" className="button-secondary mt-2 w-full">
          Sign Up Now
        </Link>
      </div>
    </>
  );
}
