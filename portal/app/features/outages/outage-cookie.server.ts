/**
 * Outages' quick access cookie (decision 046): the BFF's token for the one account whose number and zip
 * were checked (a quick-pay token: the BFF scopes it to that account and ends it after 15 idle
 * minutes). Kept apart from the login and quick-pay cookies, so it never signs anyone out.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { env } from "../../lib/env.server";

type OutageAccess = { token: string; accountId: string };

const storage = createCookieSessionStorage<OutageAccess>({
  cookie: {
    name: "__paygpa_outages",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.cookieSecure,
    secrets: [env.sessionSecret],
    maxAge: 30 * 60,
  },
});

export async function readOutageAccess(request: Request): Promise<OutageAccess | null> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const token = session.get("token");
  const accountId = session.get("accountId");
  return token && accountId ? { token, accountId } : null;
}

export async function commitOutageAccess(request: Request, access: OutageAccess): Promise<string> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.set("token", access.token);
  session.set("accountId", access.accountId);
  return storage.commitSession(session);
}

export async function forgetOutageAccess(request: Request): Promise<string> {
  return storage.destroySession(await storage.getSession(request.headers.get("Cookie")));
}
