/** The login page's announcement slider and system pop-up (spec 001 §2 Login page). */
import * as v from "valibot";
import { adminMessages } from "./messages";
import type { ErrorCode } from "./error-codes";
import type { RouteEntry } from "./route-entry";

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

/*
 * The back office's Announcements screen (spec 000 §2 'Announcements', §3 'Announcement', §5, §7):
 * the admin list, add, update, visibility, delete, and the images the BFF keeps (the original sent
 * them to a third-party host). Multipart routes carry the file as the part `myFile`.
 */

/**
 * Where the portal serves the BFF's stored images to browsers; a stored image's address is this
 * path and its stored name (a UUID and the extension of the type its bytes showed).
 */
export const ANNOUNCEMENT_IMAGE_PATH = "/announcement-images/";
export const ANNOUNCEMENT_IMAGE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/** Pop-ups and list items are kept apart (spec 000 §3: an item with no type is the system pop-up). */
export const AnnouncementKind = v.picklist(["popup", "announcement"]);
export type AnnouncementKind = v.InferOutput<typeof AnnouncementKind>;

export const AnnouncementMediaType = v.picklist(["Image", "Video"]);

const Title = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(adminMessages.announcementEnterTitle),
  v.maxLength(150, adminMessages.announcementTitleTooLong),
);
/** Quill Delta as JSON text (spec 000 §3: "rich text stored as serialized JSON"); the BFF cleans it. */
const Content = v.pipe(v.string(), v.maxLength(200_000, adminMessages.announcementContentInvalid));
/** A whole number, from JSON or from a multipart text field. */
const Id = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
);
const EmbedCode = v.pipe(v.string(), v.maxLength(5_000, adminMessages.announcementEmbedRefused));

/** One item of GET /api/v1/announcements. */
export const AdminAnnouncement = v.object({
  id: v.number(),
  kind: AnnouncementKind,
  /** null for the system pop-up. */
  type: v.nullable(AnnouncementMediaType),
  title: v.string(),
  /** The stored Delta JSON, for the editor. */
  content: v.string(),
  /** The same content as sanitized HTML, for the list's view. */
  content_html: v.string(),
  /** Image: the image's address; Video: the sanitized embed; pop-up: null. */
  featured_image: v.nullable(v.string()),
  flag: v.picklist([0, 1]),
});
export type AdminAnnouncement = v.InferOutput<typeof AdminAnnouncement>;
export const AdminAnnouncementsResponse = v.array(AdminAnnouncement);

export const AnnouncementResult = v.object({ result: v.literal("Success"), id: v.optional(v.number()) });

/** POST /api/v1/insert-announcement (multipart): an Image carries `myFile` as a file, a Video its embed code. */
export const InsertAnnouncementRequest = v.object({
  type: AnnouncementMediaType,
  title: Title,
  content: Content,
  myFile: v.optional(EmbedCode),
});
export type InsertAnnouncementRequest = v.InferInput<typeof InsertAnnouncementRequest>;

/** POST /api/v1/insert-announcement-without: the system pop-up (title and content only). */
export const InsertPopupRequest = v.object({ title: Title, content: Content });
export type InsertPopupRequest = v.InferInput<typeof InsertPopupRequest>;

/**
 * POST /api/v1/update-content-announcement: title and content, and for a Video its embed code in
 * `featured_image`. An Image keeps its stored image (a new one comes by update-content-with-announcement).
 */
export const UpdateAnnouncementRequest = v.object({
  id: Id,
  kind: AnnouncementKind,
  type: v.optional(AnnouncementMediaType),
  featured_image: v.optional(v.nullable(EmbedCode)),
  title: Title,
  content: Content,
});
export type UpdateAnnouncementRequest = v.InferInput<typeof UpdateAnnouncementRequest>;

/** POST /api/v1/update-content-with-announcement (multipart, `myFile` the new image). */
export const UpdateAnnouncementImageRequest = v.object({
  id: Id,
  type: v.literal("Image"),
  title: Title,
  content: Content,
});
export type UpdateAnnouncementImageRequest = v.InferInput<typeof UpdateAnnouncementImageRequest>;

/** POST /api/v1/update-flag-announcement: the visibility eye (spec 000 §4: 0 or 1). */
export const AnnouncementFlagRequest = v.object({
  id: Id,
  kind: AnnouncementKind,
  flag: v.picklist([0, 1]),
});
export type AnnouncementFlagRequest = v.InferInput<typeof AnnouncementFlagRequest>;

/** POST /api/v1/delete-announcement: one call per selected item (Delete Selected). */
export const DeleteAnnouncementRequest = v.object({ id: Id, kind: AnnouncementKind });
export type DeleteAnnouncementRequest = v.InferInput<typeof DeleteAnnouncementRequest>;

/** POST /api/v1/announcement-image-upload (multipart `myFile`): an image inserted in the editor. */
export const AnnouncementImageUploadResponse = v.object({ result: v.literal("Success"), url: v.string() });

/** GET /api/v1/announcement-image?file=NAME: a stored image's bytes. */
export const AnnouncementImageFileRequest = v.object({
  file: v.pipe(v.string(), v.regex(ANNOUNCEMENT_IMAGE_NAME)),
});
/** The image's bytes (the route sets its content type from what was stored). */
export const AnnouncementImageBytes = v.custom<Uint8Array>((value) => value instanceof Uint8Array);

const staff = { admin: "announcements" } as const;

/** What this feature's routes can answer of their own (decision 017). */
const ANNOUNCEMENTS_ERRORS = [
  "CONTENT_REFUSED",
  "EMBED_REFUSED",
  "EMBED_REQUIRED",
  "IMAGE_REFUSED",
  "IMAGE_REQUIRED",
  "POPUP_EXISTS",
  "ANNOUNCEMENT_NOT_FOUND",
] as const satisfies readonly ErrorCode[];

/** The announcements feature's routes in the table (decision 017). */
export const announcementsRoutes = {
  announcementsFront: {
    method: "GET",
    path: "/api/v1/announcements-front",
    access: "anonymous",
    answer: AnnouncementsFrontResponse,
    errors: [],
    summary: "announcements-front (001 §7): the slider and the system pop-up",
  },
  announcementsAdmin: {
    method: "GET",
    path: "/api/v1/announcements",
    access: staff,
    answer: AdminAnnouncementsResponse,
    errors: [],
    summary: "announcements (000 §7): the pop-up and the list, hidden ones included",
  },
  insertAnnouncement: {
    method: "POST",
    path: "/api/v1/insert-announcement",
    access: staff,
    multipart: true,
    request: InsertAnnouncementRequest,
    answer: AnnouncementResult,
    errors: ANNOUNCEMENTS_ERRORS,
    summary: "insert-announcement (000 §7): multipart type, title, content, myFile (image or embed code)",
  },
  insertAnnouncementWithout: {
    method: "POST",
    path: "/api/v1/insert-announcement-without",
    access: staff,
    request: InsertPopupRequest,
    answer: AnnouncementResult,
    errors: ANNOUNCEMENTS_ERRORS,
    summary: "insert-announcement-without (000 §7): the one system pop-up",
  },
  updateContentAnnouncement: {
    method: "POST",
    path: "/api/v1/update-content-announcement",
    access: staff,
    request: UpdateAnnouncementRequest,
    answer: AnnouncementResult,
    errors: ANNOUNCEMENTS_ERRORS,
    summary: "update-content-announcement (000 §7): title, content, a video's embed code",
  },
  updateContentWithAnnouncement: {
    method: "POST",
    path: "/api/v1/update-content-with-announcement",
    access: staff,
    multipart: true,
    request: UpdateAnnouncementImageRequest,
    answer: AnnouncementResult,
    errors: ANNOUNCEMENTS_ERRORS,
    summary: "update-content-with-announcement (000 §7): multipart, with a new image",
  },
  updateFlagAnnouncement: {
    method: "POST",
    path: "/api/v1/update-flag-announcement",
    access: staff,
    request: AnnouncementFlagRequest,
    answer: AnnouncementResult,
    errors: ["ANNOUNCEMENT_NOT_FOUND", "POPUP_EXISTS"],
    summary: "update-flag-announcement (000 §7): the visibility eye",
  },
  deleteAnnouncement: {
    method: "POST",
    path: "/api/v1/delete-announcement",
    access: staff,
    request: DeleteAnnouncementRequest,
    answer: AnnouncementResult,
    errors: ["ANNOUNCEMENT_NOT_FOUND"],
    summary: "delete-announcement (000 §7)",
  },
  announcementImageUpload: {
    method: "POST",
    path: "/api/v1/announcement-image-upload",
    access: staff,
    multipart: true,
    answer: AnnouncementImageUploadResponse,
    errors: ["IMAGE_REFUSED", "IMAGE_REQUIRED"],
    summary: "(not in the spec: the original used a third-party host) an image inserted in the editor",
  },
  announcementImage: {
    method: "GET",
    path: "/api/v1/announcement-image",
    access: "anonymous",
    request: AnnouncementImageFileRequest,
    answer: AnnouncementImageBytes,
    answerType: "image",
    errors: ["ANNOUNCEMENT_NOT_FOUND", "NOT_FOUND"],
    summary: "(not in the spec) a stored announcement image, by its stored name, with nosniff",
  },
} as const satisfies Record<string, RouteEntry>;
