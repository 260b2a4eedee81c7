/**
 * Quick pay's own cookie: the BFF's quick-pay token (scoped by the BFF to one account) and the masked
 * details of step 2. Kept apart from the login cookie so that quick pay never signs a customer out.
 */
import type { QuickPayAccount } from "@paygpa/contract";
import { createCookieSessionStorage } from "@remix-run/node";
import { env } from "../../lib/env.server";

export type QuickPayData = { token: string; account: QuickPayAccount; confirmed: boolean };

const storage = createCookieSessionStorage<QuickPayData>({
  cookie: {
    name: "__paygpa_quickpay",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.cookieSecure,
    secrets: [env.sessionSecret],
    // The BFF ends the token after 15 idle minutes; the cookie does not outlive it by much.
    maxAge: 30 * 60,
  },
});

export async function readQuickPay(request: Request): Promise<QuickPayData | null> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const token = session.get("token");
  const account = session.get("account");
  return token && account ? { token, account, confirmed: session.get("confirmed") ?? false } : null;
}

export async function commitQuickPay(request: Request, data: QuickPayData): Promise<string> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.set("token", data.token);
  session.set("account", data.account);
  session.set("confirmed", data.confirmed);
  return storage.commitSession(session);
}

export async function forgetQuickPay(request: Request): Promise<string> {
  return storage.destroySession(await storage.getSession(request.headers.get("Cookie")));
}

/** The quick-pay token, if any: the result page reads a quick-pay checkout with it. */
export async function quickPayToken(request: Request): Promise<string | null> {
  return (await readQuickPay(request))?.token ?? null;
}
