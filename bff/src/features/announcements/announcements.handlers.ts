import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { findVisiblePopup, listVisibleAnnouncements } from "./announcements.repository";
import { deltaToSafeHtml, sanitizeEmbed } from "./rich-text";

/**
 * Converting and sanitizing an announcement is a pure function of its stored text, and every home
 * page asked for it again: it cost a twentieth of the BFF's CPU under load (bench/README.md,
 * "Profiles"). The last answers are kept by their input; an edited announcement is a new input.
 */
const MEMO_LIMIT = 200;

function memoized(convert: (input: string) => string | null): (input: string | null) => string | null {
  const answers = new Map<string, string | null>();
  return (input) => {
    if (input === null) return convert("");
    const known = answers.get(input);
    if (known !== undefined || answers.has(input)) return known ?? null;
    const answer = convert(input);
    if (answers.size >= MEMO_LIMIT) answers.delete(answers.keys().next().value as string);
    answers.set(input, answer);
    return answer;
  };
}

const safeHtmlOf = memoized(deltaToSafeHtml);
const safeEmbedOf = memoized(sanitizeEmbed);

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
          content: safeHtmlOf(item.content_delta) ?? "",
          embed: item.type === "Image" ? null : safeEmbedOf(item.embed),
        })),
        systemPop: popup ? { title: popup.title, content: safeHtmlOf(popup.content_delta) ?? "" } : null,
      };
    },
  };
}
