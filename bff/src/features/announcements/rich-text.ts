import { QuillDeltaToHtmlConverter } from "quill-delta-to-html";
import sanitizeHtml from "sanitize-html";
import { ANNOUNCEMENT_VIDEO_HOSTS } from "@paygpa/contract";
import { isStoredImageAddress } from "./announcement-delta";

/** Embedded video is accepted only from the contract's hosts, and only over https. */
export const VIDEO_HOSTS = [...ANNOUNCEMENT_VIDEO_HOSTS];

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h1",
    "h2",
    "h3",
    "blockquote",
    "iframe",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt"],
    iframe: ["src", "title", "allowfullscreen", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  // An iframe whose src was refused is dropped whole, not left empty; an image only when the BFF
  // stored it and it has alt text (spec 000 §5).
  exclusiveFilter: (frame) =>
    (frame.tag === "iframe" && !frame.attribs.src) ||
    (frame.tag === "img" && !(isStoredImageAddress(frame.attribs.src ?? "") && frame.attribs.alt?.trim())),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** Any HTML reduced to the rich-text allow-list: no scripts, handlers, styles or foreign frames. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/** Embedded content of a non-image announcement: only an iframe from an allowed video host. */
export function sanitizeEmbed(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, {
    ...RICH_TEXT,
    allowedTags: ["iframe"],
    allowedAttributes: { iframe: ["src", "title", "allowfullscreen"] },
  }).trim();
  return clean.startsWith("<iframe") ? clean : null;
}

function encodeAttribute(value: string): string {
  const entities: Record<string, string> = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#39;",
  };
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/** Quill Delta JSON (as the back office's editor saves it) → sanitized HTML. Unreadable JSON → "". */
export function deltaToSafeHtml(deltaJson: string): string {
  let ops: unknown = [];
  try {
    const parsed = JSON.parse(deltaJson) as { ops?: unknown } | unknown[];
    ops = Array.isArray(parsed) ? parsed : (parsed as { ops?: unknown }).ops;
  } catch {
    return "";
  }
  if (!Array.isArray(ops)) return "";
  const html = new QuillDeltaToHtmlConverter(ops, {
    encodeHtml: true,
    // The converter drops an image's alt text; the editor saves it as the op's `alt` attribute.
    customTagAttributes: (op) => {
      const alt = op.insert.type === "image" ? op.attributes.alt : undefined;
      // It writes custom attributes as they are: the value is encoded here.
      return typeof alt === "string" ? { alt: encodeAttribute(alt) } : undefined;
    },
  }).convert();
  return sanitizeRichText(html);
}
