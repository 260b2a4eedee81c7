/** The individual web payment by receipt number (spec 000 §7 get-individual), as JSON for its modal. */
import { ADMIN_LEVELS } from "@paygpa/contract";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { BffError } from "../../../lib/bff.server";
import { requireAdmin } from "../../../lib/session.server";
import type { PaymentDetailsAnswer } from "../../../features/reports/payment-details-answer";

export async function loader({
  request,
  params,
  context,
}: LoaderFunctionArgs): Promise<PaymentDetailsAnswer> {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  try {
    const answer = await context.bff.call("getIndividual", { id: params.id ?? "" }, { token });
    return { payment: answer.result.data };
  } catch (error) {
    if (error instanceof BffError) return { error: error.message };
    throw error;
  }
}
