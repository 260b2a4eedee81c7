/**
 * The last look at a settled checkout. A checkout settles from the first answer the BFF meets (a
 * relay, the direct API's answer, reconciliation's lookup); an approval whose relay the gateway
 * lost, for a checkout already settled, is never met that way: the customer paid a second time (a
 * second session for the same invoice) or paid after a decline on the same page, and nothing would
 * refund or post it. So once no card can be charged for a checkout any more, the BFF looks its
 * invoice up at the gateway one last time and settles from every approval of its own it finds:
 * an approval after a decline posts the payment, a second approval is refunded (duplicate-refunds.ts).
 */
import type { GatewayRecord } from "../../../integrations/gateway";
import type { Services } from "../../../services";
import { gatewayRecordProblem } from "./gateway-confirmation";
import { checkoutsDueFinalLookup, markFinalLookup } from "../payments.repository";
import { settleFromGateway } from "./settlement.service";

/**
 * No card is charged for a checkout this long after it was created: the payment page takes its
 * fingerprint for 15 minutes and keeps a session open for 30 (Hosted Checkout Payment Pages
 * Integration Manual, the fingerprint's timestamp), and the card dialog's call times out in seconds. It is also
 * when reconciliation gives a checkout with no transaction up as abandoned.
 */
export const FINAL_LOOKUP_AFTER_MINUTES = 60;

export interface FinalLookupRun {
  lookedUp: number;
  /** Approvals met only now (a lost relay): posted, or refunded as a second approval. */
  approvalsFound: number;
  /** The gateway did not answer: looked up again on the next run. */
  notAnswered: number;
}

export async function lookUpSettledCheckouts(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "gateway" | "logger" | "mailer">,
): Promise<FinalLookupRun> {
  const run: FinalLookupRun = { lookedUp: 0, approvalsFound: 0, notAnswered: 0 };
  const now = services.clock.now();
  const before = new Date(now.getTime() - FINAL_LOOKUP_AFTER_MINUTES * 60_000).toISOString();
  for (const checkout of await checkoutsDueFinalLookup(services.db, before, 100)) {
    let transactions: GatewayRecord[];
    try {
      transactions = await services.gateway.transactionsForInvoice(checkout.invoice_num, checkout.created_at);
    } catch {
      run.notAnswered++;
      continue;
    }
    const approvals = transactions.filter(
      (transaction) =>
        transaction.approved &&
        gatewayRecordProblem(checkout, transaction) === null &&
        transaction.tag !== checkout.gateway_tag,
    );
    for (const approval of approvals) {
      // Settles a declined checkout, or records a second approval for refund; a tag the checkout
      // already met records nothing again.
      await settleFromGateway(services, checkout.invoice_num, approval, "reconciliation");
    }
    await markFinalLookup(services.db, checkout.invoice_num, now.toISOString());
    run.lookedUp++;
    run.approvalsFound += approvals.length;
  }
  return run;
}
