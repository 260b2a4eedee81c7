/**
 * The relay response: after the card step the gateway POSTs the transaction's result, signed with
 * the page's response key, to the page's relay URL, server to server. A relay that fails or is
 * dropped leaves the transaction standing; the outbox records what happened.
 */
import type { GatewayPaymentPage } from "@paygpa/fixtures";
import type { GatewayContext, RelaySender } from "./context";
import { relayFieldsOf } from "./protocol/relay-response";
import type { GatewayTransaction } from "./protocol/transaction";
import type { OutboxEntry } from "./store";

/** A URL template with `{invoice}` replaced by the URL-encoded invoice number. */
export function fillInvoice(template: string, invoice: string): string {
  return template.replaceAll("{invoice}", encodeURIComponent(invoice));
}

/** The default transport: a form POST with fetch, aborted after `timeoutMs`. */
export function fetchRelay(timeoutMs: number): RelaySender {
  return (url, form) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...form }).toString(),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
}

export async function sendRelay(
  context: GatewayContext,
  transaction: GatewayTransaction,
  page: GatewayPaymentPage,
): Promise<OutboxEntry> {
  const { store, clock, settings } = context;
  const url = fillInvoice(page.relayUrl, transaction.invoice);
  const fields = relayFieldsOf(transaction, page);
  const base = {
    at: clock.now().toISOString(),
    url,
    transactionTag: transaction.transactionTag,
    invoice: transaction.invoice,
    fields,
  };
  if (store.takeDropNextRelay())
    return store.recordRelay({ ...base, status: "dropped", responseStatus: null });
  try {
    const response = await withTimeout(context.relay(url, fields), settings.relayTimeoutMs);
    await response.body?.cancel().catch(() => undefined);
    return store.recordRelay({
      ...base,
      status: response.ok ? "delivered" : "failed",
      responseStatus: response.status,
      ...(response.ok ? {} : { error: `relay target answered HTTP ${response.status}` }),
    });
  } catch (error) {
    return store.recordRelay({
      ...base,
      status: "failed",
      responseStatus: null,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`relay target did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
