/**
 * The home page's 'Log in to your account' card (spec 001 §9): username and password checked with the
 * contract's `UserLoginRequest` by the action (`login.server.ts`), 'Please wait...' while busy, the
 * BFF's refusal as the form's message, then 'Success. Please wait for redirection.' and the dashboard
 * a second later. The form library stays off this page's first load (decision 019, page weight): the
 * errors come from the action's Conform reply, tied to their fields, and focus goes to the first one.
 */
import type { SubmissionResult } from "@conform-to/react";
import { messages } from "@paygpa/contract";
import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BusyButton, StatusMessage, TextInput } from "../../../ui/forms";

/** Milliseconds between 'Success. Please wait for redirection.' and the dashboard (spec 001 §9). */
const REDIRECT_DELAY_MS = 1_000;

/** What the login action answers. */
export type LoginAnswer = { result: SubmissionResult<string[]>; loggedIn: boolean };

type ForgotFlag = "forgot-username" | "forgot-password";

/** The reply's errors: each field's, and the form's own (Conform keeps those under ""). */
function repliedErrors(result: SubmissionResult<string[]> | undefined) {
  const error = result?.error ?? {};
  return {
    userName: error.userName ?? undefined,
    password: error.password ?? undefined,
    form: error[""] ?? undefined,
  };
}

/** The login form's state: the fetcher's answer, and the delayed move to the dashboard. */
function useLogin() {
  // A fetcher keeps the address at '/' (a plain index-route form would leave '/?index' behind).
  const login = useFetcher<LoginAnswer>({ key: "login" });
  const navigate = useNavigate();
  const loggedIn = login.data?.loggedIn === true;
  const submitting = login.state !== "idle";
  const errors = repliedErrors(login.state === "idle" ? login.data?.result : undefined);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!loggedIn) return;
    const timer = setTimeout(() => navigate("/dashboard", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loggedIn, navigate]);
  // After a refused field, the first one in error takes the focus (as the other forms do).
  useEffect(() => {
    if (login.state !== "idle" || !login.data?.result?.error) return;
    form.current?.querySelector<HTMLInputElement>("[aria-invalid=true]")?.focus();
  }, [login.state, login.data]);
  return { login, form, errors, loggedIn, submitting };
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
  const { login, form, errors, loggedIn, submitting } = useLogin();
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

      <login.Form method="post" ref={form} noValidate className="mt-4 space-y-4">
        <TextInput
          name="userName"
          label="Username"
          errors={errors.userName}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        <TextInput
          name="password"
          label="Password"
          type="password"
          errors={errors.password}
          autoComplete="current-password"
        />

        {loggedIn ? (
          <StatusMessage tone="success">
            {messages.loginSuccess}{" "}
            <Link to="/dashboard" className="sr-only focus:not-sr-only">
              Go to the dashboard
            </Link>
          </StatusMessage>
        ) : errors.form?.length ? (
          <StatusMessage tone="error" id="login-error">
            {errors.form.join(" ")}
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
          data-opens-dialog="forgot-username"
        >
          Forgot Username
        </button>
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => onForgot("forgot-password")}
          data-opens-dialog="forgot-password"
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
