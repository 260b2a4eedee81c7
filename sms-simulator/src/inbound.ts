/**
 * A text from a customer's phone to the account's number (QA replies as the customer in the phone
 * view). Twilio creates an inbound Message (`direction: inbound`, `status: received`), applies its
 * opt-out keywords (`protocol/keywords.ts`: the opt-out list changes and the account's confirmation
 * goes back at once), then POSTs the incoming-message webhook to the number's URL, signed, with
 * MessageSid, SmsSid, SmsMessageSid, AccountSid, MessagingServiceSid, From, To, Body, NumMedia,
 * NumSegments, ApiVersion and, for a keyword, OptOutType (Twilio docs, Messaging › "Messaging
 * webhooks", Incoming message parameters). The application may answer TwiML: each `<Message>` in
 * the `<Response>` is sent back to the customer ("TwiML for Programmable Messaging", `<Message>`),
 * unless the customer has just opted out.
 */
import { newSid } from "./api/messages.routes";
import type { SmsContext } from "./context";
import { keywordOf } from "./protocol/keywords";
import { API_VERSION, type StoredMessage } from "./protocol/message-resource";
import { segmentsOf } from "./protocol/segments";
import { sendWebhook } from "./webhooks";

function store(
  context: SmsContext,
  message: Omit<
    StoredMessage,
    | "sid"
    | "accountSid"
    | "segments"
    | "history"
    | "errorCode"
    | "errorMessage"
    | "dateCreated"
    | "dateUpdated"
    | "dateSent"
    | "statusCallback"
    | "messagingServiceSid"
  >,
  sidPrefix = "SM",
): StoredMessage {
  const now = context.clock.now();
  return context.store.add({
    ...message,
    sid: newSid(context, sidPrefix),
    accountSid: context.settings.accountSid,
    segments: segmentsOf(message.body),
    history: [{ status: message.status, at: now.toISOString() }],
    errorCode: null,
    errorMessage: null,
    dateCreated: now,
    dateUpdated: now,
    dateSent: now,
    statusCallback: null,
    messagingServiceSid: context.settings.messagingServiceSid,
  });
}

/** A reply Twilio itself sends (a keyword's confirmation, a TwiML `<Message>`): delivered at once. */
function reply(context: SmsContext, from: string, to: string, body: string): StoredMessage {
  return store(context, { direction: "outbound-reply", from, to, body, status: "delivered" });
}

/** The texts of a TwiML answer's `<Message>` verbs (plain text or a `<Body>` child). */
export function twimlMessages(twiml: string): string[] {
  const texts: string[] = [];
  for (const match of twiml.matchAll(/<Message(?:\s[^>]*)?>([\s\S]*?)<\/Message>/g)) {
    const inner = match[1] ?? "";
    const body = /<Body>([\s\S]*?)<\/Body>/.exec(inner)?.[1] ?? inner;
    const text = body
      .replace(/<[^>]+>/g, "")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&apos;", "'")
      .replaceAll("&amp;", "&")
      .trim();
    if (text) texts.push(text);
  }
  return texts;
}

export interface IncomingResult {
  message: StoredMessage;
  replies: StoredMessage[];
}

export async function receiveText(
  context: SmsContext,
  input: { from: string; body: string; to?: string },
): Promise<IncomingResult> {
  const { settings } = context;
  const to = input.to ?? settings.numbers[0] ?? "";
  const message = store(context, {
    direction: "inbound",
    from: input.from,
    to,
    body: input.body,
    status: "received",
  });
  const replies: StoredMessage[] = [];
  const keyword = keywordOf(input.body);
  if (keyword === "STOP") context.store.setOptOut(to, input.from, true);
  if (keyword === "START") context.store.setOptOut(to, input.from, false);
  if (keyword) replies.push(reply(context, to, input.from, settings.keywordReplies[keyword]));
  if (!settings.inboundUrl) return { message, replies };
  const params: Record<string, string> = {
    AccountSid: settings.accountSid,
    ApiVersion: API_VERSION,
    Body: input.body,
    From: input.from,
    MessageSid: message.sid,
    MessagingServiceSid: settings.messagingServiceSid,
    NumMedia: "0",
    NumSegments: String(message.segments.count),
    SmsMessageSid: message.sid,
    SmsSid: message.sid,
    SmsStatus: "received",
    To: to,
  };
  if (keyword) params.OptOutType = keyword;
  const answer = await sendWebhook(context, "incoming-message", settings.inboundUrl, message.sid, params);
  if (answer && !context.store.isOptedOut(to, input.from)) {
    for (const text of twimlMessages(answer)) replies.push(reply(context, to, input.from, text));
  }
  return { message, replies };
}
