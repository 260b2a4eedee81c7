/** The page the Forgot Password e-mail links to: a single-use link, valid 30 minutes, sets a new password. */
import { accessMessages, ResetPasswordRequest } from "@paygpa/bff/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as v from "valibot";
import { BusyButton, ErrorList, StatusMessage } from "../components/forms";
import { PublicHeader, SiteFooter } from "../components/site";
import { BffError, BffUnavailable, bffFor } from "../lib/bff.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const bff = bffFor(context);
  const token = params.token ?? "";
  try {
    const link = await bff.checkResetLink(token);
    return { valid: link.valid, username: link.username };
  } catch (error) {
    if (error instanceof BffError) return { valid: false, username: null };
    throw error;
  }
}

type ResetActionData =
  | { done: true }
  | { done: false; fields: Record<string, string[]>; formError: string | null };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const bff = bffFor(context);
  const formData = await request.formData();
  const parsed = v.safeParse(ResetPasswordRequest, {
    token: params.token ?? "",
    password: String(formData.get("password") ?? ""),
    confirmPassword: String(formData.get("confirmPassword") ?? ""),
  });
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue) ?? "";
      fields[key] ??= [issue.message];
    }
    return data<ResetActionData>({ done: false, fields, formError: null }, 400);
  }
  try {
    await bff.resetPassword(parsed.output.token, parsed.output.password, parsed.output.confirmPassword);
    return data<ResetActionData>({ done: true });
  } catch (error) {
    if (error instanceof BffUnavailable) {
      return data<ResetActionData>({ done: false, fields: {}, formError: accessMessages.serverErrorLater });
    }
    if (error instanceof BffError) {
      return data<ResetActionData>({ done: false, fields: error.fields, formError: error.message });
    }
    throw error;
  }
}

export default function ResetPasswordPage() {
  const { valid, username } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const fields = result && !result.done ? result.fields : {};
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
          ) : !valid ? (
            <>
              <StatusMessage tone="error">{accessMessages.resetLinkInvalid}</StatusMessage>
              <Link to="/?dialog=forgot-password">Forgot Password</Link>
            </>
          ) : (
            <Form method="post" className="space-y-4" noValidate>
              <p>
                Username: <strong>{username}</strong>
              </p>
              <div>
                <label htmlFor="password" className="block text-sm font-semibold">
                  New Password
                </label>
                <p id="password-hint" className="text-sm text-slate-600">
                  8 to 15 characters.
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
