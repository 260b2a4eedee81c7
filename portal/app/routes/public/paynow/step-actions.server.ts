/**
 * Quick pay's two steps that call the BFF (spec 002 §4, §5): step 1 checks the account number and
 * zip (a one-account token in quick pay's own cookie on success), step 3 starts the hosted checkout.
 */
import { IdempotencyKey, messages } from "@paygpa/contract";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import * as v from "valibot";
import { BffError, BffUnauthorized, BffUnavailable } from "../../../lib/bff.server";
import { refusalOf, replyToRefusal, type RefusalWords } from "../../../lib/refusal.server";
import {
  commitQuickPay,
  forgetQuickPay,
  type QuickPayData,
} from "../../../features/quick-pay/quick-pay-cookie.server";
import type { ActionAnswer } from "./paynow-answers";
import { parseAmount, parseStep1 } from "./quick-pay-form";

/** Step 1 shows a 400 as an invalid account number, a 429 as the BFF says, anything else as failed. */
const validateRefusal: RefusalWords = {
  unavailable: messages.serverErrorTryAgain,
  ignoreFields: true,
  refused: (error) =>
    error.status === 400
      ? messages.accountNumberInvalid
      : error.status === 429
        ? error.message
        : messages.serverErrorTryAgain,
};

/** Step 1's Continue: account number and zip to the BFF; on success, step 2. */
export async function validateCustomer(request: Request, context: AppLoadContext, formData: FormData) {
  const intent = "validate";
  const submission = parseStep1(formData);
  if (submission.status !== "success") {
    return data<ActionAnswer>({ intent, result: submission.reply() }, { status: 400 });
  }
  try {
    const answer = await context.bff.call("validateAccount", { ...submission.value, division: "GPA" });
    if (answer.status !== "Success") {
      const result = submission.reply({ formErrors: [answer.details] });
      return data<ActionAnswer>({ intent, result }, { status: 400 });
    }
    const cookie = await commitQuickPay(request, {
      token: answer.token,
      account: answer.details,
      confirmed: false,
    });
    return redirect("/paynow?step=2", { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    const result = replyToRefusal(submission, error, validateRefusal);
    return data<ActionAnswer>({ intent, result }, { status: 400 });
  }
}

/** Step 3's Continue: the amount, then the BFF's signed form of the hosted payment page. */
export async function startHostedCheckout(
  request: Request,
  context: AppLoadContext,
  quickPay: QuickPayData,
  formData: FormData,
) {
  const intent = "pay";
  const submission = parseAmount(formData);
  if (submission.status !== "success") {
    return data<ActionAnswer>({ intent, result: submission.reply() }, { status: 400 });
  }
  const { amount } = submission.value;
  try {
    const key = v.safeParse(IdempotencyKey, formData.get("idempotencyKey"));
    const checkout = await context.bff.call(
      "getFpHash",
      {
        accounts: [{ accountId: quickPay.account.AccountID, amount }],
        idempotencyKey: key.success ? key.output : undefined,
      },
      { token: quickPay.token },
    );
    return data<ActionAnswer>({
      intent,
      checkout: { action: checkout.paymentPageUrl, fields: checkout.fields },
    });
  } catch (error) {
    if (error instanceof BffUnauthorized) {
      return redirect("/paynow", { headers: { "Set-Cookie": await forgetQuickPay(request) } });
    }
    if (!(error instanceof BffError)) throw error;
    const [message = messages.serverErrorTryAgain] = refusalOf(error, {
      unavailable: messages.serverErrorTryAgain,
      ignoreFields: true,
    }).formErrors;
    const status = error instanceof BffUnavailable ? 503 : error.status;
    return data<ActionAnswer>({ intent, result: submission.reply({ formErrors: [message] }) }, { status });
  }
}
