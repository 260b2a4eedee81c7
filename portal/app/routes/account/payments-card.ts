import { PayeezyFailure, messages } from "@paygpa/contract";
import { type ActionFunctionArgs, data } from "@remix-run/node";
import * as v from "valibot";
import { BffError, BffUnauthorized } from "../../lib/bff.server";
import { refusalOf } from "../../lib/refusal.server";
import { requireCustomer } from "../../lib/session.server";
import { parseCardOrSavedCardForm } from "../../features/dashboard-pay/saved-card-form.server";
import type { CardPaymentAnswer } from "../../features/dashboard-pay/card-payment-answer";

/**
 * POST /payments/card: the 'Pay with Your Credit Card' dialog's Check Out, its form data read with
 * the same Conform parse as the dialog (card-form.ts). The card fields go once to the BFF (which applies the card rules and calls the gateway) and are never kept here.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const formData = await request.formData().catch(() => new FormData());
  const parsed = parseCardOrSavedCardForm(formData);
  if (parsed.status !== "success") {
    const errors = Object.fromEntries(
      Object.entries(parsed.error ?? {}).filter((entry): entry is [string, string[]] => !!entry[1]?.length),
    );
    return data<CardPaymentAnswer>(
      {
        ok: false,
        message: Object.values(errors)[0]?.[0] ?? messages.badRequest,
        fields: orNone(errors),
      },
      { status: 400 },
    );
  }
  try {
    const answer =
      "cardId" in parsed.value
        ? await context.bff.call("payeezySavedCard", parsed.value, { token })
        : await context.bff.call("payeezy", parsed.value, { token });
    return data<CardPaymentAnswer>({ ok: true, ...answer });
  } catch (error) {
    if (error instanceof BffUnauthorized) {
      return data<CardPaymentAnswer>({ ok: false, message: error.message }, { status: 401 });
    }
    if (!(error instanceof BffError)) throw error;
    const words = { unavailable: messages.serverErrorTryAgain, messageWithFields: true };
    const { fieldErrors, formErrors } = refusalOf(error, words);
    const failure = v.safeParse(PayeezyFailure, error.body);
    return data<CardPaymentAnswer>(
      {
        ok: false,
        message: formErrors[0] ?? error.message,
        fields: orNone(fieldErrors),
        invoice: failure.success ? failure.output.error.invoice : undefined,
      },
      { status: error.status },
    );
  }
}

/** Field messages by field name, or undefined when there are none. */
function orNone(fields: Record<string, string[] | undefined>): Record<string, string[]> | undefined {
  const entries = Object.entries(fields).filter((entry): entry is [string, string[]] => !!entry[1]?.length);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
