/**
 * Refunding a second approval for one checkout (the customer charged twice): settleFromGateway
 * records the refund to make in the same transaction as it meets the approval; this worker asks the
 * gateway for a tagged refund of that second transaction, retrying while the gateway cannot be
 * reached, and records the outcome for staff (the row and an audit entry). The first, posted
 * approval is never refunded. One run at a time; callers arriving during a run share it.
 */
import type { Selectable } from "kysely";
import type { Charge } from "../../../integrations/gateway";
import { recordAudit } from "../../../platform/audit";
import { withJobLease } from "../../../platform/jobs";
import type { Services } from "../../../services";
import { formatCents } from "../payment-rules";
import { findCheckout } from "../payments.repository";
import { REFUND_MAX_ATTEMPTS, refundBackoffMs } from "../submission-rules";
import type { Db } from "../../../database";
import { dueDuplicateRefunds, insertDuplicateRefund, updateDuplicateRefund } from "../submissions.repository";
import type { DuplicateRefundsTable } from "../submissions.table";

/**
 * Records the refund of a second approval, in the settling transaction (`trx`); answers whether it
 * is new (a replayed relay of the same second approval records nothing more).
 */
export function recordDuplicateRefund(
  trx: Db,
  checkout: { invoice_num: string; amount_cents: number },
  charge: Charge,
  at: string,
): Promise<boolean> {
  const cents = Math.round(Number(charge.amount) * 100);
  return insertDuplicateRefund(trx, {
    invoice_num: checkout.invoice_num,
    gateway_tag: charge.tag,
    authorization_code: charge.authorization,
    amount_cents: Number.isFinite(cents) && cents > 0 ? cents : checkout.amount_cents,
    status: "pending",
    attempts: 0,
    next_attempt_at: at,
    last_error: null,
    refund_tag: null,
    created_at: at,
    done_at: null,
  });
}

export interface DuplicateRefundRun {
  refunded: number;
  failed: number;
  retrying: number;
}

// Keyed by the dependencies object: one run at a time per BFF (callers pass the same one).
const running = new WeakMap<object, Promise<DuplicateRefundRun>>();

export function runDuplicateRefunds(
  services: Pick<Services, "clock" | "config" | "db" | "gateway" | "logger">,
): Promise<DuplicateRefundRun> {
  let run = running.get(services);
  if (!run) {
    // Refunds go to the gateway: one instance at a time runs them (decision 020).
    const none: DuplicateRefundRun = { refunded: 0, failed: 0, retrying: 0 };
    run = withJobLease(services, "duplicate refunds", () => refundDue(services), none).finally(() =>
      running.delete(services),
    );
    running.set(services, run);
  }
  return run;
}

/** Starts a run in the background right after a duplicate approval is recorded (errors are logged). */
export function kickDuplicateRefunds(
  services: Pick<Services, "clock" | "config" | "db" | "gateway" | "logger">,
): void {
  runDuplicateRefunds(services).catch((error: unknown) =>
    services.logger.error("duplicate refund run failed", { error: String(error) }),
  );
}

export async function settleDuplicateRefundRuns(services: object): Promise<void> {
  await running.get(services)?.catch(() => undefined);
}

type Refund = Selectable<DuplicateRefundsTable>;

async function refundDue(
  services: Pick<Services, "clock" | "config" | "db" | "gateway" | "logger">,
): Promise<DuplicateRefundRun> {
  const run: DuplicateRefundRun = { refunded: 0, failed: 0, retrying: 0 };
  const now = services.clock.now();
  for (const refund of await dueDuplicateRefunds(services.db, now.toISOString(), 50)) {
    const outcome = await refundOnce(services, refund);
    run[outcome]++;
  }
  return run;
}

async function refundOnce(
  services: Pick<Services, "clock" | "config" | "db" | "gateway" | "logger">,
  refund: Refund,
): Promise<keyof DuplicateRefundRun> {
  const attempts = refund.attempts + 1;
  const checkout = await findCheckout(services.db, refund.invoice_num);
  if (!checkout || checkout.gateway_tag === refund.gateway_tag) {
    // The checkout's own (posted) approval: never refunded.
    await finish(services, refund, attempts, "failed", { error: "the recorded approval is never refunded" });
    return "failed";
  }
  // A previous attempt may have been processed with its answer lost: the gateway knows.
  const earlier = refund.attempts > 0 ? await refundAlreadyMade(services, refund) : null;
  if (earlier) {
    await finish(services, refund, attempts, "refunded", { refundTag: earlier });
    return "refunded";
  }
  try {
    const answer = await services.gateway.returnFunds({
      kind: "refund",
      transactionTag: refund.gateway_tag,
      authorization: refund.authorization_code,
      amount: formatCents(refund.amount_cents),
      invoice: refund.invoice_num,
    });
    if (answer.approved) {
      await finish(services, refund, attempts, "refunded", { refundTag: answer.tag });
      return "refunded";
    }
    // Processed and refused (wrong tag, authorization or amount): waiting will not change it.
    const error = `${answer.gatewayCode} ${answer.gatewayMessage} ${answer.issuerMessage}`.trim();
    await finish(services, refund, attempts, "failed", { error });
    return "failed";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (attempts >= REFUND_MAX_ATTEMPTS) {
      await finish(services, refund, attempts, "failed", { error: message });
      return "failed";
    }
    await updateDuplicateRefund(services.db, refund.id, {
      status: "pending",
      attempts,
      last_error: message,
      next_attempt_at: new Date(services.clock.now().getTime() + refundBackoffMs(attempts)).toISOString(),
    });
    services.logger.error("refund of a duplicate approval: the gateway was not reached", {
      invoice: refund.invoice_num,
      attempts,
    });
    return "retrying";
  }
}

async function refundAlreadyMade(
  services: Pick<Services, "gateway">,
  refund: Refund,
): Promise<string | null> {
  try {
    const transactions = await services.gateway.transactionsForInvoice(refund.invoice_num, refund.created_at);
    const made = transactions.find(
      (transaction) =>
        transaction.kind === "refund" &&
        transaction.originalTag === refund.gateway_tag &&
        transaction.approved,
    );
    return made?.tag ?? null;
  } catch {
    return null;
  }
}

async function finish(
  services: Pick<Services, "clock" | "db" | "logger">,
  refund: Refund,
  attempts: number,
  status: "refunded" | "failed",
  outcome: { refundTag?: string; error?: string },
): Promise<void> {
  const at = services.clock.now().toISOString();
  await services.db.transaction().execute(async (trx) => {
    await updateDuplicateRefund(trx, refund.id, {
      status,
      attempts,
      last_error: outcome.error ?? null,
      next_attempt_at: at,
      refund_tag: outcome.refundTag ?? null,
      done_at: at,
    });
    await recordAudit(trx, {
      at,
      actor: "gateway",
      action: status === "refunded" ? "duplicate-payment-refunded" : "duplicate-payment-refund-failed",
      subject: refund.invoice_num,
      details: {
        transactionTag: refund.gateway_tag,
        amount: formatCents(refund.amount_cents),
        refundTag: outcome.refundTag ?? null,
        error: outcome.error ?? null,
      },
    });
  });
  if (status === "failed") {
    services.logger.error("refund of a duplicate approval failed: staff must refund it", {
      invoice: refund.invoice_num,
      transactionTag: refund.gateway_tag,
    });
  }
}
