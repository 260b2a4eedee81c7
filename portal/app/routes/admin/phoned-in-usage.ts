/**
 * GET /admin-dashboard/phoned-in/usage/:accountId?view=… — a customer's usage for the clerk on the
 * phone (decision 042): the same month, day and hour views as the customer's, fetched by
 * the Usage dialog of the Account Summary. A resource route: it guards itself, and the BFF checks the
 * clerk's level (1, 3 or 4) on `adminUsageView`.
 */
import { ADMIN_LEVELS, type UsageViewAnswer } from "@paygpa/contract";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { DialogAnswer } from "../../features/account/dialogs/dialog-answer";
import { usageViewQuery } from "../../features/account/usage/usage-query";
import { BffError } from "../../lib/bff.server";
import { requireAdmin } from "../../lib/session.server";

const UNAVAILABLE = "The customer's usage could not be loaded. Please try again later.";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.phonedIn });
  const query = usageViewQuery(params.accountId ?? "", new URL(request.url).searchParams);
  try {
    const answer = await context.bff.call("adminUsageView", query, { token });
    return data<DialogAnswer<UsageViewAnswer>>({ ok: true, data: answer });
  } catch (error) {
    if (!(error instanceof BffError)) throw error;
    const reached = error.code !== "BFF_UNREACHABLE" && error.code !== "BFF_BAD_ANSWER";
    return data<DialogAnswer<UsageViewAnswer>>(
      { ok: false, message: reached ? error.message : UNAVAILABLE },
      { status: error.status },
    );
  }
}
