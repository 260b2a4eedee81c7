/**
 * GET /dashboard/bills/:accountId/:billId/view — opened in a new tab by My Bills' View Bill: asks the
 * BFF for the bill's signed, expiring link (it checks the account is the customer's and the bill the
 * account's) and sends the browser to billing's presentment page (spec 002 §7 'Bill viewing').
 */
import { dashboardMessages } from "@paygpa/contract";
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { BffError } from "../../lib/bff.server";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  try {
    const { result } = await context.bff.call(
      "viewBill",
      { accountId: params.accountId ?? "", billId: params.billId ?? "" },
      { token },
    );
    return redirect(result.url, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (!(error instanceof BffError) || error.status === 401) throw await toGuardFailure(request, error);
    const message = error.status >= 500 ? dashboardMessages.myBillsFailed : error.message;
    throw new Response(message, {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
