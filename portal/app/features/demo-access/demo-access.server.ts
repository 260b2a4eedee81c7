/**
 * The guard of the `/demo/*` pages (the mail viewer shows password-reset links): only a browser that
 * knows the control token. A browser without it is sent to a form that asks for the token once
 * (DEMO_TOKEN_PATH), or opens a page once with `?token=<token>`; either way the portal keeps the
 * token in an httpOnly cookie for the `/demo` pages and goes back to the address without it, so the
 * token stays out of the history and of shared links. Scripts may send the token as a header
 * instead; a script's POST without it is refused (401). Production has no demo pages (404).
 */
import { CONTROL_TOKEN_COOKIE, presentedControlToken, sameSecret } from "@paygpa/runtime/control-access";
import { createCookie, redirect } from "@remix-run/node";
import { env } from "../../lib/env.server";

const controlCookie = createCookie(CONTROL_TOKEN_COOKIE, {
  httpOnly: true,
  sameSite: "strict",
  path: "/demo",
  secure: env.cookieSecure,
  maxAge: 12 * 60 * 60,
});

export const DEMO_TOKEN_NEEDED =
  "This demo page needs the control token: open it once with ?token= followed by the token the services printed at start.";

/** The page that asks for the token, then goes back to `next`. */
export const DEMO_TOKEN_PATH = "/demo/token";

/** Where the token form goes back to: a demo page of this portal, nothing else. */
export function demoReturnPath(next: string | null): string {
  return next && /^\/demo\/(?!token)[\w/-]*(\?[^#]*)?$/.test(next) ? next : "/demo/console";
}

function askForToken(url: URL, wrong: boolean): Response {
  const query = new URLSearchParams({ next: `${url.pathname}${url.search}` });
  if (wrong) query.set("wrong", "1");
  return redirect(`${DEMO_TOKEN_PATH}?${query}`);
}

/** Whether the portal runs a control API at all (demo and test modes); 404 otherwise. */
export function requireControl(): { token: string } {
  const control = env.control;
  if (!control) throw new Response("Not found", { status: 404 });
  return control;
}

/** The answer that keeps the token in the cookie and goes to `to`, or null for a wrong token. */
export async function grantDemoAccess(presented: string, to: string): Promise<Response | null> {
  if (!sameSecret(presented, requireControl().token)) return null;
  return redirect(to, { headers: { "Set-Cookie": await controlCookie.serialize(presented) } });
}

export async function requireDemoAccess(request: Request): Promise<void> {
  const control = requireControl();
  const url = new URL(request.url);
  const asking = request.method === "GET" || request.method === "HEAD";
  const fromQuery = url.searchParams.get("token");
  if (fromQuery !== null) {
    url.searchParams.delete("token");
    const granted = await grantDemoAccess(fromQuery, `${url.pathname}${url.search}`);
    if (granted) throw granted;
    throw asking ? askForToken(url, true) : new Response(DEMO_TOKEN_NEEDED, { status: 401 });
  }
  const fromCookie: unknown = await controlCookie.parse(request.headers.get("Cookie"));
  const presented =
    typeof fromCookie === "string" ? fromCookie : presentedControlToken((name) => request.headers.get(name));
  if (presented === null || !sameSecret(presented, control.token)) {
    throw asking ? askForToken(url, presented !== null) : new Response(DEMO_TOKEN_NEEDED, { status: 401 });
  }
}
