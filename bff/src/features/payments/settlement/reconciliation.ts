/**
 * Reconciliation: a checkout still pending some minutes after it was created (the relay never came,
 * or the card modal's call timed out) is settled from the gateway's own record of the invoice; an
 * hour after, every settled checkout is looked up a last time (final-lookup.ts).
 */
import { type FinalLookupRun, FINAL_LOOKUP_AFTER_MINUTES, lookUpSettledCheckouts } from "./final-lookup";
import { gatewayRecordProblem } from "./gateway-confirmation";
import { type GatewayRecord, unprocessedCharge } from "../../../integrations/gateway";
import type { Services } from "../../../services";
import { pendingCheckoutsCreatedBefore } from "../payments.repository";
import { settleFromGateway } from "./settlement.service";

/** A checkout with no transaction at the gateway this long after it was created was abandoned. */
const ABANDONED_AFTER_MINUTES = FINAL_LOOKUP_AFTER_MINUTES;

export interface ReconciliationRun {
  settled: number;
  abandoned: number;
  stillPending: number;
  finalLookup: FinalLookupRun;
}

export async function reconcilePendingCheckouts(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "gateway" | "logger" | "mailer">,
): Promise<ReconciliationRun> {
  const run = { settled: 0, abandoned: 0, stillPending: 0 };
  const now = services.clock.now();
  const before = new Date(now.getTime() - services.config.payments.reconcileAfterMinutes * 60_000);
  for (const checkout of await pendingCheckoutsCreatedBefore(services.db, before.toISOString(), 100)) {
    let transactions: GatewayRecord[];
    try {
      transactions = await services.gateway.transactionsForInvoice(checkout.invoice_num, checkout.created_at);
    } catch {
      run.stillPending++;
      continue;
    }
    // The relay's rule: only this checkout's own transactions (invoice, amount, page) settle it.
    const matching = transactions.filter(
      (transaction) => gatewayRecordProblem(checkout, transaction) === null,
    );
    const found = matching.find((transaction) => transaction.approved) ?? matching.at(-1);
    if (found) {
      if (await settleFromGateway(services, checkout.invoice_num, found, "reconciliation")) run.settled++;
      continue;
    }
    const ageMinutes = (now.getTime() - Date.parse(checkout.created_at)) / 60_000;
    if (ageMinutes >= ABANDONED_AFTER_MINUTES) {
      await settleFromGateway(
        services,
        checkout.invoice_num,
        unprocessedCharge(checkout.invoice_num, "No transaction at the gateway"),
        "reconciliation",
      );
      run.abandoned++;
    } else {
      run.stillPending++;
    }
  }
  return { ...run, finalLookup: await lookUpSettledCheckouts(services) };
}
