import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsAccount, type CustomerSession } from "../auth";
import { noticeChoices, saveNoticeChoices } from "./notifications.service";

/** Notification Settings: the account checked against the session first. */
export function notificationsHandlers(
  services: Services,
): RouteHandlers<"notificationSettings" | "updateNotificationSettings", CustomerSession> {
  return {
    async notificationSettings({ accountId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await noticeChoices(services.db, accountId) };
    },
    async updateNotificationSettings({ accountId, notices }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await saveNoticeChoices(services, { accountId, personId: caller.personId }, notices) };
    },
  };
}
