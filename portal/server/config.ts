/**
 * The portal server's own settings (the web layer: port, addresses, headers, origin check, body
 * limit), read once at start. The Remix app's settings (BFF, session) are in `app/lib/env.server.ts`.
 * Production refuses to start without the settings whose default would be wrong there.
 */
import { explainedByMode, readMode } from "@paygpa/runtime/mode";
import { portalDefault } from "../app/lib/env-variables";

export interface PortalServerConfig {
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string | undefined;
  /** How many reverse proxies in front of the portal append to `X-Forwarded-For` (decision 013). */
  readonly trustedProxies: number;
  /** The portal's public origin (`PAYGPA_PORTAL_URL`); null outside production: the request's Host. */
  readonly publicOrigin: string | null;
  /** The gateway's hosted payment page, where the quick-pay form posts (CSP `form-action`). */
  readonly gatewayPageOrigin: string;
  /** Request bodies above this many bytes are refused with 413. */
  readonly bodyLimitBytes: number;
  /** The BFF (`PAYGPA_BFF_URL`), for `/ready`: the portal can serve only when it answers. */
  readonly bffUrl: string;
}

export function readPortalServerConfig(env: Record<string, string | undefined>): PortalServerConfig {
  const isProduction = readMode(env) === "production";
  const required = (name: string, why: string): string | undefined => {
    const value = env[name]?.trim();
    if (!value && isProduction)
      throw new Error(explainedByMode(env, `${name} is required when PAYGPA_MODE=production: ${why}`));
    return value || undefined;
  };
  const proxies = required(
    "PAYGPA_TRUSTED_PROXIES",
    "how many reverse proxies in front of the portal append to X-Forwarded-For (0 when browsers connect directly)",
  );
  const portalUrl = required(
    "PAYGPA_PORTAL_URL",
    "the portal's public address, to check the Origin of form posts",
  );
  const gatewayPage = required(
    "PAYGPA_GATEWAY_PAGE_ORIGIN",
    "the card gateway's hosted payment page, where the quick-pay form posts",
  );
  return Object.freeze({
    isProduction,
    port: wholeNumber(
      "PAYGPA_PORTAL_PORT",
      env.PAYGPA_PORTAL_PORT || env.PORT || portalDefault("PAYGPA_PORTAL_PORT"),
    ),
    host: env.HOST?.trim() || undefined,
    trustedProxies: wholeNumber("PAYGPA_TRUSTED_PROXIES", proxies ?? portalDefault("PAYGPA_TRUSTED_PROXIES")),
    publicOrigin: portalUrl ? originOf("PAYGPA_PORTAL_URL", portalUrl) : null,
    gatewayPageOrigin: gatewayPage
      ? originOf("PAYGPA_GATEWAY_PAGE_ORIGIN", gatewayPage)
      : gatewayPageOriginOutsideProduction(env),
    bodyLimitBytes: wholeNumber(
      "PAYGPA_PORTAL_BODY_LIMIT_BYTES",
      env.PAYGPA_PORTAL_BODY_LIMIT_BYTES || portalDefault("PAYGPA_PORTAL_BODY_LIMIT_BYTES"),
    ),
    bffUrl: (env.PAYGPA_BFF_URL ?? portalDefault("PAYGPA_BFF_URL")).replace(/\/+$/, ""),
  });
}

/**
 * Where quick pay's form posts when PAYGPA_GATEWAY_PAGE_ORIGIN is unset (demo and test modes): the
 * gateway the BFF sends the browser to, read from the same settings the BFF reads (its payment page
 * URL, else the gateway URL, else the gateway simulator's port), so that moving the gateway to
 * another port moves the CSP `form-action` with it and quick pay never waits on a blocked post.
 */
export function gatewayPageOriginOutsideProduction(env: Record<string, string | undefined>): string {
  const page = env.PAYGPA_GATEWAY_PAYMENT_PAGE_URL?.trim();
  if (page) return originOf("PAYGPA_GATEWAY_PAYMENT_PAGE_URL", page);
  const gateway = env.PAYGPA_GATEWAY_URL?.trim();
  if (gateway) return originOf("PAYGPA_GATEWAY_URL", gateway);
  const port = env.PAYGPA_GATEWAY_PORT?.trim();
  if (port)
    return originOf("PAYGPA_GATEWAY_PORT", `http://localhost:${wholeNumber("PAYGPA_GATEWAY_PORT", port)}`);
  return originOf("PAYGPA_GATEWAY_PAGE_ORIGIN", portalDefault("PAYGPA_GATEWAY_PAGE_ORIGIN"));
}

function wholeNumber(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, not ${value}`);
  return parsed;
}

function originOf(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
  } catch {
    // reported below
  }
  throw new Error(`${name} must be an http(s) URL, not ${value}`);
}
