import { bodyParser } from "@koa/bodyparser";
import { Router } from "@koa/router";
import {
  GetFpHashRequest,
  PaymentDetailsRequest,
  PayeezyRequest,
  ValidateAccountRequest,
} from "../contract/payments";
import { AppError } from "../http/errors";
import { limitPerAddress } from "../http/rate-limit";
import { parseInput } from "../http/validate";
import type { Services } from "../services";
import { isRelayHashValid } from "./gateway-protocol";
import { requirePayer } from "./payer";
import { findCheckout } from "./payments.repository";
import { payByCard } from "./card-payment.service";
import { runDuplicateRefunds, settleDuplicateRefundRuns } from "./duplicate-refunds";
import { submitOnce } from "./payment-submissions";
import {
  hostedCheckout,
  paymentDetails,
  settleFromGateway,
  validateQuickPayAccount,
} from "./payments.service";
import { runPostingOutbox, settlePostingRuns } from "./posting-worker";
import { fpHashDigest, payeezyDigest } from "./submission-rules";
import { reconcilePendingCheckouts } from "./reconciliation";

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
 * only this route parses forms. Verifies x_MD5_Hash with the page's response key, that the invoice
 * exists and the amount matches; then records the result once. A forged or mismatched relay is
 * refused and nothing is recorded.
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
    const checkout = fields.x_invoice_num ? await findCheckout(services.db, fields.x_invoice_num) : undefined;
    if (checkout?.channel !== "hosted") {
      throw new AppError(400, "UNKNOWN_INVOICE", "Unknown invoice.");
    }
    const page = services.config.payments.pages[checkout.customer_class];
    if (fields.x_login !== page.login || !isRelayHashValid(fields, page.responseKey)) {
      services.logger.error("relay refused: bad signature", { invoice: checkout.invoice_num });
      throw new AppError(401, "BAD_SIGNATURE", "The relay response is not signed by the gateway.");
    }
    if (Math.round(Number(fields.x_amount) * 100) !== checkout.amount_cents) {
      services.logger.error("relay refused: amount mismatch", { invoice: checkout.invoice_num });
      throw new AppError(400, "AMOUNT_MISMATCH", "The amount does not match the invoice.");
    }
    await settleFromGateway(services, checkout.invoice_num, fields, "relay");
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
