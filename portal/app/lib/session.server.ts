/**
 * The portal's cookie session: it holds only the BFF's opaque session token and the kind of user.
 * Who the user is, and what they may see, is always asked of the BFF.
 */
import { adminMessages, messages, type SessionResponse } from "@paygpa/contract";
import { createCookieSessionStorage, data, redirect } from "@remix-run/node";
import { BffUnauthorized, BffUnavailable, type PortalBff } from "./bff.server";
import { env } from "./env.server";

export type SessionKind = "customer" | "admin";

type PortalSessionData = {
  token: string;
  kind: SessionKind;
};

const sessionStorage = createCookieSessionStorage<PortalSessionData>({
  cookie: {
    name: "__paygpa",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.cookieSecure,
    secrets: [env.sessionSecret],
  },
});

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

/** The Set-Cookie header that stores the BFF token after a successful login. */
export async function commitLogin(request: Request, token: string, kind: SessionKind): Promise<string> {
  const session = await getSession(request);
  session.set("token", token);
  session.set("kind", kind);
  return sessionStorage.commitSession(session);
}

/** The Set-Cookie header that forgets the session. */
export async function destroyPortalSession(request: Request): Promise<string> {
  return sessionStorage.destroySession(await getSession(request));
}

/**
 * A redirect to the login page that clears the cookie. `expired` adds `?expired=1`, so the login page
 * tells the customer the session ended after 15 idle minutes.
 */
export async function redirectToLogin(request: Request, options: { expired?: boolean } = {}) {
  return redirect(options.expired ? "/?expired=1" : "/", {
    headers: { "Set-Cookie": await destroyPortalSession(request) },
  });
}

/** What the cookie says, without asking the BFF: enough to send a returning customer to /dashboard. */
export async function getOptionalCustomer(request: Request): Promise<{ token: string } | null> {
  const session = await getSession(request);
  const token = session.get("token");
  return token && session.get("kind") === "customer" ? { token } : null;
}

export type CustomerSession = Extract<SessionResponse, { kind: "customer" }>;
export type RequiredCustomer = { token: string; session: CustomerSession };

/**
 * The layout's and the screen's loaders of one page run in parallel, and each gets its own copy of the
 * Request (Remix strips its `_data`/`index` parameters into a new one per loader), so a cache keyed by
 * the Request never hit: the dashboard asked the BFF for its session twice. They share the load
 * context, and with it this request's BFF client (`getLoadContext`): one session call per token and
 * page, made when the first guard asks. The BFF still checks the session on every call the page makes.
 */
const sessionCalls = new WeakMap<PortalBff, Map<string, Promise<SessionResponse>>>();

export function sessionOfRequest(bff: PortalBff, token: string): Promise<SessionResponse> {
  let calls = sessionCalls.get(bff);
  if (!calls) {
    calls = new Map();
    sessionCalls.set(bff, calls);
  }
  let call = calls.get(token);
  if (!call) {
    call = bff.call("session", undefined, { token });
    calls.set(token, call);
  }
  return call;
}

/**
 * The guard of every customer screen: returns the BFF token and the customer's session, or throws a
 * redirect to `/` (clearing the cookie) when there is no session or the BFF answers 401.
 */
export async function requireCustomer(request: Request, bff: PortalBff): Promise<RequiredCustomer> {
  const customer = await getOptionalCustomer(request);
  if (!customer) throw await redirectToLogin(request);
  try {
    const session = await sessionOfRequest(bff, customer.token);
    if (session.kind !== "customer") throw await redirectToLogin(request);
    return { token: customer.token, session };
  } catch (error) {
    throw await toGuardFailure(request, error);
  }
}

/**
 * Maps a failed authenticated BFF call to what a loader should throw: a redirect to the login page
 * for 401, a 503 error page when the BFF is down, anything else unchanged.
 */
export async function toGuardFailure(request: Request, error: unknown): Promise<unknown> {
  if (error instanceof BffUnauthorized) return redirectToLogin(request, { expired: error.isSessionExpired });
  if (error instanceof BffUnavailable)
    return data({ message: messages.serverErrorTryAgain }, { status: 503 });
  return error;
}

export type AdminSession = Extract<SessionResponse, { kind: "admin" }>;
export type RequiredAdmin = { token: string; session: AdminSession };

/** Where an admin without a session goes: the admin login (spec 000 §2). */
export const ADMIN_LOGIN_PATH = "/gpaadmin";

/**
 * The guard of the back office: the BFF's token and the admin's session when the BFF says the
 * cookie's token is an admin's whose level is one of `levels` (spec 001 §6, `ADMIN_LEVELS`).
 * Without an admin session it throws a redirect to `/gpaadmin` (clearing the cookie); an admin of
 * another level gets a 403 with the BFF's 'not allowed' message. Without `levels`, any admin passes.
 */
export async function requireAdmin(
  request: Request,
  bff: PortalBff,
  { levels }: { levels?: readonly number[] } = {},
): Promise<RequiredAdmin> {
  const cookie = await getSession(request);
  const token = cookie.get("token");
  const toLogin = async () =>
    redirect(ADMIN_LOGIN_PATH, { headers: { "Set-Cookie": await destroyPortalSession(request) } });
  if (!token || cookie.get("kind") !== "admin") throw await toLogin();
  let session: SessionResponse;
  try {
    session = await sessionOfRequest(bff, token);
  } catch (error) {
    if (error instanceof BffUnauthorized) throw await toLogin();
    throw await toGuardFailure(request, error);
  }
  if (session.kind !== "admin") throw await toLogin();
  // No `levels`: any admin, even of a level the spec does not know (it sees no tabs: spec 001 §6).
  if (levels && !levels.includes(session.level)) {
    throw data({ message: adminMessages.notAllowed }, { status: 403 });
  }
  return { token, session };
}

/** The admin's session when the cookie holds a live one (the admin login then goes to the back office). */
export async function getOptionalAdmin(request: Request, bff: PortalBff): Promise<RequiredAdmin | null> {
  const cookie = await getSession(request);
  const token = cookie.get("token");
  if (!token || cookie.get("kind") !== "admin") return null;
  try {
    const session = await bff.call("session", undefined, { token });
    return session.kind === "admin" ? { token, session } : null;
  } catch (error) {
    if (error instanceof BffUnauthorized || error instanceof BffUnavailable) return null;
    throw error;
  }
}
