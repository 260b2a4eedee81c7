/**
 * Re-send a relay (docs/simulator-control.md), as `stripe events resend` does: the last relay of an
 * invoice is posted again, the same signed fields to the same URL, whatever happened to it the first
 * time (dropped by `gateway-relay-lost`, failed, or delivered: the BFF must take a repeat calmly).
 * The new attempt is one more outbox entry.
 */
import type Router from "@koa/router";
import type { GatewayContext, GatewayState } from "../context";

export function relayResendRoutes(router: Router<GatewayState>, context: GatewayContext): void {
  router.post("/relays/resend", async (ctx) => {
    const body = ctx.request.body as { invoice?: unknown } | undefined;
    const invoice = typeof body?.invoice === "string" ? body.invoice.trim() : "";
    if (!/^\d{1,20}$/.test(invoice)) {
      ctx.status = 400;
      ctx.body = {
        error: { code: "INVALID_REQUEST", message: "invoice is the invoice number of a payment" },
      };
      return;
    }
    const last = context.store.outbox.filter((entry) => entry.invoice === invoice).at(-1);
    if (!last) {
      ctx.status = 404;
      ctx.body = { error: { code: "NO_RELAY", message: `No relay was made for invoice ${invoice}` } };
      return;
    }
    const base = {
      at: context.clock.now().toISOString(),
      url: last.url,
      transactionTag: last.transactionTag,
      invoice,
      fields: last.fields,
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      const response = await Promise.race([
        context.relay(last.url, last.fields),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("relay timed out")), context.settings.relayTimeoutMs);
        }),
      ]);
      await response.body?.cancel().catch(() => undefined);
      ctx.body = {
        resentFrom: last.id,
        relay: context.store.recordRelay({
          ...base,
          status: response.ok ? "delivered" : "failed",
          responseStatus: response.status,
          ...(response.ok ? {} : { error: `relay target answered HTTP ${response.status}` }),
        }),
      };
    } catch (error) {
      ctx.body = {
        resentFrom: last.id,
        relay: context.store.recordRelay({
          ...base,
          status: "failed",
          responseStatus: null,
          error: error instanceof Error ? error.message : String(error),
        }),
      };
    } finally {
      clearTimeout(timer);
    }
  });
}
