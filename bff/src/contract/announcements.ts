/** The login page's announcement slider and system pop-up (spec 001 §2 Login page). */
import * as v from "valibot";

/**
 * The only hosts an announcement may embed video from (https only): the BFF strips any other
 * iframe when it renders an announcement, and the portal's Content-Security-Policy frames no other.
 */
export const ANNOUNCEMENT_VIDEO_HOSTS: readonly string[] = [
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
  "player.vimeo.com",
];

export const AnnouncementItem = v.object({
  id: v.number(),
  /** 'Image' shows featured_image; otherwise `embed` (sanitized iframe HTML). */
  type: v.string(),
  featured_image: v.nullable(v.string()),
  title: v.string(),
  /** Sanitized HTML rendered from the stored Quill Delta. */
  content: v.string(),
  embed: v.nullable(v.string()),
});
export type AnnouncementItem = v.InferOutput<typeof AnnouncementItem>;

export const AnnouncementsFrontResponse = v.object({
  announceList: v.array(AnnouncementItem),
  systemPop: v.nullable(v.object({ title: v.string(), content: v.string() })),
});
export type AnnouncementsFrontResponse = v.InferOutput<typeof AnnouncementsFrontResponse>;
