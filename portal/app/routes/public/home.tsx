import { getFormProps, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { UserLoginRequest, isLoginDisabled, isPayNowDisabled, messages } from "@paygpa/bff/contract";
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
import { useEffect, useState } from "react";
import { AnnouncementSlider, SystemPopup } from "../../features/home/announcements";
import { AcceptedCards } from "../../components/brand";
import { ForgotDialog } from "../../features/forgot/forgot-dialog";
import { QuickPayDialog } from "../../features/quick-pay/quick-pay-dialog";
import { BusyButton, Field, StatusMessage } from "../../ui/forms";
import { CustomerServiceContacts, PublicHeader, SiteFooter } from "../../components/site";
import { BffError, type bff, bffFor } from "../../lib/bff.server";
import { replyToRefusal } from "../../lib/refusal.server";
import { commitLogin, getOptionalCustomer } from "../../lib/session.server";

/** The customer's typed fields; the contract adds the fixed login constants (WEB, ALWD, WPCOUNT, GPA, 5). */
const loginSchema = UserLoginRequest;
const parseLogin = (formData: FormData) =>
  // Keep empty strings so the contract's own 'Please enter your …' messages show.
  parseWithValibot(formData, { schema: loginSchema, disableAutoCoercion: true });

/** Milliseconds between 'Success. Please wait for redirection.' and the dashboard (spec 001 §9). */
const REDIRECT_DELAY_MS = 1_000;

/** The login and quick-pay maintenance flags; when the BFF cannot say, both stay enabled. */
async function readMaintenance(api: typeof bff) {
  try {
    const flags = await api.systemMaintenance();
    return { loginDisabled: isLoginDisabled(flags), payNowDisabled: isPayNowDisabled(flags) };
  } catch (error) {
    if (error instanceof BffError) return { loginDisabled: false, payNowDisabled: false };
    throw error;
  }
}

/** The announcements; the home page still works (without them) when the BFF cannot give them. */
async function readAnnouncements(api: typeof bff) {
  try {
    return await api.announcementsFront();
  } catch (error) {
    if (error instanceof BffError) return { announceList: [], systemPop: null };
    throw error;
  }
}

/** Dialogs other pages (the FAQ) open through `/?dialog=…`. */
const DIALOG_FLAGS = ["forgot-password", "forgot-username", "quick-pay"] as const;
type DialogFlag = (typeof DIALOG_FLAGS)[number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getOptionalCustomer(request)) throw redirect("/dashboard");
  const api = bffFor(context);
  const searchParams = new URL(request.url).searchParams;
  const expired = searchParams.get("expired") === "1";
  const requested = searchParams.get("dialog");
  const dialog = DIALOG_FLAGS.find((flag) => flag === requested) ?? null;
  const [maintenance, announcements] = await Promise.all([readMaintenance(api), readAnnouncements(api)]);
  return { expired, dialog, ...maintenance, ...announcements };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = bffFor(context);
  const submission = parseLogin(await request.formData());
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }), loggedIn: false }, { status: 400 });
  }
  const refuse = (message: string) => ({
    result: submission.reply({ formErrors: [message], hideFields }),
    loggedIn: false,
  });

  try {
    const flags = await api.systemMaintenance();
    if (isLoginDisabled(flags)) return refuse(messages.maintenance);

    const login = await api.userLogin(submission.value);
    if (!login.loginSuccessful || !login.token) return refuse(login.status.loginMessage);

    return data(
      { result: submission.reply({ hideFields }), loggedIn: true },
      { headers: { "Set-Cookie": await commitLogin(request, login.token, "customer") } },
    );
  } catch (error) {
    // Unreachable or failing: 'Server not responding…'; a refusal the BFF explains (4xx): its message.
    const words = { unavailable: messages.serverNotResponding, ignoreFields: true };
    return { result: replyToRefusal(submission, error, words, { hideFields }), loggedIn: false };
  }
}

export default function LoginPage() {
  const { expired, loginDisabled, payNowDisabled, dialog, announceList, systemPop } =
    useLoaderData<typeof loader>();
  const [openDialog, setOpenDialog] = useState<DialogFlag | null>(null);
  useEffect(() => {
    if (dialog && !(dialog === "quick-pay" && payNowDisabled)) setOpenDialog(dialog);
  }, [dialog, payNowDisabled]);
  const dialogProps = (flag: DialogFlag) => ({
    open: openDialog === flag,
    onOpenChange: (open: boolean) => setOpenDialog(open ? flag : null),
  });
  // A fetcher keeps the address at '/' (a plain index-route form would leave '/?index' behind).
  const login = useFetcher<typeof action>({ key: "login" });
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

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader width="max-w-6xl" withFaq logoClassName="h-10 w-auto sm:h-12" />

      <main className="flex-1">
        <div className="bg-gradient-to-b from-brand-800 to-brand-700 pb-24 pt-10 text-white">
          <div className="mx-auto max-w-6xl px-4">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">
              Guam Power Authority
            </p>
            <h1 className="mt-1 text-3xl font-bold sm:text-4xl">PayGPA Self Service Web Portal</h1>
            <p className="mt-2 max-w-2xl text-brand-100">
              View your electric accounts and bills, and pay online any time.
            </p>
          </div>
        </div>

        <div className="mx-auto -mt-16 grid max-w-6xl gap-6 px-4 pb-12 md:grid-cols-[1fr_26rem]">
          <section aria-labelledby="quick-pay-heading" className="card order-2 p-6 md:order-1">
            <h2 id="quick-pay-heading" className="text-xl font-bold text-brand-900">
              Pay without logging in
            </h2>
            <p className="mt-2 text-slate-700">
              Have your 10-digit account number and billing zip code ready, then pay your bill by card.
            </p>
            <div className="mt-5 flex flex-wrap items-center gap-5">
              {payNowDisabled ? (
                <button
                  type="button"
                  className="button-accent"
                  disabled
                  aria-describedby="quick-pay-maintenance"
                >
                  Quick Pay
                </button>
              ) : (
                <button type="button" className="button-accent" onClick={() => setOpenDialog("quick-pay")}>
                  Quick Pay
                </button>
              )}
              <AcceptedCards className="h-10 w-auto" />
            </div>
            {payNowDisabled ? (
              <p id="quick-pay-maintenance" className="mt-3 text-sm text-warning-800">
                {messages.maintenance}
              </p>
            ) : null}

            <hr className="my-6 border-slate-200" />
            <CustomerServiceContacts />
            <p className="mt-4 text-sm">
              Questions about PayGPA? Read the <Link to="/faq">FAQ</Link>.
            </p>
          </section>

          <section aria-labelledby="login-heading" className="card order-1 p-6 md:order-2">
            <h2 id="login-heading" className="text-xl font-bold text-brand-900">
              Log in to your account
            </h2>

            <div className="mt-4 space-y-3">
              {expired && !loggedIn ? (
                <StatusMessage tone="info">{messages.sessionExpired}</StatusMessage>
              ) : null}
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
              <Field
                field={fields.password}
                label="Password"
                type="password"
                inputProps={{ autoComplete: "current-password" }}
              />

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

            <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
              <button
                type="button"
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
                onClick={() => setOpenDialog("forgot-username")}
              >
                Forgot Username
              </button>
              <button
                type="button"
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
                onClick={() => setOpenDialog("forgot-password")}
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
          </section>
        </div>

        <div className="mx-auto max-w-6xl px-4 pb-12">
          <AnnouncementSlider items={announceList} />
        </div>
      </main>

      <QuickPayDialog {...dialogProps("quick-pay")} />
      <ForgotDialog kind="username" {...dialogProps("forgot-username")} />
      <ForgotDialog kind="password" {...dialogProps("forgot-password")} />
      <SystemPopup popup={systemPop} />
      <SiteFooter />
    </div>
  );
}

/**
 * After a successful login the page stays put for a second ('Success. Please wait for redirection.'):
 * re-running the loader now would send the customer to /dashboard at once.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult?.loggedIn === true ? false : defaultShouldRevalidate;

export const meta: MetaFunction = () => [{ title: "Log In | PayGPA | Guam Power Authority" }];
