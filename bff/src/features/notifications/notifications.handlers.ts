import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsAccount, type CustomerSession } from "../auth";
import { noticeChoices, saveNoticeChoices } from "./notifications.service";
import { confirmTextNumber, sendTextCode, textNumberOf } from "./text-number.service";

/** Notification Settings: the account checked against the session first; the number is the signed-in person's own. */
export function notificationsHandlers(
  services: Services,
): RouteHandlers<
  "notificationSettings" | "updateNotificationSettings" | "textNumber" | "sendTextCode" | "confirmTextNumber",
  CustomerSession
> {
  return {
    async notificationSettings({ accountId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await noticeChoices(services.db, accountId) };
    },
    async updateNotificationSettings({ accountId, notices }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await saveNoticeChoices(services, { accountId, personId: caller.personId }, notices) };
    },
    async textNumber(_request, { caller }) {
      return { result: await textNumberOf(services, caller.personId) };
    },
    async sendTextCode({ phone }, { caller }) {
      return { result: await sendTextCode(services, caller.personId, phone) };
    },
    async confirmTextNumber(answer, { caller }) {
      return { result: await confirmTextNumber(services, caller.personId, answer) };
    },
  };
}
