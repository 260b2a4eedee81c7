/**
 * The back office's announcement rules (spec 000 §2 'Announcements', §4, §5; spec 000 §2 Announcements): rich
 * text cleaned on the way in, embed codes reduced to an allowed video iframe, images kept by the BFF
 * once their bytes show an allowed image, one system pop-up at most. Every change is audited.
 */
import {
  adminMessages,
  ANNOUNCEMENT_IMAGE_PATH,
  type AdminAnnouncement,
  type AnnouncementKind,
  type ErrorCode,
} from "@paygpa/contract";
import { recordAudit } from "../../platform/audit";
import type { Config } from "../../platform/config";
import { DomainError, type FailureKind, fail } from "../../platform/failures";
import type { Services } from "../../services";
import { cleanAnnouncementDelta } from "./announcement-delta";
import { cleanAnnouncementImage } from "./announcement-image";
import * as repository from "./announcements-admin.repository";
import { writeImageFile } from "./image-store";
import { deltaToSafeHtml, sanitizeEmbed } from "./rich-text";

export type AnnouncementDeps = Pick<Services, "db" | "clock"> & { images: Config["announcementImages"] };

/** A refusal of one field of the form, named so the portal shows the message beside it. */
export const fieldError = (kind: FailureKind, code: ErrorCode, field: string, message: string) =>
  new DomainError(kind, code, message, { fields: { [field]: [message] } });

/** The editor's Delta, cleaned (announcement-delta.ts), as the JSON to store; a 400 on content otherwise. */
export function cleanContentOrRefuse(json: string): string {
  const result = cleanAnnouncementDelta(json);
  if (result.ok) return JSON.stringify(result.delta);
  const message =
    result.problem === "image-needs-alt"
      ? adminMessages.announcementImageNeedsAlt
      : adminMessages.announcementContentInvalid;
  throw fieldError("invalid-input", "CONTENT_REFUSED", "content", message);
}

/** A video's embed code reduced to one allowed iframe (rich-text.ts); a 400 when nothing survives. */
export function cleanEmbedOrRefuse(code: string | null | undefined, field: string): string {
  if (!code?.trim())
    throw fieldError("invalid-input", "EMBED_REQUIRED", field, adminMessages.announcementEnterEmbed);
  const clean = sanitizeEmbed(code);
  if (!clean)
    throw fieldError("invalid-input", "EMBED_REFUSED", field, adminMessages.announcementEmbedRefused);
  return clean;
}

/** Stores an uploaded image, re-encoded, once its bytes decode as PNG, JPEG, GIF or WebP; answers its address. */
export async function storeAnnouncementImage(
  deps: AnnouncementDeps,
  file: Uint8Array | null,
  admin: string,
): Promise<string> {
  if (!file || file.length === 0)
    throw fieldError("invalid-input", "IMAGE_REQUIRED", "myFile", adminMessages.announcementChooseImage);
  // Stored is the image as the server encoded it again, never the uploaded bytes (decision 024).
  const image = await cleanAnnouncementImage(file);
  if (!image)
    throw fieldError("unsupported-media", "IMAGE_REFUSED", "myFile", adminMessages.announcementImageRefused);
  const { kind, bytes } = image;
  const name = await writeImageFile(deps.images.directory, bytes, kind.ext);
  const at = deps.clock.now().toISOString();
  await repository.recordStoredImage(deps.db, {
    name,
    contentType: kind.contentType,
    sizeBytes: bytes.length,
    uploadedBy: admin,
    at,
  });
  await recordAudit(deps.db, { at, actor: admin, action: "announcement-image-uploaded", subject: name });
  return `${ANNOUNCEMENT_IMAGE_PATH}${name}`;
}

/** Both tabs of the screen, hidden items included, with the content as stored and as the home page shows it. */
export async function listAnnouncementsForStaff(deps: Pick<Services, "db">): Promise<AdminAnnouncement[]> {
  const [popups, items] = await Promise.all([
    repository.listAllPopups(deps.db),
    repository.listAllAnnouncements(deps.db),
  ]);
  return [
    ...popups.map((popup) => ({
      id: popup.id,
      kind: "popup" as const,
      type: null,
      title: popup.title,
      content: popup.content_delta,
      content_html: deltaToSafeHtml(popup.content_delta),
      featured_image: null,
      flag: popup.flag === 1 ? (1 as const) : (0 as const),
    })),
    ...items.map((item) => {
      const type = item.type === "Image" ? ("Image" as const) : ("Video" as const);
      return {
        id: item.id,
        kind: "announcement" as const,
        type,
        title: item.title,
        content: item.content_delta,
        content_html: deltaToSafeHtml(item.content_delta),
        featured_image: type === "Image" ? item.featured_image : sanitizeEmbed(item.embed),
        flag: item.flag === 1 ? (1 as const) : (0 as const),
      };
    }),
  ];
}

export async function auditAnnouncementChange(
  deps: Pick<Services, "db" | "clock">,
  admin: string,
  action: string,
  subject: { kind: AnnouncementKind; id: number },
  details?: object,
): Promise<void> {
  await recordAudit(deps.db, {
    at: deps.clock.now().toISOString(),
    actor: admin,
    action,
    subject: `${subject.kind}:${subject.id}`,
    ...(details ? { details } : {}),
  });
}

export const announcementNotFound = () =>
  fail.notFound("ANNOUNCEMENT_NOT_FOUND", adminMessages.announcementNotFound);
export const secondPopupRefused = () => fail.conflict("POPUP_EXISTS", adminMessages.announcementOnePopup);
