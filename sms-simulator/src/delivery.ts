/**
 * An outbound text's way through the statuses (Twilio docs, Messaging › "Outbound Message Status in
 * Status Callbacks"): created `queued` (or `accepted` with a Messaging Service, then `queued`),
 * then `sending`, `sent` (handed to the carrier) and `delivered` (the carrier's receipt), or `failed`
 * (never left Twilio) / `undelivered` (the carrier said it did not arrive) with an error code. "A
 * status callback request is not sent for the initial status"; each later change is one signed POST
 * to the message's StatusCallback with MessageSid, MessageStatus, SmsSid, SmsStatus, AccountSid,
 * From, To, ApiVersion and, on an error, ErrorCode ("Track the Message Status of Outbound
 * Messages", Status callback parameters).
 */
import type { SmsContext } from "./context";
import { DELIVERY_ERRORS, type DeliveryErrorCode } from "./protocol/errors";
import { API_VERSION, type MessageStatus, type StoredMessage } from "./protocol/message-resource";
import { sendWebhook } from "./webhooks";

/** Moves a message to `status` now, and sends its status callback (after the initial status). */
export async function moveTo(
  context: SmsContext,
  message: StoredMessage,
  status: MessageStatus,
  error: DeliveryErrorCode | null = null,
): Promise<void> {
  const now = context.clock.now();
  message.status = status;
  message.dateUpdated = now;
  if (status === "sent" && !message.dateSent) message.dateSent = now;
  if (error !== null) {
    message.errorCode = error;
    message.errorMessage = DELIVERY_ERRORS[error].message;
  }
  message.history.push({ status, at: now.toISOString() });
  if (!message.statusCallback) return;
  const params: Record<string, string> = {
    AccountSid: message.accountSid,
    ApiVersion: API_VERSION,
    From: message.from,
    MessageSid: message.sid,
    MessageStatus: status,
    SmsSid: message.sid,
    SmsStatus: status,
    To: message.to,
  };
  if (message.messagingServiceSid) params.MessagingServiceSid = message.messagingServiceSid;
  if (error !== null) params.ErrorCode = String(error);
  await sendWebhook(context, "status-callback", message.statusCallback, message.sid, params);
}

/** The steps a new outbound text takes from its initial status, each `stepMs` after the last. */
export function planSteps(
  message: StoredMessage,
  failure: DeliveryErrorCode | null,
): { status: MessageStatus; error: DeliveryErrorCode | null }[] {
  const steps: { status: MessageStatus; error: DeliveryErrorCode | null }[] = [];
  if (message.status === "accepted") steps.push({ status: "queued", error: null });
  if (failure !== null && DELIVERY_ERRORS[failure].status === "failed") {
    steps.push({ status: "failed", error: failure });
    return steps;
  }
  steps.push({ status: "sending", error: null }, { status: "sent", error: null });
  steps.push(
    failure === null ? { status: "delivered", error: null } : { status: "undelivered", error: failure },
  );
  return steps;
}

/** Runs the steps one after another on timers (a reset cancels those not run). */
export function scheduleDelivery(
  context: SmsContext,
  message: StoredMessage,
  failure: DeliveryErrorCode | null,
): void {
  const steps = planSteps(message, failure);
  const runNext = () => {
    const step = steps.shift();
    if (!step) return;
    const timer = setTimeout(async () => {
      context.timers.delete(timer);
      if (context.store.messages.get(message.sid) !== message) return;
      await moveTo(context, message, step.status, step.error);
      runNext();
    }, context.settings.stepMs);
    context.timers.add(timer);
  };
  runNext();
}
