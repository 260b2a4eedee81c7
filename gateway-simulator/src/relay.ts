/**
 * The relay response: after the card step the gateway POSTs the transaction's result, signed with
 * the page's response key, to the page's relay URL, server to server, and shows the merchant's
 * answer to the cardholder (Relay Response; `hosted-page/cardholder-answer.ts`). A relay that fails
 * or is dropped leaves the transaction standing; the outbox records what happened. A page with Relay
 * Response Retry sends an unacknowledged relay again to its retry URL (`page-settings.ts`), and one
 * with Silent Post sends a copy to that URL.
 */
import type { GatewayPaymentPage } from "@paygpa/fixtures";
import type { GatewayContext, RelaySender } from "./context";
import { relayFieldsOf } from "./protocol/relay-response";
import type { GatewayTransaction } from "./protocol/transaction";
import type { OutboxEntry } from "./journal";

/** The header whose value acknowledges a relay: the transaction's `x_trans_id` ("Relay Response Retry"). */
export const RELAY_ACKNOWLEDGED_HEADER = "X_GGE4_TRANSACTION_ID";
/** The most of a merchant's relay answer the page shows. */
const MAX_ANSWER_CHARS = 256 * 1024;

/** The merchant's answer to a relay, as the page may show it to the cardholder. */
export interface RelayAnswer {
  status: number;
  contentType: string;
  body: string;
  location: string | null;
  acknowledged: boolean;
}

export interface RelayResult {
  entry: OutboxEntry;
  /** Null when the relay was not answered in time (dropped, late, failed, timed out). */
  answer: RelayAnswer | null;
}

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
  echoed: Readonly<Record<string, string>> = {},
): Promise<RelayResult> {
  const { store, clock } = context;
  const settings = store.settingsOf(page);
  const url = fillInvoice(page.relayUrl, transaction.invoice);
  const fields = relayFieldsOf(transaction, page, echoed);
  const base = {
    at: clock.now().toISOString(),
    url,
    transactionTag: transaction.transactionTag,
    invoice: transaction.invoice,
    fields,
  };
  if (settings.silentPostUrl)
    silentPost(context, fillInvoice(settings.silentPostUrl, transaction.invoice), base);
  let result: RelayResult;
  if (store.takeDropNextRelay() || (store.relayHold && "lost" in store.relayHold)) {
    result = { entry: store.recordRelay({ ...base, status: "dropped", responseStatus: null }), answer: null };
  } else if (store.relayHold && "delaySeconds" in store.relayHold) {
    result = { entry: sendLate(context, store.relayHold.delaySeconds, base), answer: null };
  } else {
    result = await deliver(context, url, fields, base);
  }
  if (settings.relayRetry && !result.answer?.acknowledged) {
    const retry = settings.relayRetry;
    scheduleRetries(context, { ...base, url: fillInvoice(retry.url, transaction.invoice) }, retry);
  }
  return result;
}

/**
 * Relay Response Retry: the relay sent again to the page's retry URL every `intervalSeconds` of the
 * gateway's clock, until an answer acknowledges it or `attempts` were made; a reset cancels it.
 */
function scheduleRetries(
  context: GatewayContext,
  base: Omit<OutboxEntry, "id" | "status" | "responseStatus">,
  retry: { attempts: number; intervalSeconds: number },
): void {
  const { store, clock } = context;
  let made = 0;
  let next = clock.now().getTime() + retry.intervalSeconds * 1000;
  let sending = false;
  const timer = setInterval(() => {
    if (sending || clock.now().getTime() < next) return;
    sending = true;
    made += 1;
    void deliver(context, base.url, base.fields, { ...base, at: clock.now().toISOString(), kind: "retry" })
      .then(({ answer }) => {
        if (answer?.acknowledged || made >= retry.attempts) {
          clearInterval(timer);
          store.relayRetries.delete(timer);
        }
        next = clock.now().getTime() + retry.intervalSeconds * 1000;
      })
      .finally(() => {
        sending = false;
      });
  }, LATE_RELAY_CHECK_MS);
  timer.unref();
  store.relayRetries.add(timer);
}

/** Silent Post: a copy of the relay's fields to another URL; its answer is not read. */
function silentPost(
  context: GatewayContext,
  url: string,
  base: Omit<OutboxEntry, "id" | "status" | "responseStatus" | "url">,
): void {
  void deliver(context, url, base.fields, { ...base, url, kind: "silent-post" });
}

/**
 * A relay held back by the "relay late" scenario: recorded now as late, sent once the gateway's
 * clock reaches `dueAt` (checked every second), so moving the system clock 3 minutes on delivers
 * it at once; a reset cancels it.
 */
function sendLate(
  context: GatewayContext,
  delaySeconds: number,
  base: Omit<OutboxEntry, "id" | "status" | "responseStatus">,
): OutboxEntry {
  const { store, clock } = context;
  const due = clock.now().getTime() + delaySeconds * 1000;
  const timer = setInterval(() => {
    if (clock.now().getTime() < due) return;
    clearInterval(timer);
    store.lateRelays.delete(timer);
    void deliver(context, base.url, base.fields, { ...base, at: clock.now().toISOString() });
  }, LATE_RELAY_CHECK_MS);
  timer.unref();
  store.lateRelays.add(timer);
  return store.recordRelay({
    ...base,
    status: "late",
    responseStatus: null,
    dueAt: new Date(due).toISOString(),
  });
}

const LATE_RELAY_CHECK_MS = 1_000;

async function deliver(
  context: GatewayContext,
  url: string,
  fields: OutboxEntry["fields"],
  base: Omit<OutboxEntry, "id" | "status" | "responseStatus">,
): Promise<RelayResult> {
  const { store, settings } = context;
  try {
    const { response, body } = await withTimeout(
      context.relay(url, fields).then(async (response) => ({
        response,
        body: (await response.text().catch(() => "")).slice(0, MAX_ANSWER_CHARS),
      })),
      settings.relayTimeoutMs,
    );
    const acknowledged =
      response.status === 200 && response.headers.get(RELAY_ACKNOWLEDGED_HEADER) === fields.x_trans_id;
    const entry = store.recordRelay({
      ...base,
      status: response.ok ? "delivered" : "failed",
      responseStatus: response.status,
      acknowledged,
      ...(response.ok ? {} : { error: `relay target answered HTTP ${response.status}` }),
    });
    const answer: RelayAnswer = {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      body,
      location: response.headers.get("location"),
      acknowledged,
    };
    return { entry, answer };
  } catch (error) {
    const entry = store.recordRelay({
      ...base,
      status: "failed",
      responseStatus: null,
      acknowledged: false,
      error: error instanceof Error ? error.message : String(error),
    });
    return { entry, answer: null };
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
