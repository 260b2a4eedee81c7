/**
 * An uploaded announcement image (spec 000 §2 'Announcements'), judged by its content, never by its
 * name or the browser's type: its bytes must show PNG, JPEG, GIF or WebP (magic bytes, read by
 * `file-type`), and the image must decode in full; what is stored is then the image encoded again
 * by the server (decision 024), so nothing else that rode along in the upload (markup in a comment,
 * a script in a header, a second file after the end) is ever served. It is served with the type found
 * here and `X-Content-Type-Options: nosniff`.
 */
import { fileTypeFromBuffer } from "file-type";
import { reEncodeImage, type StoredImageFormat } from "../../platform/images/re-encode";

export interface AnnouncementImageKind {
  ext: "png" | "jpg" | "gif" | "webp";
  contentType: "image/png" | "image/jpeg" | "image/gif" | "image/webp";
}

const KINDS: Record<string, AnnouncementImageKind & { format: StoredImageFormat }> = {
  "image/png": { ext: "png", contentType: "image/png", format: "png" },
  "image/jpeg": { ext: "jpg", contentType: "image/jpeg", format: "jpeg" },
  "image/gif": { ext: "gif", contentType: "image/gif", format: "gif" },
  "image/webp": { ext: "webp", contentType: "image/webp", format: "webp" },
};

/**
 * The image's kind and the bytes to store (the image re-encoded by the server) when the upload is a
 * complete PNG, JPEG, GIF or WebP image; null otherwise.
 */
export async function cleanAnnouncementImage(
  upload: Uint8Array,
): Promise<{ kind: AnnouncementImageKind; bytes: Buffer } | null> {
  if (upload.length < 12) return null;
  const found = await fileTypeFromBuffer(upload);
  const known = found ? KINDS[found.mime] : undefined;
  if (!known) return null;
  const image = await reEncodeImage(upload, known.format);
  if (!image) return null;
  return { kind: { ext: known.ext, contentType: known.contentType }, bytes: image.bytes };
}
