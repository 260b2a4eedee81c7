/**
 * Notification Settings (spec 002 §2 'Notification Settings dialog'; spec 002 §2 account actions): the notices a
 * customer can switch on per account, by e-mail and by text. The spec shows the dialog, not its
 * fields; these are the notices a utility customer expects.
 */
import * as v from "valibot";
import { AccountId } from "./common";
import { AccountOnlyRequest } from "./dashboard";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

export const NOTICE_KINDS = [
  "billReady",
  "dueSoon",
  "pastDue",
  "paymentPosted",
  "lowPrepaidBalance",
  "outages",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What each notice is called on screen. */
export const NOTICE_LABELS: Record<NoticeKind, string> = {
  billReady: "My bill is ready",
  dueSoon: "My bill is due in 3 days",
  pastDue: "My bill is past due",
  paymentPosted: "My payment has posted",
  lowPrepaidBalance: "My prepaid balance is low",
  outages: "An outage affects my premises",
};

const Choice = v.object({ email: v.boolean(), text: v.boolean() });
export const NoticeChoices = v.object({
  billReady: Choice,
  dueSoon: Choice,
  pastDue: Choice,
  paymentPosted: Choice,
  lowPrepaidBalance: Choice,
  outages: Choice,
});
export type NoticeChoices = v.InferOutput<typeof NoticeChoices>;

export const NotificationSettingsResponse = v.object({ result: NoticeChoices });
export const NotificationSettingsUpdate = v.object({ accountId: AccountId, notices: NoticeChoices });

/** The notifications feature's routes in the table (decision 017). */
export const notificationsRoutes = {
  notificationSettings: {
    method: "POST",
    path: "/api/v1/notification-settings",
    access: "customer",
    request: AccountOnlyRequest,
    answer: NotificationSettingsResponse,
    errors: [...BILLING_ERRORS, "SETTINGS_UNAVAILABLE"],
    summary: "the Notification Settings dialog (002 §2): the notices switched on for an account",
  },
  updateNotificationSettings: {
    method: "POST",
    path: "/api/v1/update-notification-settings",
    access: "customer",
    request: NotificationSettingsUpdate,
    answer: NotificationSettingsResponse,
    errors: [...BILLING_ERRORS, "SETTINGS_UNAVAILABLE"],
    summary: "saves the notices of an account (e-mail and text)",
  },
} as const satisfies Record<string, RouteEntry>;

/**
 * The mobile number texts go to (decision 039): confirmed by a one-time code texted to it, with the
 * consent shown stored; `optedOut` after the customer replied STOP.
 */
export const TextNumber = v.object({
  phone: v.nullable(v.string()),
  /** A code was texted and waits to be typed back. */
  codeSent: v.boolean(),
  confirmed: v.boolean(),
  optedOut: v.boolean(),
  /** The consent to agree to before confirming (its version is sent back with the code). */
  consent: v.object({ version: v.string(), text: v.string() }),
});
export type TextNumber = v.InferOutput<typeof TextNumber>;
export const TextNumberResponse = v.object({ result: TextNumber });
export const TextNumberRequest = v.object({});
export const SendTextCodeRequest = v.object({ phone: v.pipe(v.string(), v.maxLength(32)) });
export const ConfirmTextNumberRequest = v.object({
  code: v.pipe(v.string(), v.maxLength(12)),
  consentVersion: v.pipe(v.string(), v.maxLength(40)),
  agreed: v.boolean(),
});

/** What the Notification Settings dialog says about texts (the product's words). */
export const textNumberMessages = {
  phoneInvalid: "Please enter a valid mobile phone number.",
  consentRequired: "Please read and agree to the text message terms.",
  codeWrong: "That code is not correct. Please check the text and try again.",
  codeExpired: "That code has expired. Please send a new code.",
  textsUnavailable: "Texts cannot be sent right now. Please try again later.",
  tooManyCodes: "Too many codes have been sent to this number. Please wait an hour, then send a new code.",
  optedOutNumber:
    "This number replied STOP to GPA texts. Reply START to a GPA text to get texts again, then send a new code.",
} as const;

export const textNumberRoutes = {
  textNumber: {
    method: "POST",
    path: "/api/v1/text-number",
    access: "customer",
    request: TextNumberRequest,
    answer: TextNumberResponse,
    errors: [],
    summary: "the mobile number texts go to, whether it is confirmed or opted out, and the consent text",
  },
  sendTextCode: {
    method: "POST",
    path: "/api/v1/text-number/send-code",
    access: "customer",
    request: SendTextCodeRequest,
    answer: TextNumberResponse,
    errors: ["PHONE_INVALID", "TEXTS_UNAVAILABLE", "TOO_MANY_TEXT_CODES"],
    summary:
      "texts a one-time code to the number typed (texts wait until it is confirmed); 5 codes a number an hour",
  },
  confirmTextNumber: {
    method: "POST",
    path: "/api/v1/text-number/confirm",
    access: "customer",
    request: ConfirmTextNumberRequest,
    answer: TextNumberResponse,
    errors: ["CONSENT_REQUIRED", "TEXT_CODE_WRONG", "TEXT_CODE_EXPIRED"],
    summary: "confirms the number with the code texted to it and stores the consent agreed to",
  },
} as const satisfies Record<string, RouteEntry>;

/** One text or e-mail sent to a customer, as the back office lists it: no body (decision 039). */
export const CustomerMessage = v.object({
  /** When it was sent, or queued when not sent yet. */
  at: v.string(),
  channel: v.picklist(["text", "email"]),
  /** The number or address, masked. */
  to: v.string(),
  kind: v.string(),
  /** queued, sent, delivered, not-delivered, given-up (texts); queued, sent, failed, kept (e-mails). */
  status: v.string(),
});
export type CustomerMessage = v.InferOutput<typeof CustomerMessage>;

export const customerMessagesRoutes = {
  customerMessages: {
    method: "POST",
    path: "/api/v1/back-office/customer-messages",
    access: { admin: "phonedIn" },
    request: v.object({ accountId: AccountId }),
    answer: v.object({ messages: v.array(CustomerMessage) }),
    errors: [],
    summary:
      "the back office: an account's texts and e-mails (when, to whom masked, kind, status), no bodies",
  },
} as const satisfies Record<string, RouteEntry>;

/** A provider's form, as strings (a repeated or odd field reads as empty: the signature check refuses it). */
const ProviderForm = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((fields) =>
    Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, typeof value === "string" ? value : ""]),
    ),
  ),
);

/** The SMS provider's webhooks (decision 038): signed by the provider, refused (403) otherwise. */
export const textWebhookRoutes = {
  textDeliveryReport: {
    method: "POST",
    path: "/api/v1/sms/status",
    access: "gateway",
    request: ProviderForm,
    answer: v.string(),
    answerType: "text",
    errors: ["FORBIDDEN"],
    summary: "the SMS provider's delivery report of a text (form-encoded, signed)",
  },
  incomingText: {
    method: "POST",
    path: "/api/v1/sms/incoming",
    access: "gateway",
    request: ProviderForm,
    answer: v.string(),
    answerType: "xml",
    errors: ["FORBIDDEN"],
    summary: "a text a customer sent to GPA's number (form-encoded, signed); answers the reply to send back",
  },
} as const satisfies Record<string, RouteEntry>;
