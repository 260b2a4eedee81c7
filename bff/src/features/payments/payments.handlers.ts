import { isFailure } from "../../platform/failures";
import { statusOfFailure } from "../../platform/http/errors";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import { withJobLease } from "../../platform/jobs";
import type { Services } from "../../services";
import { type KeepCard, payByCard } from "./checkout/card-payment.service";
import { runDuplicateRefunds, settleDuplicateRefundRuns } from "./refunds/duplicate-refunds";
import { hostedCheckout } from "./checkout/hosted-checkout.service";
import type { Payer } from "./payer";
import { paymentDetails } from "./checkout/payment-details.service";
import { submitOnce } from "./checkout/payment-submissions";
import { runPostingOutbox, settlePostingRuns } from "./posting/posting-worker";
import { validateQuickPayAccount } from "./checkout/quick-pay.service";
import { reconcilePendingCheckouts } from "./settlement/reconciliation";
import { settleRelay } from "./settlement/relay";
import { RELAY_ACKNOWLEDGED_HEADER, relayAnswerPage, resultPageUrl } from "./settlement/relay-answer";
import { fpHashDigest, payeezyDigest } from "./submission-rules";

type PaymentRoute = "getFpHash" | "payeezy" | "paymentDetails";

/** Quick pay's account check, the two ways to pay, the result page (spec 002 §4, §7). */
export function paymentsHandlers(
  services: Services,
  neighbours: { keepCard?: KeepCard } = {},
): RouteHandlers<"validateAccount" | "gatewayRelay"> & RouteHandlers<PaymentRoute, Payer> {
  return {
    validateAccount: (input) => validateQuickPayAccount(services, input),

    // With an idempotency key (one per page opening), a repeat gets the same checkout and fingerprint.
    getFpHash(request, { caller: payer }) {
      const key = request.idempotencyKey;
      return key
        ? submitOnce(services, payer, { route: "get-fphash", key, digest: fpHashDigest(request) }, () =>
            hostedCheckout(services, payer, request),
          )
        : hostedCheckout(services, payer, request);
    },

    // One gateway purchase per idempotency key (one per opening of the card dialog).
    payeezy: (request, { caller: payer }) =>
      submitOnce(
        services,
        payer,
        { route: "payeezy", key: request.idempotencyKey, digest: payeezyDigest(request) },
        (progress) => payByCard(services, payer, request, progress, neighbours.keepCard),
      ),

    paymentDetails: ({ invoice_num }, { caller: payer }) => paymentDetails(services, payer, invoice_num),

    /**
     * The gateway's relay response (server to server, form-encoded; the table mounts it before the
     * JSON body parser). `settleRelay` checks its signature and confirms it with the gateway. The
     * answer is the page the gateway shows the cardholder (relay-answer.ts): refused or not, it
     * takes them to the result page; only a settled relay is acknowledged.
     */
    async gatewayRelay(fields, { ctx }) {
      const { invoice, transactionTag } = services.gateway.readRelay(fields);
      try {
        await settleRelay(services, fields);
        ctx.set(RELAY_ACKNOWLEDGED_HEADER, transactionTag);
      } catch (error) {
        if (!isFailure(error)) throw error;
        ctx.status = statusOfFailure(error);
      }
      return relayAnswerPage(resultPageUrl(services.config.portalUrl, invoice));
    },
  };
}

/**
 * Runs the posting outbox, the refunds of duplicate approvals and reconciliation on an interval
 * (servers only); returns the stop.
 */
export function startPaymentWorkers(services: Services): () => Promise<void> {
  const interval = services.config.payments.workerIntervalMs;
  const settleRuns = async () => {
    await settlePostingRuns(services);
    await settleDuplicateRefundRuns(services);
  };
  if (interval <= 0) return settleRuns;
  let reconciling = false;
  const timer = setInterval(() => {
    runPostingOutbox(services).catch((error: unknown) =>
      services.logger.error("posting run failed", { error: String(error) }),
    );
    runDuplicateRefunds(services).catch((error: unknown) =>
      services.logger.error("duplicate refund run failed", { error: String(error) }),
    );
    if (reconciling) return;
    reconciling = true;
    // One instance at a time reconciles (decision 020); the others skip this tick.
    withJobLease(services, "payment reconciliation", () => reconcilePendingCheckouts(services), null)
      .catch((error: unknown) => services.logger.error("reconciliation failed", { error: String(error) }))
      .finally(() => {
        reconciling = false;
      });
  }, interval);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await settleRuns();
  };
}
