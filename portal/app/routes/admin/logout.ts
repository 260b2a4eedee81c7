import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { BffError } from "../../lib/bff.server";
import { ADMIN_LOGIN_PATH, destroyPortalSession, getSession } from "../../lib/session.server";

/** Visiting it directly does nothing: logging out is a POST. */
export async function loader() {
  return redirect(ADMIN_LOGIN_PATH);
}

/** Log Out (spec 001 §4): the BFF session ends, the cookie goes, back to the admin login. */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = (await getSession(request)).get("token");
  if (token) {
    try {
      await context.bff.call("logout", undefined, { token });
    } catch (error) {
      // The cookie goes anyway; the BFF's idle limit ends a session it did not hear about.
      if (!(error instanceof BffError)) throw error;
    }
  }
  const form = await request.formData().catch(() => null);
  const to = form?.get("expired") === "1" ? `${ADMIN_LOGIN_PATH}?expired=1` : ADMIN_LOGIN_PATH;
  throw redirect(to, { headers: { "Set-Cookie": await destroyPortalSession(request) } });
}
