/**
 * The security headers of every portal response (decision 013). Pure, so the policy is read and
 * tested in one place; `app.ts` sets them with a fresh nonce per request.
 */
import { ANNOUNCEMENT_VIDEO_HOSTS } from "@paygpa/contract";

/** Hosts whose videos an announcement may embed: the contract's list, the one the BFF keeps when it renders. */
export { ANNOUNCEMENT_VIDEO_HOSTS };

export interface WebHeaderSettings {
  /** Fresh for every response: Remix's scripts and React's streamed scripts carry it. */
  nonce: string;
  /** The gateway's hosted payment page: quick pay's auto-submitted form posts there. */
  gatewayPageOrigin: string;
  isProduction: boolean;
}

/** The policy around its nonce, per gateway origin: written once, not on every response. */
const policies = new Map<string, readonly [string, string]>();
const NONCE_MARK = "\u0000";

export function contentSecurityPolicy({ nonce, gatewayPageOrigin }: WebHeaderSettings): string {
  let policy = policies.get(gatewayPageOrigin);
  if (!policy) {
    const [before = "", after = ""] = policyWithNonce(NONCE_MARK, gatewayPageOrigin).split(NONCE_MARK);
    policy = [before, after];
    policies.set(gatewayPageOrigin, policy);
  }
  return policy[0] + nonce + policy[1];
}

function policyWithNonce(nonce: string, gatewayPageOrigin: string): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic': the route modules Remix's nonced entry script imports are trusted through it.
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'"],
    // Radix (positions), Swiper and ApexCharts write style attributes and <style> elements at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ANNOUNCEMENT_VIDEO_HOSTS.map((host) => `https://${host}`),
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'", gatewayPageOrigin],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function webHeaders(settings: WebHeaderSettings): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(settings),
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
    // Production is reached over https only (TLS ends at its proxy); a demo may run on plain http.
    ...(settings.isProduction ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * Makes a route's own value of a header the server already set replace it. Remix's Express adapter
 * appends every header of a route's Response, so an image's sandbox CSP and its nosniff would go out
 * next to the page's (two CSPs, nosniff twice). Other headers (Set-Cookie, Vary…) still append.
 */
export function routeHeadersReplaceServerOnes<
  Res extends {
    append(field: string, value?: string | string[]): Res;
    set(field: string, value?: string | string[]): Res;
  },
>(res: Res, serverHeaders: Record<string, string>): Res {
  const replaced = new Set(Object.keys(serverHeaders).map((name) => name.toLowerCase()));
  const append = res.append.bind(res);
  res.append = (field, value) =>
    replaced.has(field.toLowerCase()) ? res.set(field, value) : append(field, value);
  return res;
}
