/**
 * The arrangement screens' calls to the BFF: the draft every step reads (held by the BFF, decision 018
 * point 4), the cases, and the signed form's multipart upload.
 */
import { routes, UpdateDetailsResponse } from "@paygpa/contract";
import type { AppLoadContext } from "@remix-run/node";
import { BffError, type PortalBff } from "../../lib/bff.server";
import { getOptionalCustomer, requireCustomer, toGuardFailure } from "../../lib/session.server";

export type { ArrangementDraft } from "./arrangement-texts";

/** The draft as it stands; a lost session or an unavailable BFF end the screen as every guard does. */
export async function loadDraft(request: Request, context: AppLoadContext) {
  const { token } = await requireCustomer(request, context.bff);
  try {
    return { token, draft: await context.bff.call("paymentArrangementDraft", {}, { token }) };
  } catch (error) {
    throw await toGuardFailure(request, error);
  }
}

/** The customer's cases (billing's), and which of them still await the signed form ('10'). */
export async function loadCases(request: Request, context: AppLoadContext) {
  const { token, session } = await requireCustomer(request, context.bff);
  try {
    const details = await context.bff.call(
      "paymentArrangementDetails",
      { personId: session.personId },
      { token },
    );
    return {
      token,
      details,
      awaiting: details.cases.filter((entry) => entry.customerContactStatus === "10"),
    };
  } catch (error) {
    throw await toGuardFailure(request, error);
  }
}

/** payment-arr-update-details: the signed form as multipart (customerContactId, fileName, pdf). */
export function uploadSignedForm(bff: PortalBff, token: string, customerContactId: string, file: File) {
  const form = new FormData();
  form.set("customerContactId", customerContactId);
  form.set("fileName", file.name);
  form.set("pdf", file, file.name);
  return bff.send({
    method: "POST",
    path: routes.paymentArrUpdateDetails.path,
    token,
    body: form,
    schema: UpdateDetailsResponse,
  });
}

/**
 * Where the hosted page's return (`/payment-result/{invoice}`) goes when the invoice is a payment of
 * the customer's arrangement: its thank-you page (spec 002 §2); null for any other payment.
 */
export async function arrangementThankYouPath(
  request: Request,
  bff: PortalBff,
  invoice: string,
): Promise<string | null> {
  const customer = await getOptionalCustomer(request);
  if (!customer || !/^\d{1,20}$/.test(invoice)) return null;
  try {
    const payment = await bff.call("paymentArrangementPayment", { invoice_num: invoice }, customer);
    return `/payment-arrangement/payment/thank-you/${payment.accountId}?invoice=${invoice}`;
  } catch (error) {
    if (error instanceof BffError) return null;
    throw error;
  }
}
