/** @paygpa/sms-simulator: the SMS provider stand-in (Twilio Programmable Messaging), and its protocol helpers. */
export { createApp } from "./app";
export { configFromEnv, resolveConfig, type SmsConfig, type SmsSettings } from "./config";
export type { SmsContext, SmsDeps, WebhookSender } from "./context";
export { SMS_DEFAULT_INBOUND_URL, SMS_DEMO_ACCOUNT, SMS_DEMO_KEYWORD_REPLIES } from "./demo-account";
export { SMS_ENV_EXAMPLE } from "./env-variables";
export { twimlMessages } from "./inbound";
export { DELIVERY_ERRORS, type DeliveryErrorCode, type TwilioError } from "./protocol/errors";
export { keywordOf, type KeywordReplies, type OptOutType } from "./protocol/keywords";
export type { MessageStatus, StoredMessage } from "./protocol/message-resource";
export { type Encoding, type Segments, segmentsOf } from "./protocol/segments";
export { SIGNATURE_HEADER, twilioSignature } from "./protocol/signature";
export { SmsStore, type WebhookEntry } from "./store";
