import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { findVisiblePopup, listVisibleAnnouncements } from "./announcements.repository";
import { deltaToSafeHtml, sanitizeEmbed } from "./rich-text";

/** GET /api/v1/announcements-front: the home page's slider and system pop-up, visible items only. */
export function announcementsHandlers(services: Services): RouteHandlers<"announcementsFront"> {
  return {
    async announcementsFront() {
      const [items, popup] = await Promise.all([
        listVisibleAnnouncements(services.db),
        findVisiblePopup(services.db),
      ]);
      return {
        announceList: items.map((item) => ({
          id: item.id,
          type: item.type,
          featured_image: item.type === "Image" ? item.featured_image : null,
          title: item.title,
          content: deltaToSafeHtml(item.content_delta),
          embed: item.type === "Image" ? null : sanitizeEmbed(item.embed),
        })),
        systemPop: popup ? { title: popup.title, content: deltaToSafeHtml(popup.content_delta) } : null,
      };
    },
  };
}
