/**
 * The Phoned-In Bill Payment stepper's calls to the BFF (spec 000 §2, §7, §8; pay by link is beyond the spec):
 * what each step loads and what its buttons do. The clerk's level is checked by the BFF on every call.
 */
import { parseWithValibot } from "@conform-to/valibot";
import {
  IdempotencyKey,
  type PaymentDetailsResponse,
  type PhonedInAccount,
  phonedInMessages,
} from "@paygpa/contract";
import { data, redirect } from "@remix-run/node";
import * as v from "valibot";
import { BffError, BffUnavailable, type PortalBff } from "../../../lib/bff.server";
import { refusalOf } from "../../../lib/refusal.server";
import { PhonedInAmounts, PhonedInSearch, accountIdsOf, paymentLines, stepUrl } from "./phoned-in-form";

/** The request's BFF client and the clerk's session token. */
type Call = { bff: PortalBff; token: string };

/** The accounts of the URL as billing has them now; a refusal or failure is the step's message. */
async function searchAccounts(
  accountIds: readonly string[],
  { bff, token }: Call,
): Promise<{ accounts: PhonedInAccount[]; message: string | null }> {
  const accounts: PhonedInAccount[] = [];
  try {
    for (const accountId of accountIds) {
      const answer = await bff.call("userLatestBillPhoned", { accountId, division: "GPA" }, { token });
      // spec 000 §8: the server's description with the account id.
      if (answer.status === "Failed")
        return { accounts, message: `${answer.description} (${answer.accountId})` };
      accounts.push(answer.result);
    }
    return { accounts, message: null };
  } catch (error) {
    if (error instanceof BffUnavailable) return { accounts, message: phonedInMessages.searchNetworkFailure };
    if (error instanceof BffError) return { accounts, message: error.message };
    throw error;
  }
}

async function paymentHistory(accountId: string, { bff, token }: Call) {
  const [web, complete, messages] = await Promise.all([
    bff.call("userPaymentHistory", { accountId }, { token }),
    bff.call("userPaymentHistoryCcb", { accountId }, { token }),
    // The customer's texts and e-mails (decision 039); the payments still show when these cannot.
    bff
      .call("customerMessages", { accountId }, { token })
      .then((answer) => answer.messages)
      .catch((error: unknown) => {
        if (error instanceof BffError || error instanceof BffUnavailable) return null;
        throw error;
      }),
  ]);
  return { accountId, web: web.result, complete: complete.result, messages };
}

export type StepData = Awaited<ReturnType<typeof loadStep>>;

/** What the step of the URL shows: step 1 or 2 with their accounts, step 3 with the attempt's outcome. */
export async function loadStep(request: Request, call: Call) {
  const url = new URL(request.url);
  const step = url.searchParams.get("step");
  if (step === "3") {
    const invoice = url.searchParams.get("invoice") ?? "";
    let outcome: PaymentDetailsResponse | null = null;
    try {
      outcome = await call.bff.call("paymentDetails", { invoice_num: invoice }, { token: call.token });
    } catch (error) {
      if (!(error instanceof BffError)) throw error;
    }
    return {
      step: 3 as const,
      invoice,
      outcome,
      accountIds: [],
      accounts: [],
      message: null,
      history: null,
      outages: null,
    };
  }
  const accountIds = accountIdsOf(url);
  const { accounts, message } = await searchAccounts(accountIds, call);
  // Step 2 needs every account found; otherwise the clerk is back at step 1 with the message.
  const shown = step === "2" && (message !== null || accounts.length === 0) ? 1 : step === "2" ? 2 : 1;
  const historyOf = url.searchParams.get("history");
  const history =
    historyOf && accountIds.includes(historyOf)
      ? await paymentHistory(historyOf, call).catch(() => null)
      : null;
  const outagesOf = url.searchParams.get("outages");
  const outages = outagesOf && accountIds.includes(outagesOf) ? await callerOutages(outagesOf, call) : null;
  return { step: shown, invoice: null, outcome: null, accountIds, accounts, message, history, outages };
}

/** The outages affecting the caller's premise (decision 046), read with the clerk's token. */
async function callerOutages(accountId: string, { bff, token }: Call) {
  try {
    return { accountId, status: await bff.call("backOfficeOutages", { accountId }, { token }) };
  } catch (error) {
    if (error instanceof BffError || error instanceof BffUnavailable) return { accountId, status: null };
    throw error;
  }
}

export type PhonedInActionAnswer =
  | { intent: "search"; result: ReturnType<ReturnType<typeof parseSearch>["reply"]> }
  | { intent: "pay" | "link"; result: ReturnType<ReturnType<typeof parseAmounts>["reply"]> }
  | { intent: "pay"; checkout: { action: string; fields: Record<string, string>; invoice: string } }
  | { intent: "link"; sentTo: string };

const parseSearch = (formData: FormData) =>
  parseWithValibot(formData, { schema: PhonedInSearch, disableAutoCoercion: true });
const parseAmounts = (formData: FormData) =>
  parseWithValibot(formData, { schema: PhonedInAmounts, disableAutoCoercion: true });

/** Step 1's Search: every account must be found, then the table shows them (still step 1). */
export async function searchStep(formData: FormData, call: Call) {
  const submission = parseSearch(formData);
  if (submission.status !== "success") {
    return data<PhonedInActionAnswer>({ intent: "search", result: submission.reply() }, { status: 400 });
  }
  const { message } = await searchAccounts(submission.value.accountIds, call);
  if (message) {
    return data<PhonedInActionAnswer>(
      { intent: "search", result: submission.reply({ formErrors: [message] }) },
      { status: 400 },
    );
  }
  return redirect(stepUrl(1, submission.value.accountIds));
}

/** Step 2's Continue (the hosted page's signed form) or 'E-mail a payment link'. */
export async function payStep(request: Request, formData: FormData, call: Call, intent: "pay" | "link") {
  const accountIds = accountIdsOf(new URL(request.url));
  const submission = parseAmounts(formData);
  if (submission.status !== "success") {
    return data<PhonedInActionAnswer>({ intent, result: submission.reply() }, { status: 400 });
  }
  const accounts = paymentLines(accountIds, submission.value.amounts);
  try {
    if (intent === "link") {
      const sent = await call.bff.call(
        "sendPayLink",
        { accounts, email: submission.value.email },
        { token: call.token },
      );
      return data<PhonedInActionAnswer>({ intent, sentTo: sent.sentTo });
    }
    const key = v.safeParse(IdempotencyKey, formData.get("idempotencyKey"));
    const checkout = await call.bff.call(
      "getFpHash",
      { accounts, idempotencyKey: key.success ? key.output : undefined },
      { token: call.token },
    );
    return data<PhonedInActionAnswer>({
      intent,
      checkout: { action: checkout.paymentPageUrl, fields: checkout.fields, invoice: checkout.fp_sequence },
    });
  } catch (error) {
    const refusal = refusalOf(error, { unavailable: phonedInMessages.searchNetworkFailure });
    const status = error instanceof BffError ? error.status : 500;
    return data<PhonedInActionAnswer>({ intent, result: submission.reply(refusal) }, { status });
  }
}
