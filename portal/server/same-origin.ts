/**
 * Cross-site request forgery check (decision 013): a request that may change something (any
 * method but GET and HEAD) is accepted only from the portal's own pages. A page on another port of
 * the same host is same-site (the cookie goes along) but another origin: refused.
 *
 * The browser's `Sec-Fetch-Site` decides when it is sent (every current browser, on https and on
 * localhost). Otherwise `Origin`, or `Referer` where an older browser left `Origin` out. `Origin`
 * alone is not enough: under the portal's `Referrer-Policy: no-referrer` a browser sends
 * `Origin: null` with a plain (not scripted) form post, even to its own origin (Fetch standard,
 * "append a request `Origin` header").
 */
export interface RequestOrigin {
  method: string;
  fetchSite: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
  /** The Host header, used as the portal's own address when no public URL is configured. */
  host: string | undefined;
}

export function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

export function comesFromThePortal(request: RequestOrigin, publicOrigin: string | null): boolean {
  if (isSafeMethod(request.method)) return true;
  if (request.fetchSite) return request.fetchSite === "same-origin";
  const claimed = originOfHeader(request.origin) ?? originOfHeader(request.referer);
  if (!claimed) return false;
  if (publicOrigin) return claimed === publicOrigin;
  // No PAYGPA_PORTAL_URL (allowed outside production): the address the browser itself used for the portal.
  return request.host !== undefined && new URL(claimed).host === request.host.toLowerCase();
}

/** The origin of an `Origin` or `Referer` value; null for "null", opaque or unreadable values. */
function originOfHeader(value: string | undefined): string | null {
  if (!value || value === "null") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
