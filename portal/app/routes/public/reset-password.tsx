/**
 * The page the Forgot Password e-mail links to: `/reset-password#<token>`, a single-use link, valid
 * 30 minutes, sets a new password. The token rides in the fragment, which browsers never send: no
 * access log, proxy or Referer keeps it. The page reads it in the browser, strips it from the address
 * bar, and posts it (decision 012).
 */
import { accessMessages, ResetPasswordRequest } from "@paygpa/bff/contract";
import { type ActionFunctionArgs, type AppLoadContext, data, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { BusyButton, ErrorList, StatusMessage } from "../../ui/forms";
import { PublicHeader, SiteFooter } from "../../components/site";
import { BffError, bffFor } from "../../lib/bff.server";
import { refusalOf } from "../../lib/refusal.server";

type CheckData = { intent: "check"; valid: boolean; username: string | null };
type ResetData =
  | { intent: "reset"; done: true }
  | { intent: "reset"; done: false; fields: Record<string, string[]>; formError: string | null };

export function loader() {
  return data(null, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

async function checkLink(context: AppLoadContext, token: string) {
  try {
    const link = await bffFor(context).checkResetLink(token);
    return data<CheckData>({ intent: "check", valid: link.valid, username: link.username });
  } catch (error) {
    if (error instanceof BffError) return data<CheckData>({ intent: "check", valid: false, username: null });
    throw error;
  }
}

async function setNewPassword(context: AppLoadContext, formData: FormData) {
  const parsed = v.safeParse(ResetPasswordRequest, {
    token: String(formData.get("token") ?? ""),
    password: String(formData.get("password") ?? ""),
    confirmPassword: String(formData.get("confirmPassword") ?? ""),
  });
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue) ?? "";
      fields[key] ??= [issue.message];
    }
    const formError = fields.token ? accessMessages.resetLinkInvalid : null;
    return data<ResetData>({ intent: "reset", done: false, fields, formError }, 400);
  }
  try {
    const { token, password, confirmPassword } = parsed.output;
    await bffFor(context).resetPassword(token, password, confirmPassword);
    return data<ResetData>({ intent: "reset", done: true });
  } catch (error) {
    const words = { unavailable: accessMessages.serverErrorLater, messageWithFields: true };
    const { fieldErrors, formErrors } = refusalOf(error, words);
    return data<ResetData>({
      intent: "reset",
      done: false,
      fields: fieldErrors,
      formError: formErrors[0] ?? null,
    });
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
  const result = useActionData<ResetData>();
  const busy = useNavigation().state !== "idle";

  useEffect(() => {
    if (token && check.state === "idle" && !check.data) {
      check.submit({ intent: "check", token }, { method: "post" });
    }
  }, [token, check]);

  const fields = result && !result.done ? result.fields : {};
  const checking = token === undefined || (token !== null && !check.data);
  const valid = token !== null && check.data?.valid === true;
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-md flex-1 px-4 py-8">
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
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="reset" />
              <input type="hidden" name="token" value={token ?? ""} />
              <p>
                Username: <strong>{check.data?.username}</strong>
              </p>
              <div>
                <label htmlFor="password" className="block text-sm font-semibold">
                  New Password
                </label>
                <p id="password-hint" className="text-sm text-slate-600">
                  8 to 15 characters, with at least one letter, one number and one symbol.
                </p>
                <input
                  id="password"
                  name="password"
                  type="password"
                  maxLength={15}
                  autoComplete="new-password"
                  aria-describedby="password-hint password-error"
                  aria-invalid={fields.password ? true : undefined}
                  className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2.5"
                />
                <ErrorList id="password-error" errors={fields.password} />
              </div>
              <div>
                <label htmlFor="confirmPassword" className="block text-sm font-semibold">
                  Confirm New Password
                </label>
                <input
                  id="confirmPassword"
                  name="confirmPassword"
                  type="password"
                  maxLength={15}
                  autoComplete="new-password"
                  aria-describedby="confirmPassword-error"
                  aria-invalid={fields.confirmPassword ? true : undefined}
                  className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2.5"
                />
                <ErrorList id="confirmPassword-error" errors={fields.confirmPassword} />
              </div>
              {result && !result.done && result.formError ? (
                <StatusMessage tone="error">{result.formError}</StatusMessage>
              ) : null}
              <BusyButton busy={busy} busyText="Please wait..." className="button-primary w-full">
                Save New Password
              </BusyButton>
            </Form>
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
