import { bodyParser } from "@koa/bodyparser";
import { Router } from "@koa/router";
import {
  GetFpHashRequest,
  PaymentDetailsRequest,
  PayeezyRequest,
  ValidateAccountRequest,
} from "../../contract/payments";
import { limitPerAddress } from "../../platform/http/rate-limit";
import { parseInput } from "../../platform/http/validate";
import type { Services } from "../../services";
import { requirePayer } from "./payer";
import { payByCard } from "./card-payment.service";
import { runDuplicateRefunds, settleDuplicateRefundRuns } from "./duplicate-refunds";
import { submitOnce } from "./payment-submissions";
import { hostedCheckout } from "./hosted-checkout.service";
import { paymentDetails } from "./payment-details.service";
import { validateQuickPayAccount } from "./quick-pay.service";
import { runPostingOutbox, settlePostingRuns } from "./posting-worker";
import { fpHashDigest, payeezyDigest } from "./submission-rules";
import { reconcilePendingCheckouts } from "./reconciliation";
import { settleRelay } from "./relay";

export const GATEWAY_RELAY_PATH = "/api/v1/gateway/relay";

export function paymentsRoutes(services: Services): Router {
  const router = new Router();

  router.post("/api/v1/validate-account", limitPerAddress(services, "quick-pay"), async (ctx) => {
    const input = parseInput(ValidateAccountRequest, ctx.request.body);
    ctx.body = await validateQuickPayAccount(services, input);
  });

  // With an idempotency key (one per page opening), a repeat gets the same checkout and fingerprint.
  router.post("/api/v1/get-fphash", async (ctx) => {
    const payer = await requirePayer(ctx, services);
    const request = parseInput(GetFpHashRequest, ctx.request.body);
    const key = request.idempotencyKey;
    ctx.body = key
      ? await submitOnce(services, payer, { route: "get-fphash", key, digest: fpHashDigest(request) }, () =>
          hostedCheckout(services, payer, request),
        )
      : await hostedCheckout(services, payer, request);
  });

  // One gateway purchase per idempotency key (one per opening of the card dialog).
  router.post("/api/v1/payeezy", async (ctx) => {
    const payer = await requirePayer(ctx, services);
    const request = parseInput(PayeezyRequest, ctx.request.body);
    ctx.body = await submitOnce(
      services,
      payer,
      { route: "payeezy", key: request.idempotencyKey, digest: payeezyDigest(request) },
      (progress) => payByCard(services, payer, request, progress),
    );
  });

  router.post("/api/payment-details", async (ctx) => {
    const payer = await requirePayer(ctx, services);
    const { invoice_num } = parseInput(PaymentDetailsRequest, ctx.request.body);
    ctx.body = await paymentDetails(services, payer, invoice_num);
  });

  return router;
}

/**
 * The gateway's relay response (server to server, form-encoded). Mounted before the JSON body parser:
 * only this route parses forms. `settleRelay` checks its signature and confirms it with the gateway.
 */
export function gatewayRelayRoutes(services: Services): Router {
  const router = new Router();
  router.post(GATEWAY_RELAY_PATH, bodyParser({ enableTypes: ["form"], formLimit: "64kb" }), async (ctx) => {
    const fields = Object.fromEntries(
      Object.entries((ctx.request.body ?? {}) as Record<string, unknown>).map(([name, value]) => [
        name,
        typeof value === "string" ? value : "",
      ]),
    );
    await settleRelay(services, fields);
    ctx.type = "text/plain";
    ctx.body = "OK";
  });
  return router;
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
    reconcilePendingCheckouts(services)
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
