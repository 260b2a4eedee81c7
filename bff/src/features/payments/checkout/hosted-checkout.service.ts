/** The hosted checkout's first step (decision 007): a pending checkout and its signed form. */
import { messages, paymentMessages } from "@paygpa/contract";
import type { GetFpHashResponse, PaymentLineRequest } from "@paygpa/contract";
import type { Services } from "../../../services";
import { assertPayNowOpen } from "../../maintenance";
import { checkOrder, createCheckout, invalid } from "./checkout.service";
import type { Payer } from "../payer";
import { formatCents, maskWords } from "../payment-rules";

/** POST /api/v1/get-fphash: a pending checkout and the signed hidden form of the hosted payment page. */
export async function hostedCheckout(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "gateway">,
  payer: Payer,
  request: { accounts: PaymentLineRequest[]; type?: "RESID" | "COMM" | undefined },
  /** Opened in a customer's own browser though not by the customer (a phoned-in clerk's pay-by-link). */
  options: { customerBrowser?: boolean } = {},
): Promise<GetFpHashResponse> {
  const customerBrowser = payer.kind === "quickpay" || options.customerBrowser === true;
  if (customerBrowser) await assertPayNowOpen(services.db);
  const order = await checkOrder(services, payer, request.accounts, paymentMessages.amountRange);
  if (request.type && request.type !== order.type) throw invalid("WRONG_TYPE", messages.badRequest);
  const page = services.config.payments.pages[order.type];
  const timestamp = String(Math.floor(services.clock.now().getTime() / 1000));
  const { invoice, customerName } = await createCheckout(
    services,
    payer,
    order,
    "hosted",
    page.login,
    timestamp,
  );
  const form = services.gateway.hostedForm(
    {
      pageLogin: page.login,
      invoice,
      timestamp,
      amount: formatCents(order.totalCents),
      // Quick pay shows the name masked (step 2); the page it opens in a customer's browser does too.
      customerName: customerBrowser ? maskWords(customerName) : customerName,
    },
    page.transactionKey,
  );
  return {
    login: page.login,
    fp_sequence: invoice,
    fp_timestamp: timestamp,
    fp_hash: form.fingerprint,
    paymentPageUrl: services.config.payments.paymentPageUrl,
    fields: form.fields,
  };
}
