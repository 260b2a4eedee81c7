/**
 * The page the Forgot Password e-mail links to: `/reset-password#<token>`, a single-use link, valid
 * 30 minutes, sets a new password. The token rides in the fragment, which browsers never send: no
 * access log, proxy or Referer keeps it. The page reads it in the browser, strips it from the address
 * bar, and posts it (decision 012).
 */
import { accessMessages } from "@paygpa/contract";
import { type ActionFunctionArgs, type AppLoadContext, data, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { StatusMessage } from "../../ui/forms";
import {
  NewPasswordForm,
  parseNewPassword,
  type ResetAnswer,
  SECRET_FIELDS,
} from "./customer-reset-link/new-password-form";
import { PublicHeader, SiteFooter } from "../../components/site";
import { BffError } from "../../lib/bff.server";
import { replyToRefusal } from "../../lib/refusal.server";

type CheckData = { intent: "check"; valid: boolean; username: string | null };

export function loader() {
  return data(null, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

async function checkLink(context: AppLoadContext, token: string) {
  try {
    const link = await context.bff.call("checkResetLink", { token });
    return data<CheckData>({ intent: "check", valid: link.valid, username: link.username });
  } catch (error) {
    if (error instanceof BffError) return data<CheckData>({ intent: "check", valid: false, username: null });
    throw error;
  }
}

async function setNewPassword(context: AppLoadContext, formData: FormData) {
  const submission = parseNewPassword(formData);
  const hideFields = SECRET_FIELDS;
  if (submission.status !== "success") {
    // A link without its token (or a mangled one) reads as the invalid link it is.
    const result = submission.error?.token
      ? submission.reply({ formErrors: [accessMessages.resetLinkInvalid], hideFields })
      : submission.reply({ hideFields });
    return data<ResetAnswer>({ intent: "reset", done: false, result }, 400);
  }
  try {
    const { token, password, confirmPassword } = submission.value;
    await context.bff.call("resetPassword", { token, password, confirmPassword });
    return data<ResetAnswer>({ intent: "reset", done: true, result: submission.reply({ hideFields }) });
  } catch (error) {
    const words = { unavailable: accessMessages.serverErrorLater, messageWithFields: true };
    const result = replyToRefusal(submission, error, words, { hideFields });
    return data<ResetAnswer>({ intent: "reset", done: false, result });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "check") return checkLink(context, String(formData.get("token") ?? ""));
  return setNewPassword(context, formData);
}

/** Takes the token out of the address bar (and so out of history, bookmarks and shared screens). */
function useFragmentToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    let fromFragment = window.location.hash.slice(1);
    try {
      fromFragment = decodeURIComponent(fromFragment);
    } catch {
      // A mangled link: the BFF will say it is not valid.
    }
    if (window.location.hash) {
      window.history.replaceState(window.history.state, "", window.location.pathname);
    }
    setToken(fromFragment || null);
  }, []);
  // Another link pasted into this tab changes only the fragment (no new page): read it afresh.
  useEffect(() => {
    const readAgain = () => window.location.reload();
    window.addEventListener("hashchange", readAgain);
    return () => window.removeEventListener("hashchange", readAgain);
  }, []);
  return token;
}

export default function ResetPasswordPage() {
  const token = useFragmentToken();
  const check = useFetcher<CheckData>();
  const result = useActionData<ResetAnswer>();

  useEffect(() => {
    if (token && check.state === "idle" && !check.data) {
      check.submit({ intent: "check", token }, { method: "post" });
    }
  }, [token, check]);

  const checking = token === undefined || (token !== null && !check.data);
  const valid = token !== null && check.data?.valid === true;
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-900">Set a New Password</h1>
        <div className="card mt-4 space-y-4 p-6">
          {result?.done ? (
            <>
              <StatusMessage tone="success">{accessMessages.passwordChanged}</StatusMessage>
              <Link to="/" className="button-primary w-full">
                Login Here
              </Link>
            </>
          ) : checking ? (
            <>
              <p role="status">Loading...</p>
              <noscript>
                <p>Please turn on JavaScript in your browser to set a new password.</p>
              </noscript>
            </>
          ) : !valid ? (
            <>
              <StatusMessage tone="error">{accessMessages.resetLinkInvalid}</StatusMessage>
              <Link to="/?dialog=forgot-password">Forgot Password</Link>
            </>
          ) : (
            <NewPasswordForm token={token ?? ""} username={check.data?.username} answer={result} />
          )}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Set a New Password | PayGPA | Guam Power Authority" },
  { name: "referrer", content: "no-referrer" },
];
