import { isLoginDisabled, isPayNowDisabled, messages } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  data,
  redirect,
} from "@remix-run/node";
import { type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AnnouncementBoard } from "./home/announcement-board";
import { EarlyPressScript, LazyForgotDialog, LazyQuickPayDialog, useEarlyPress } from "./home/home-dialogs";
import { SystemPopup } from "./home/system-popup";
import { PublicHeader, SiteFooter } from "../../components/site";
import { BffError, type PortalBff } from "../../lib/bff.server";
import { replyToRefusal } from "../../lib/refusal.server";
import { LoginSection } from "./home/login-section";
import { parseLogin } from "./home/login.server";
import { QuickPaySection } from "./home/quick-pay-section";
import { commitLogin, getOptionalCustomer } from "../../lib/session.server";

/** The login and quick-pay maintenance flags; when the BFF cannot say, both stay enabled. */
async function readMaintenance(api: PortalBff) {
  try {
    const flags = await api.call("systemMaintenance", undefined);
    return { loginDisabled: isLoginDisabled(flags), payNowDisabled: isPayNowDisabled(flags) };
  } catch (error) {
    if (error instanceof BffError) return { loginDisabled: false, payNowDisabled: false };
    throw error;
  }
}

/** The announcements; the home page still works (without them) when the BFF cannot give them. */
async function readAnnouncements(api: PortalBff) {
  try {
    return await api.call("announcementsFront", undefined);
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
  const api = context.bff;
  const searchParams = new URL(request.url).searchParams;
  const expired = searchParams.get("expired") === "1";
  const requested = searchParams.get("dialog");
  const dialog = DIALOG_FLAGS.find((flag) => flag === requested) ?? null;
  const [maintenance, announcements] = await Promise.all([readMaintenance(api), readAnnouncements(api)]);
  return { expired, dialog, ...maintenance, ...announcements };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = context.bff;
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
    const flags = await api.call("systemMaintenance", undefined);
    if (isLoginDisabled(flags)) return refuse(messages.maintenance);

    const login = await api.call("userLogin", submission.value);
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
  // A button pressed before hydration (a slow phone): its dialog opens now (`early-press.ts`).
  useEarlyPress(DIALOG_FLAGS, (flag) => {
    if (!(flag === "quick-pay" && payNowDisabled)) setOpenDialog(flag);
  });
  const dialogProps = (flag: DialogFlag) => ({
    open: openDialog === flag,
    onOpenChange: (open: boolean) => setOpenDialog(open ? flag : null),
  });

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader width="max-w-6xl" withFaq logoClassName="h-10 w-auto sm:h-12" />

      <main id="main" tabIndex={-1} className="flex-1">
        <EarlyPressScript />
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

        <div className="mx-auto -mt-16 grid max-w-6xl gap-6 px-4 pb-12 md:grid-cols-[minmax(0,1fr)_min(26rem,50%)]">
          {/* Login first in the page, as phones draw it (WCAG 2.1 AA); beside Quick Pay from md up.
              Quick Pay's column takes at most half the row, so text zoomed to 200 % (its 26rem
              doubled) does not push the login past the window (WCAG 1.4.4, tests/zoom.spec.ts). */}
          <LoginSection expired={expired} loginDisabled={loginDisabled} onForgot={setOpenDialog} />
          <QuickPaySection payNowDisabled={payNowDisabled} onQuickPay={() => setOpenDialog("quick-pay")} />
        </div>

        <div className="mx-auto max-w-6xl px-4 pb-12">
          <AnnouncementBoard items={announceList} />
        </div>
      </main>

      <LazyQuickPayDialog {...dialogProps("quick-pay")} />
      <LazyForgotDialog kind="username" {...dialogProps("forgot-username")} />
      <LazyForgotDialog kind="password" {...dialogProps("forgot-password")} />
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
