import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { BffError } from "../../lib/bff.server";
import { getSession, redirectToLogin } from "../../lib/session.server";

/** Visiting /logout directly does nothing: logging out is a POST (a link cannot log anyone out). */
export async function loader() {
  return redirect("/");
}

/** Log Out: end the session on the BFF (best effort), forget the cookie, back to the login page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = (await getSession(request)).get("token");
  if (token) {
    try {
      await context.bff.call("logout", undefined, { token });
    } catch (error) {
      // The cookie goes anyway; the BFF's own idle limit ends a session it did not hear about.
      if (!(error instanceof BffError)) throw error;
    }
  }
  // The dashboard's idle timer posts expired=1: the login page then says why the session ended.
  const form = await request.formData().catch(() => null);
  throw await redirectToLogin(request, { expired: form?.get("expired") === "1" });
}
