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
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What each notice is called on screen. */
export const NOTICE_LABELS: Record<NoticeKind, string> = {
  billReady: "My bill is ready",
  dueSoon: "My bill is due in 3 days",
  pastDue: "My bill is past due",
  paymentPosted: "My payment has posted",
  lowPrepaidBalance: "My prepaid balance is low",
};

const Choice = v.object({ email: v.boolean(), text: v.boolean() });
export const NoticeChoices = v.object({
  billReady: Choice,
  dueSoon: Choice,
  pastDue: Choice,
  paymentPosted: Choice,
  lowPrepaidBalance: Choice,
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
