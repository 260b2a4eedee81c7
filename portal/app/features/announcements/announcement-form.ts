/**
 * The Add / Update Announcement form (spec 000 §2, §5): one schema for the dialog's check and the
 * action. The image file travels beside it (the part `myFile`), checked by the BFF from its bytes.
 */
import { parseWithValibot } from "@conform-to/valibot";
import { AnnouncementKind, AnnouncementMediaType, InsertPopupRequest } from "@paygpa/contract";
import * as v from "valibot";

/** What the portal reads of an upload before the BFF checks it (the BFF's own limit is smaller). */
export const PORTAL_UPLOAD_LIMIT = 8 * 1024 * 1024;

export const AnnouncementForm = v.object({
  mode: v.picklist(["add", "update"]),
  kind: AnnouncementKind,
  id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/))),
  type: v.optional(AnnouncementMediaType),
  title: InsertPopupRequest.entries.title,
  content: v.pipe(v.string(), v.maxLength(200_000)),
  embed: v.optional(v.pipe(v.string(), v.maxLength(5_000))),
});
export type AnnouncementForm = v.InferOutput<typeof AnnouncementForm>;

export const parseAnnouncementForm = (formData: FormData) =>
  parseWithValibot(formData, { schema: AnnouncementForm, disableAutoCoercion: true });

/** The BFF names a video's embed code `myFile` (insert) or `featured_image` (update); the form, `embed`. */
export function formFieldOf(bffField: string, type: string | undefined): string {
  if (bffField === "myFile") return type === "Video" ? "embed" : "myFile";
  return bffField === "featured_image" ? "embed" : bffField;
}
