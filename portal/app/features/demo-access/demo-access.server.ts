/**
 * The guard of the `/demo/*` pages (the mail viewer shows password-reset links): only a browser that
 * knows the control token. Open a page once with `?token=<token>`: the portal keeps the token in an
 * httpOnly cookie for the `/demo` pages and redirects to the same address without it, so the token
 * stays out of the history and of shared links. Scripts may send the token as a header instead.
 * Production has no demo pages (404).
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

export async function requireDemoAccess(request: Request): Promise<void> {
  const control = env.control;
  if (!control) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const fromQuery = url.searchParams.get("token");
  if (fromQuery !== null) {
    if (!sameSecret(fromQuery, control.token)) throw new Response(DEMO_TOKEN_NEEDED, { status: 401 });
    url.searchParams.delete("token");
    throw redirect(`${url.pathname}${url.search}`, {
      headers: { "Set-Cookie": await controlCookie.serialize(fromQuery) },
    });
  }
  const fromCookie: unknown = await controlCookie.parse(request.headers.get("Cookie"));
  const presented =
    typeof fromCookie === "string" ? fromCookie : presentedControlToken((name) => request.headers.get(name));
  if (presented === null || !sameSecret(presented, control.token)) {
    throw new Response(DEMO_TOKEN_NEEDED, { status: 401 });
  }
}
