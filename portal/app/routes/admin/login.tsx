import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { AdminLoginRequest, adminMessages, messages } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  data,
  redirect,
} from "@remix-run/node";
import {
  Link,
  type ShouldRevalidateFunction,
  useFetcher,
  useLoaderData,
  useNavigate,
} from "@remix-run/react";
import { useEffect } from "react";
import { PublicHeader, SiteFooter } from "../../components/site";
import { ADMIN_DASHBOARD_PATH } from "../../features/admin-shell/admin-tabs";
import { replyToRefusal } from "../../lib/refusal.server";
import { commitLogin, getOptionalAdmin } from "../../lib/session.server";
import { BusyButton, Field, PasswordField, StatusMessage } from "../../ui/forms";

/** Milliseconds between a successful admin login and /admin-dashboard (spec 000 §4, §9). */
const REDIRECT_DELAY_MS = 1_000;

const parseAdminLogin = (formData: FormData) =>
  parseWithValibot(formData, { schema: AdminLoginRequest, disableAutoCoercion: true });

type AdminLoginAnswer = { result: SubmissionResult<string[]>; loggedIn: boolean };

/** An admin already logged in goes to the back office (spec 000 §2 'Admin login'). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getOptionalAdmin(request, context.bff)) throw redirect(ADMIN_DASHBOARD_PATH);
  return { expired: new URL(request.url).searchParams.get("expired") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseAdminLogin(await request.formData());
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return data<AdminLoginAnswer>(
      { result: submission.reply({ hideFields }), loggedIn: false },
      { status: 400 },
    );
  }
  try {
    const login = await context.bff.call("adminLogin", submission.value);
    if (login.status !== "Success" || !login.token) {
      const formErrors = [login.message ?? adminMessages.loginFailed];
      return data<AdminLoginAnswer>({
        result: submission.reply({ formErrors, hideFields }),
        loggedIn: false,
      });
    }
    return data<AdminLoginAnswer>(
      { result: submission.reply({ hideFields }), loggedIn: true },
      { headers: { "Set-Cookie": await commitLogin(request, login.token, "admin") } },
    );
  } catch (error) {
    const words = { unavailable: messages.serverNotResponding, ignoreFields: true };
    return data<AdminLoginAnswer>({
      result: replyToRefusal(submission, error, words, { hideFields }),
      loggedIn: false,
    });
  }
}

function useAdminLogin() {
  const login = useFetcher<AdminLoginAnswer>({ key: "admin-login" });
  const navigate = useNavigate();
  const loggedIn = login.data?.loggedIn === true;
  const [form, fields] = useForm({
    id: "admin-login",
    lastResult: login.state === "idle" ? login.data?.result : undefined,
    constraint: getValibotConstraint(AdminLoginRequest),
    onValidate: ({ formData }) => parseAdminLogin(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (!loggedIn) return;
    const timer = setTimeout(() => navigate(ADMIN_DASHBOARD_PATH, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loggedIn, navigate]);
  return { login, form, fields, loggedIn, submitting: login.state !== "idle" };
}

export default function AdminLogin() {
  const { expired } = useLoaderData<typeof loader>();
  const { login, form, fields, loggedIn, submitting } = useAdminLogin();
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader width="max-w-6xl" />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 py-10">
        <section aria-labelledby="admin-login-heading" className="card p-6">
          <h1 id="admin-login-heading" className="text-xl font-bold text-brand-900">
            Admin Log In
          </h1>
          {expired && !loggedIn ? (
            <StatusMessage tone="info" className="mt-4">
              {messages.sessionExpired}
            </StatusMessage>
          ) : null}
          <login.Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
            <Field
              field={fields.username}
              label="Username"
              inputProps={{ autoComplete: "username", autoCapitalize: "none", spellCheck: false }}
            />
            <PasswordField field={fields.password} label="Password" purpose="current" />
            {loggedIn ? (
              <StatusMessage tone="success">
                {messages.loginSuccess}{" "}
                <Link to={ADMIN_DASHBOARD_PATH} className="sr-only focus:not-sr-only">
                  Go to the back office
                </Link>
              </StatusMessage>
            ) : form.errors?.length ? (
              <StatusMessage tone="error" id={form.errorId}>
                {form.errors.join(" ")}
              </StatusMessage>
            ) : null}
            <BusyButton
              busy={submitting || loggedIn}
              busyText={adminMessages.loadingPleaseWait}
              className="button-primary w-full"
            >
              Log In
            </BusyButton>
          </login.Form>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

/** After a successful login the page waits a second: re-running the loader would leave at once. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult?.loggedIn === true ? false : defaultShouldRevalidate;

export const meta: MetaFunction = () => [{ title: "Admin Log In | PayGPA | Guam Power Authority" }];
