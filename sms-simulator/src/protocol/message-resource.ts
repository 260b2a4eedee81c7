/**
 * A Message resource as the REST API answers it (Twilio docs, Messaging › API › "Message resource",
 * Message Properties): snake_case fields, dates in RFC 2822, `num_segments` and `num_media` as
 * strings, `price` null until the carrier bills, the resource's own `uri`.
 */
import type { Segments } from "./segments";

/** Message resource, "Message Status values" (those this simulator moves a text through). */
export type MessageStatus =
  | "accepted"
  | "queued"
  | "sending"
  | "sent"
  | "delivered"
  | "undelivered"
  | "failed"
  | "received";

export const FINAL_STATUSES: ReadonlySet<MessageStatus> = new Set([
  "delivered",
  "undelivered",
  "failed",
  "received",
]);

export interface StoredMessage {
  sid: string;
  accountSid: string;
  direction: "outbound-api" | "inbound" | "outbound-reply";
  from: string;
  to: string;
  body: string;
  status: MessageStatus;
  messagingServiceSid: string | null;
  statusCallback: string | null;
  segments: Segments;
  errorCode: number | null;
  errorMessage: string | null;
  dateCreated: Date;
  dateUpdated: Date;
  dateSent: Date | null;
  /** The status changes with when they happened, for QA (not a field of the resource). */
  history: { status: MessageStatus; at: string }[];
}

/** RFC 2822, as the API writes every date ("Thu, 24 Aug 2023 05:01:45 +0000"). */
export function rfc2822(date: Date): string {
  return date.toUTCString().replace("GMT", "+0000");
}

export const API_VERSION = "2010-04-01";

export function messagePath(accountSid: string, sid: string): string {
  return `/${API_VERSION}/Accounts/${accountSid}/Messages/${sid}.json`;
}

export function messageResource(message: StoredMessage): Record<string, unknown> {
  const uri = messagePath(message.accountSid, message.sid);
  return {
    account_sid: message.accountSid,
    api_version: API_VERSION,
    body: message.body,
    date_created: rfc2822(message.dateCreated),
    date_sent: message.dateSent ? rfc2822(message.dateSent) : null,
    date_updated: rfc2822(message.dateUpdated),
    direction: message.direction,
    error_code: message.errorCode,
    error_message: message.errorMessage,
    from: message.from,
    messaging_service_sid: message.messagingServiceSid,
    num_media: "0",
    num_segments: String(message.segments.count),
    price: null,
    price_unit: "USD",
    sid: message.sid,
    status: message.status,
    subresource_uris: {
      media: uri.replace(/\.json$/, "/Media.json"),
      feedback: uri.replace(/\.json$/, "/Feedback.json"),
    },
    to: message.to,
    uri,
  };
}

/** E.164: a plus, then up to 15 digits, the first not 0 (Error 21211's "valid phone number"). */
export function isE164(number: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(number);
}
