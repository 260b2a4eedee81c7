/**
 * The SMS port over Twilio's Programmable Messaging REST API (decision 038), through the official
 * `twilio` client, unchanged: only its HTTP client is ours, to send its requests to the configured
 * origin (the sms-simulator offline; `https://api.twilio.com` in production) with our time limit
 * ("Custom HTTP clients" of twilio-node: `httpClient` in the client options). Calls made:
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` (To, From or MessagingServiceSid, Body,
 * StatusCallback) and `GET …/Messages/{Sid}.json`, HTTP Basic with the Account SID and auth token.
 * Webhooks are verified with `twilio.validateRequest` (X-Twilio-Signature, HMAC-SHA1 of the URL and
 * the sorted parameters under the auth token: "Secure webhooks"). Twilio's field names stay in this
 * folder.
 */
import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import type { Logger } from "../../platform/http/logger";
import { replyKindOf } from "./reply-keywords";
import type { SmsSettings } from "../../platform/sms.config";
import {
  type DeliveryReport,
  type IncomingText,
  phoneNumber,
  type RefusalReason,
  type SmsPort,
  type TextDelivery,
  type TextLookup,
  type TextRequest,
  type TextSendResult,
  type WebhookRequest,
} from "./sms-port";

/** Twilio's RequestClient, sending to `origin` instead of Twilio's hosts. */
class OriginRequestClient extends twilio.RequestClient {
  constructor(
    private readonly origin: string,
    timeoutMs: number,
  ) {
    super({ timeout: timeoutMs, autoRetry: false });
  }
  override request<T>(opts: RequestClient.RequestOptions<T>) {
    const target = new URL(opts.uri);
    const origin = new URL(this.origin);
    target.protocol = origin.protocol;
    target.host = origin.host;
    return super.request<T>({ ...opts, uri: target.toString() });
  }
}

/** Message resource, "Message Status values", in our words. */
export function deliveryOf(status: string): TextDelivery | null {
  if (["accepted", "scheduled", "queued", "sending"].includes(status)) return "waiting";
  if (status === "sent") return "sent";
  if (status === "delivered" || status === "read") return "delivered";
  if (["undelivered", "failed", "canceled", "partially_delivered"].includes(status)) return "not-delivered";
  return null;
}

/** Twilio's refusal codes (Error and Warning Dictionary) in our words. */
function reasonOf(code: number | null, status: number): RefusalReason {
  if (code === 21211 || code === 21614 || code === 21612 || code === 21408) return "not-a-mobile-number";
  if (code === 21610) return "opted-out";
  if (code === 21606 || code === 21608 || code === 21603 || code === 21705 || code === 21212)
    return "sender-refused";
  if (code === 20003 || status === 401 || status === 403) return "credentials-refused";
  return "other";
}

function isTransient(status: number | undefined): boolean {
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

type TwilioClient = ReturnType<typeof twilio>;
type Sender = { messagingServiceSid: string } | { from: string };

async function sendText(
  client: TwilioClient,
  sender: Sender,
  request: TextRequest,
  logger: Logger | undefined,
): Promise<TextSendResult> {
  try {
    const message = await client.messages.create({
      to: request.to,
      body: request.body,
      ...sender,
      ...(request.statusUrl ? { statusCallback: request.statusUrl } : {}),
    });
    const delivery = deliveryOf(String(message.status ?? ""));
    if (typeof message.sid !== "string" || !/^(SM|MM)[0-9a-f]{32}$/.test(message.sid) || !delivery) {
      logger?.error("sms provider answer did not fit", { status: message.status ?? null });
      return { outcome: "unavailable", detail: "the provider's answer did not fit" };
    }
    return {
      outcome: "accepted",
      providerId: message.sid,
      delivery,
      segments: Number(message.numSegments) || 1,
    };
  } catch (error) {
    const { status, code, message } = error as { status?: number; code?: number; message?: string };
    const answered = typeof status === "number" ? status : undefined;
    if (isTransient(answered)) {
      logger?.warn?.("sms provider unavailable", { status: answered ?? null });
      return { outcome: "unavailable", detail: answered ? `HTTP ${answered}` : "no answer" };
    }
    const providerCode = typeof code === "number" ? code : null;
    return {
      outcome: "refused",
      reason: reasonOf(providerCode, answered ?? 400),
      providerCode,
      detail: message ?? "",
    };
  }
}

function deliveryReportOf(params: Readonly<Record<string, string>>): DeliveryReport | null {
  const providerId = params.MessageSid ?? "";
  const delivery = deliveryOf(params.MessageStatus ?? "");
  if (!providerId || !delivery) return null;
  const errorCode = params.ErrorCode ? Number(params.ErrorCode) : null;
  return { providerId, delivery, errorCode: Number.isFinite(errorCode) ? errorCode : null };
}

function incomingTextOf(params: Readonly<Record<string, string>>): IncomingText | null {
  const from = phoneNumber(params.From ?? "");
  const providerId = params.MessageSid ?? "";
  if (!from || !providerId) return null;
  const body = params.Body ?? "";
  return { providerId, from, body, kind: replyKindOf(body, params.OptOutType) };
}

export function twilioAdapter(settings: SmsSettings, logger?: Logger): SmsPort {
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: new OriginRequestClient(settings.baseUrl, settings.timeoutMs),
  });
  const sender: Sender = settings.messagingServiceSid
    ? { messagingServiceSid: settings.messagingServiceSid }
    : { from: settings.from ?? "" };

  return {
    sendText: (request) => sendText(client, sender, request, logger),

    async lookUpText(providerId): Promise<TextLookup | null> {
      try {
        const message = await client.messages(providerId).fetch();
        const delivery = deliveryOf(String(message.status ?? ""));
        const to = phoneNumber(String(message.to ?? ""));
        if (!delivery || !to) return null;
        return { providerId, to, delivery, errorCode: message.errorCode ?? null };
      } catch {
        return null;
      }
    },

    // List the Message resources sent to a number, newest first ("Read multiple Message resources", To filter).
    async findSentText({ to, body, skip = [] }) {
      try {
        const messages = await client.messages.list({ to, limit: 20 });
        const taken = messages.find((message) => message.body === body && !skip.includes(message.sid));
        const delivery = taken ? deliveryOf(String(taken.status ?? "")) : null;
        return taken && delivery ? { providerId: taken.sid, delivery } : null;
      } catch {
        return "unavailable";
      }
    },

    isSigned(request: WebhookRequest): boolean {
      if (!request.signature) return false;
      return twilio.validateRequest(settings.authToken, request.signature, request.url, {
        ...request.params,
      });
    },

    readDeliveryReport: ({ params }) => deliveryReportOf(params),
    readIncomingText: ({ params }) => incomingTextOf(params),

    replyDocument(text) {
      const response = new twilio.twiml.MessagingResponse();
      if (text) response.message(text);
      return { contentType: "text/xml", body: response.toString() };
    },
  };
}
