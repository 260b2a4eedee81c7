/**
 * The SMS provider's port, in the product's words (decision 038): the BFF sends a text to a
 * customer's confirmed number and learns how it went; it never names the provider's fields.
 *
 * Every outcome the provider can give is an answer, not a failure (as a declined card is a `Charge`):
 * the text was taken (`accepted`, with the provider's id for it), refused for a reason the features
 * decide on (`refused`: the number is not a mobile number, the customer opted out at the provider,
 * our sender is not allowed, our credentials were refused), or there was no useful answer
 * (`unavailable`: no answer, a timeout, a 5xx, a 429, a malformed answer), after which the outbox
 * tries again later and whether the provider took it is not known (`lookUpText` settles it).
 */

import { type MobileNumber, phoneNumber } from "../../platform/phone-number";

export { type MobileNumber, phoneNumber };

/** Where a text is on its way: waiting at the provider, handed to the carrier, on the phone, or not. */
export type TextDelivery = "waiting" | "sent" | "delivered" | "not-delivered";

export interface TextRequest {
  to: MobileNumber;
  body: string;
  /** Where the provider reports the text's delivery (the BFF's signed status webhook). */
  statusUrl: string | null;
}

export type RefusalReason =
  | "not-a-mobile-number"
  | "opted-out"
  | "sender-refused"
  | "credentials-refused"
  | "other";

export type TextSendResult =
  | {
      outcome: "accepted";
      providerId: string;
      delivery: TextDelivery;
      /** How many segments the provider sends it as (a long or non-GSM text costs more). */
      segments: number;
    }
  | { outcome: "refused"; reason: RefusalReason; providerCode: number | null; detail: string }
  | { outcome: "unavailable"; detail: string };

export interface TextLookup {
  providerId: string;
  to: MobileNumber;
  delivery: TextDelivery;
  /** The provider's error code when it was not delivered. */
  errorCode: number | null;
}

/** A delivery report the provider sent to the BFF (verified before it is read). */
export interface DeliveryReport {
  providerId: string;
  delivery: TextDelivery;
  errorCode: number | null;
}

/** What a customer's reply is: a carrier keyword (STOP and its synonyms, START, HELP) or anything else. */
export type ReplyKind = "stop" | "start" | "help" | "other";

/** A text a customer sent to GPA's number (verified before it is read). */
export interface IncomingText {
  providerId: string;
  from: MobileNumber;
  body: string;
  kind: ReplyKind;
}

/** A request the provider made to one of the BFF's webhooks, as it arrived. */
export interface WebhookRequest {
  /** The full URL the provider called (as configured with it: the signature covers it). */
  url: string;
  /** The provider's signature header, null when there was none. */
  signature: string | null;
  params: Readonly<Record<string, string>>;
}

export interface SmsPort {
  sendText(request: TextRequest): Promise<TextSendResult>;
  /** The text the provider knows by this id; null when it knows none (or did not answer usefully). */
  lookUpText(providerId: string): Promise<TextLookup | null>;
  /**
   * A text already taken by the provider for this number with this body (among its latest), after
   * an attempt that got no answer; null when there is none, "unavailable" when it did not answer.
   * `skip`: the provider's ids of texts already recorded for other rows (the same words to the same
   * number, another event), which are not this one.
   */
  findSentText(request: {
    to: MobileNumber;
    body: string;
    skip?: readonly string[];
  }): Promise<{ providerId: string; delivery: TextDelivery } | null | "unavailable">;
  /** Whether a webhook request really comes from the provider (its signature, under our secret). */
  isSigned(request: WebhookRequest): boolean;
  /** A verified status webhook, read; null when it is not one. */
  readDeliveryReport(request: WebhookRequest): DeliveryReport | null;
  /** A verified incoming-message webhook, read; null when it is not one. */
  readIncomingText(request: WebhookRequest): IncomingText | null;
  /** The answer to an incoming-message webhook that sends `text` back (or nothing, for null). */
  replyDocument(text: string | null): { contentType: string; body: string };
}

/** The provider's signature header (Twilio "Secure webhooks": X-Twilio-Signature). */
const SIGNATURE_HEADER = "x-twilio-signature";

/** A webhook request as the BFF received it: the URL the provider called, its signature header, its form. */
export function webhookRequestOf(
  url: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  form: unknown,
): WebhookRequest {
  const header = headers[SIGNATURE_HEADER];
  const params: Record<string, string> = {};
  if (form && typeof form === "object") {
    for (const [name, value] of Object.entries(form)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === "string") params[name] = first;
    }
  }
  return { url, signature: (Array.isArray(header) ? header[0] : header) || null, params };
}
