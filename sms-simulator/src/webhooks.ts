/**
 * The requests the simulator sends to the application, signed as Twilio signs them
 * (`protocol/signature.ts`): form-encoded POSTs with `X-Twilio-Signature`. Twilio waits 15 seconds
 * for an answer (Twilio docs, Usage › Webhooks › "Webhooks connection overrides": default timeout).
 * A status callback is sent once, never again if it fails (status callbacks are not retried unless
 * the URL asks with a connection override).
 */
import type { SmsContext, WebhookSender } from "./context";
import { SIGNATURE_HEADER, twilioSignature } from "./protocol/signature";
import type { WebhookEntry } from "./store";

export function fetchWebhook(timeoutMs: number): WebhookSender {
  return async (url, form, headers) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    return { status: response.status, body: await response.text() };
  };
}

/** Signs and sends one webhook, recording it in the webhook log; answers the body, null when none. */
export async function sendWebhook(
  context: SmsContext,
  kind: WebhookEntry["kind"],
  url: string,
  messageSid: string,
  params: Record<string, string>,
): Promise<string | null> {
  const signature = twilioSignature(context.settings.authToken, url, params);
  const at = context.clock.now().toISOString();
  try {
    const answer = await context.webhook(url, params, {
      [SIGNATURE_HEADER]: signature,
      "I-Twilio-Idempotency-Token": `${messageSid}-${params.MessageStatus ?? "in"}`,
      "User-Agent": "TwilioProxy/1.1",
    });
    context.store.recordWebhook({ at, kind, url, messageSid, params, responseStatus: answer.status });
    return answer.status < 300 ? answer.body : null;
  } catch (error) {
    context.store.recordWebhook({
      at,
      kind,
      url,
      messageSid,
      params,
      responseStatus: null,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}
