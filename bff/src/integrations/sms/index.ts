/**
 * The SMS provider's door (decision 038): the port the features depend on (`SmsPort`, texts and
 * their delivery in our words), its settings, and the adapter the composition root chooses.
 */
export type {
  DeliveryReport,
  IncomingText,
  MobileNumber,
  RefusalReason,
  ReplyKind,
  SmsPort,
  TextDelivery,
  TextLookup,
  TextRequest,
  TextSendResult,
  WebhookRequest,
} from "./sms-port";
export { phoneNumber, webhookRequestOf } from "./sms-port";
export { replyKindOf } from "./reply-keywords";
export {
  describeSmsSettings,
  readSmsSettings,
  type SmsDemoDefaults,
  type SmsSettings,
  SmsSettingsError,
  TWILIO_API_ORIGIN,
} from "../../platform/sms.config";
// The adapter (chosen once, in the composition root).
export { twilioAdapter } from "./twilio-adapter";
