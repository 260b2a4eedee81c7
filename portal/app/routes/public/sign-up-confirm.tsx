/**
 * The page the sign-up confirmation e-mail links to (decision 011). The link's token is in the
 * fragment (`#token=…`), which browsers never send to a server nor put in a Referer: the page reads it,
 * takes it out of the address bar, and POSTs it when the customer confirms.
 */
import { accessMessages, SignUpConfirmRequest } from "@paygpa/contract";
import { type ActionFunctionArgs, data, type MetaFunction } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { BusyButton, StatusMessage } from "../../ui/forms";
import { PublicHeader, SiteFooter } from "../../components/site";
import { BffError, BffUnavailable } from "../../lib/bff.server";

type ConfirmActionData = { done: true; username: string } | { done: false; formError: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const parsed = v.safeParse(SignUpConfirmRequest, { token: String(formData.get("token") ?? "") });
  if (!parsed.success) {
    return data<ConfirmActionData>({ done: false, formError: accessMessages.signUpLinkInvalid }, 400);
  }
  try {
    const answer = await context.bff.call("signUpConfirm", { token: parsed.output.token });
    return data<ConfirmActionData>({ done: true, username: answer.username });
  } catch (error) {
    if (error instanceof BffUnavailable) {
      return data<ConfirmActionData>({ done: false, formError: accessMessages.serverErrorLater });
    }
    if (error instanceof BffError) {
      return data<ConfirmActionData>({
        done: false,
        formError: error.message || accessMessages.signUpFailed,
      });
    }
    throw error;
  }
}

/** The token of the link's fragment, or "" (the fragment is then removed from the address bar). */
function takeTokenFromFragment(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
  if (window.location.hash) window.history.replaceState(null, "", window.location.pathname);
  return token;
}

export default function SignUpConfirmPage() {
  const [token, setToken] = useState<string | null>(null);
  const confirm = useFetcher<ConfirmActionData>();
  useEffect(() => setToken(takeTokenFromFragment()), []);
  const result = confirm.data;
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-900">Confirm Your Sign-Up</h1>
        <div className="card mt-4 space-y-4 p-6">
          {result?.done ? (
            <>
              <StatusMessage tone="success">{accessMessages.signUpConfirmed}</StatusMessage>
              <p>
                Username: <strong>{result.username}</strong>
              </p>
              <Link to="/" className="button-primary w-full">
                Login Here
              </Link>
            </>
          ) : token === "" ? (
            <StatusMessage tone="error">{accessMessages.signUpLinkInvalid}</StatusMessage>
          ) : (
            <confirm.Form method="post" className="space-y-4">
              <input type="hidden" name="token" value={token ?? ""} />
              <p>
                Confirm only if you made this sign-up yourself. Your web access then starts, and the e-mail
                address and phone numbers you gave are saved to your account.
              </p>
              {result && !result.done ? <StatusMessage tone="error">{result.formError}</StatusMessage> : null}
              <BusyButton
                busy={confirm.state !== "idle"}
                disabled={token === null}
                busyText="Please wait..."
                className="button-primary w-full"
              >
                Confirm My Sign-Up
              </BusyButton>
            </confirm.Form>
          )}
          <noscript>
            <p>Please turn on JavaScript to confirm your sign-up.</p>
          </noscript>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Confirm Your Sign-Up | PayGPA | Guam Power Authority" },
  { name: "referrer", content: "no-referrer" },
];
