/**
 * Sign-up's own cookie (decision 016): only the BFF's sign-up ticket, so the step in the URL can be
 * shown again after a reload, Back or in a second tab. The ticket never reaches the page; the action
 * adds it to what the steps post. Kept apart from the login cookie, as quick pay's is.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { env } from "../../../lib/env.server";

const storage = createCookieSessionStorage<{ ticket: string }>({
  cookie: {
    name: "__paygpa_signup",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.cookieSecure,
    secrets: [env.sessionSecret],
    // The BFF closes a ticket 30 minutes after the account check.
    maxAge: 30 * 60,
  },
});

export async function readSignUpTicket(request: Request): Promise<string | null> {
  return (await storage.getSession(request.headers.get("Cookie"))).get("ticket") ?? null;
}

export async function commitSignUpTicket(request: Request, ticket: string): Promise<string> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.set("ticket", ticket);
  return storage.commitSession(session);
}

export async function forgetSignUp(request: Request): Promise<string> {
  return storage.destroySession(await storage.getSession(request.headers.get("Cookie")));
}
