/**
 * What an uploaded announcement image is, by its bytes, never by its name or the browser's type
 * (spec 000 §2 Announcements): PNG, JPEG, GIF or WebP only (magic bytes, read by `file-type`), and nothing
 * else riding along — an SVG, an HTML or script body behind an image header, or data after the
 * image's end (a polyglot) are refused. Accepted images are served with the type found here and
 * `X-Content-Type-Options: nosniff`, so a browser never reads them as anything else.
 */
import { fileTypeFromBuffer } from "file-type";

export interface AnnouncementImageKind {
  ext: "png" | "jpg" | "gif" | "webp";
  contentType: "image/png" | "image/jpeg" | "image/gif" | "image/webp";
}

const KINDS: Record<string, AnnouncementImageKind> = {
  "image/png": { ext: "png", contentType: "image/png" },
  "image/jpeg": { ext: "jpg", contentType: "image/jpeg" },
  "image/gif": { ext: "gif", contentType: "image/gif" },
  "image/webp": { ext: "webp", contentType: "image/webp" },
};

/** Markup or script a browser or an interpreter would act on; no real image carries these. */
const MARKUP = [
  "<script",
  "<html",
  "<body",
  "<svg",
  "<iframe",
  "<?php",
  "<!doctype",
  "javascript:",
  "onerror=",
  "onload=",
];

/** A PNG is chunks up to IEND, and nothing after it. */
function pngEndsAtIend(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    offset += 12 + length;
    if (type === "IEND") return offset === bytes.length;
  }
  return false;
}

/** The image's own end marker is the last thing in the file (no trailing archive or page). */
function endsWhereTheImageEnds(bytes: Uint8Array, kind: AnnouncementImageKind): boolean {
  const last = bytes.length - 1;
  switch (kind.ext) {
    case "png":
      return pngEndsAtIend(bytes);
    case "jpg":
      return bytes[last - 1] === 0xff && bytes[last] === 0xd9;
    case "gif":
      return bytes[last] === 0x3b;
    case "webp": {
      const riffSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
      return riffSize + 8 === bytes.length;
    }
  }
}

function carriesMarkup(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1").toLowerCase();
  return MARKUP.some((marker) => text.includes(marker));
}

/** The image's kind when its bytes are one of the four allowed types and nothing more; null otherwise. */
export async function identifyAnnouncementImage(bytes: Uint8Array): Promise<AnnouncementImageKind | null> {
  if (bytes.length < 12) return null;
  const found = await fileTypeFromBuffer(bytes);
  const kind = found ? KINDS[found.mime] : undefined;
  if (!kind) return null;
  if (!endsWhereTheImageEnds(bytes, kind) || carriesMarkup(bytes)) return null;
  return kind;
}
