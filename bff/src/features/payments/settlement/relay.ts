/**
 * The gateway's relay response (Hosted Checkout Payment Pages Integration Manual, §7 Relay Response,
 * §11.2.3 Relay Response Signature). Its signature covers only the page, the transaction and the amount, so
 * a relay is a hint, not proof (decision 010): after its signature, the BFF asks the gateway
 * for the transaction it names and settles the checkout from the gateway's record, only when that
 * record is this checkout's (invoice, amount, page) and its tag settled no other checkout.
 */
import type { GatewayRecord } from "../../../integrations/gateway";
import { fail } from "../../../platform/failures";
import type { Services } from "../../../services";
import { centsOf, gatewayRecordProblem } from "./gateway-confirmation";
import { findCheckout, findCheckoutByTransactionTag } from "../payments.repository";
import { settleFromGateway } from "./settlement.service";

/**
 * One answer for every refused relay (unknown invoice, not a hosted checkout, bad signature, another
 * invoice's transaction): the answer must not tell a prober which invoice numbers exist.
 */
const relayRefused = () => fail.invalidInput("RELAY_REFUSED", "The relay response was refused.");

/**
 * The gateway could not be asked: nothing is settled, reconciliation will; the gateway may retry
 * (503, which the route edge gives the "closed" kind: not now, come back).
 */
const relayNotConfirmed = () =>
  fail.closed("RELAY_NOT_CONFIRMED", "The transaction could not be confirmed with the gateway.");

export async function settleRelay(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "gateway" | "logger" | "mailer">,
  fields: Record<string, string>,
): Promise<void> {
  const relay = services.gateway.readRelay(fields);
  const { invoice } = relay;
  const checkout = /^\d{1,20}$/.test(invoice) ? await findCheckout(services.db, invoice) : undefined;
  const page =
    checkout?.channel === "hosted" ? services.config.payments.pages[checkout.customer_class] : null;
  const refuse = (reason: string) => {
    services.logger.error("relay refused", { invoice: invoice.slice(0, 20), reason });
    return relayRefused();
  };
  if (!checkout || !page) throw refuse("no hosted checkout with this invoice");
  if (relay.pageLogin !== page.login || !services.gateway.isRelaySigned(fields, page.responseKey)) {
    throw refuse("bad signature");
  }
  if (centsOf(relay.amount) !== checkout.amount_cents) throw refuse("another amount");
  const tag = relay.transactionTag;
  if (!/^\d{1,12}$/.test(tag)) throw refuse("not a transaction tag");

  let record: GatewayRecord | null;
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
  // receipt text, which the Search API does not give, is kept from the relay, for display.
  await settleFromGateway(services, invoice, services.gateway.withRelayReceipt(record, relay), "relay");
}
