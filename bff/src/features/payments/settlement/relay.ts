/**
 * The gateway's relay response (Hosted Checkout Payment Pages Integration Manual, §7 Relay Response,
 * §11.2.3 Relay Response Signature). Its x_MD5_Hash covers only x_login, x_trans_id and x_amount, so
 * a relay is a hint, not proof (decision 010): after its signature, the BFF asks the gateway
 * for the transaction it names and settles the checkout from the gateway's record, only when that
 * record is this checkout's (invoice, amount, page) and its tag settled no other checkout.
 */
import { AppError } from "../../../platform/http/errors";
import type { Services } from "../../../services";
import { centsOf, gatewayRecordProblem } from "./gateway-confirmation";
import type { LookupRecord } from "../../../integrations/gateway";
import { findCheckout, findCheckoutByTransactionTag } from "../payments.repository";
import { settleFromGateway } from "./settlement.service";

/**
 * One answer for every refused relay (unknown invoice, not a hosted checkout, bad signature, another
 * invoice's transaction): the answer must not tell a prober which invoice numbers exist.
 */
const relayRefused = () => new AppError(400, "RELAY_REFUSED", "The relay response was refused.");

/** The gateway could not be asked: nothing is settled, reconciliation will; the gateway may retry. */
const relayNotConfirmed = () =>
  new AppError(503, "RELAY_NOT_CONFIRMED", "The transaction could not be confirmed with the gateway.");

export async function settleRelay(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "gateway" | "logger" | "mailer">,
  fields: Record<string, string>,
): Promise<void> {
  const invoice = fields.x_invoice_num ?? "";
  const checkout = /^\d{1,20}$/.test(invoice) ? await findCheckout(services.db, invoice) : undefined;
  const page =
    checkout?.channel === "hosted" ? services.config.payments.pages[checkout.customer_class] : null;
  const refuse = (reason: string) => {
    services.logger.error("relay refused", { invoice: invoice.slice(0, 20), reason });
    return relayRefused();
  };
  if (!checkout || !page) throw refuse("no hosted checkout with this invoice");
  if (fields.x_login !== page.login || !services.gateway.isRelaySigned(fields, page.responseKey)) {
    throw refuse("bad signature");
  }
  if (centsOf(fields.x_amount) !== checkout.amount_cents) throw refuse("another amount");
  const tag = fields.x_trans_id ?? "";
  if (!/^\d{1,12}$/.test(tag)) throw refuse("not a transaction tag");

  let record: LookupRecord | null;
  try {
    record = await services.gateway.transactionByTag(tag, checkout.created_at);
  } catch {
    services.logger.error("relay not confirmed: the gateway's lookup did not answer", { invoice });
    throw relayNotConfirmed();
  }
  const problem = gatewayRecordProblem(checkout, record, tag);
  if (problem || !record) throw refuse(problem ?? "no record");
  const owner = await findCheckoutByTransactionTag(services.db, tag);
  if (owner && owner.invoice_num !== invoice) throw refuse("the tag settled another checkout");
  // The gateway's record, not the relay's fields: a relay's outcome fields are not signed. Only the
  // receipt text (exact_ctr), which the Search API does not give, is kept from the relay, for display.
  const receipt: Record<string, string> = fields.exact_ctr ? { exact_ctr: fields.exact_ctr } : {};
  await settleFromGateway(services, invoice, { ...record, ...receipt }, "relay");
}
