/**
 * An announcement's rich text on the way in (spec 000 §2 Announcements; spec 000 §3: "rich text stored as
 * serialized JSON", §5: "Image alt text is mandatory in the editor"). The editor saves a Quill Delta;
 * the BFF keeps only what the home page may show: text, a few formats, links of safe schemes, images
 * it stores itself (each with alt text) and videos of the allowed hosts. The way out is
 * `deltaToSafeHtml` (rich-text.ts), which sanitizes again.
 */
import { ANNOUNCEMENT_IMAGE_NAME, ANNOUNCEMENT_IMAGE_PATH, ANNOUNCEMENT_VIDEO_HOSTS } from "@paygpa/contract";

export interface DeltaOp {
  insert: string | { image: string } | { video: string };
  attributes?: Record<string, string | number | boolean>;
}
export interface CleanDelta {
  ops: DeltaOp[];
}

export type DeltaProblem = "unreadable" | "image-needs-alt";

const MAX_OPS = 5_000;
const MAX_ALT = 250;

/** Inline and line formats the editor's toolbar offers; anything else is dropped. */
const FORMATS: Record<string, (value: unknown) => boolean> = {
  bold: (value) => value === true,
  italic: (value) => value === true,
  underline: (value) => value === true,
  strike: (value) => value === true,
  blockquote: (value) => value === true,
  header: (value) => value === 1 || value === 2 || value === 3,
  list: (value) => value === "bullet" || value === "ordered",
  link: (value) => typeof value === "string" && isSafeLink(value),
};

/** http(s), mailto and tel links, or a path of this site; never `javascript:` or `//host`. */
export function isSafeLink(href: string): boolean {
  if (href.length > 2_000) return false;
  if (/^\/(?!\/)/.test(href)) return true;
  return /^(https?:\/\/|mailto:|tel:)[^\s<>"]+$/i.test(href);
}

/** An image the BFF stored itself (`/announcement-images/<uuid>.<ext>`), nothing else. */
export function isStoredImageAddress(src: string): boolean {
  return (
    src.startsWith(ANNOUNCEMENT_IMAGE_PATH) &&
    ANNOUNCEMENT_IMAGE_NAME.test(src.slice(ANNOUNCEMENT_IMAGE_PATH.length))
  );
}

/** An https video of an allowed host (the contract's list, also the portal's frame-src). */
export function isAllowedVideo(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === "https:" && ANNOUNCEMENT_VIDEO_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

function keptFormats(attributes: unknown): Record<string, string | number | boolean> | undefined {
  if (!attributes || typeof attributes !== "object") return undefined;
  const kept: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (FORMATS[name]?.(value)) kept[name] = value as string | number | boolean;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function altOf(attributes: unknown): string | null {
  const alt = (attributes as { alt?: unknown } | undefined)?.alt;
  if (typeof alt !== "string" || alt.trim() === "") return null;
  return alt.trim().slice(0, MAX_ALT);
}

/** One op cleaned: kept, dropped (null), or a problem that refuses the whole content. */
function cleanOp(op: unknown): DeltaOp | null | DeltaProblem {
  if (!op || typeof op !== "object" || !("insert" in op)) return "unreadable";
  const { insert, attributes } = op as { insert: unknown; attributes?: unknown };
  if (typeof insert === "string") {
    const formats = keptFormats(attributes);
    return formats ? { insert, attributes: formats } : { insert };
  }
  if (!insert || typeof insert !== "object") return "unreadable";
  const embed = insert as { image?: unknown; video?: unknown };
  if (typeof embed.image === "string") {
    if (!isStoredImageAddress(embed.image)) return null;
    const alt = altOf(attributes);
    return alt ? { insert: { image: embed.image }, attributes: { alt } } : "image-needs-alt";
  }
  if (typeof embed.video === "string")
    return isAllowedVideo(embed.video) ? { insert: { video: embed.video } } : null;
  return null;
}

/** The editor's Delta JSON, reduced to the allow-list; an image without alt text refuses it all. */
export function cleanAnnouncementDelta(
  json: string,
): { ok: true; delta: CleanDelta } | { ok: false; problem: DeltaProblem } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  const ops = Array.isArray(parsed) ? parsed : (parsed as { ops?: unknown } | null)?.ops;
  if (!Array.isArray(ops) || ops.length > MAX_OPS) return { ok: false, problem: "unreadable" };
  const kept: DeltaOp[] = [];
  for (const op of ops) {
    const cleaned = cleanOp(op);
    if (cleaned === "unreadable" || cleaned === "image-needs-alt") return { ok: false, problem: cleaned };
    if (cleaned) kept.push(cleaned);
  }
  return { ok: true, delta: { ops: kept } };
}
