/**
 * Security headers of the hosted payment page: the card form must not be framed (clickjacking of
 * a card entry), run no script, and post only to itself. Chromium applies `form-action` to the
 * redirect that follows the post as well, so the merchant's return URL's origin is allowed too
 * (the 303 to the portal's result page).
 */
import { createHash } from "node:crypto";

export function hostedPageHeaders(inlineStyle: string, returnUrls: Iterable<string>): Record<string, string> {
  const styleHash = createHash("sha256").update(inlineStyle).digest("base64");
  const returnOrigins = new Set<string>();
  for (const returnUrl of returnUrls) {
    try {
      returnOrigins.add(new URL(returnUrl).origin);
    } catch {
      // A page without a usable return URL has nowhere to send the browser: nothing to allow.
    }
  }
  const policy = [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    "img-src data:",
    `form-action 'self' ${[...returnOrigins].join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": policy,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
  };
}
