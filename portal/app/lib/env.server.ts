/**
 * The portal's configuration, read once from the environment when the server starts.
 * A missing session secret in production stops the start: signed cookies with a public default
 * secret would let anyone forge a session.
 */
const DEV_SESSION_SECRET = "paygpa-dev-session-secret-not-for-production";
/** The BFF's default outside production (bff/src/config.ts): proves to the BFF that a call is the portal's. */
const DEV_PORTAL_KEY = "paygpa-dev-portal-key-not-for-production";

/**
 * PAYGPA_MODE (production, demo, test) decides what is required, as in every PayGPA service;
 * NODE_ENV does not, because the portal server sets it to production for every built site, demos included.
 */
const mode = process.env.PAYGPA_MODE ?? "demo";
if (!["production", "demo", "test"].includes(mode)) {
  throw new Error("PAYGPA_MODE must be production, demo or test");
}
const isProduction = mode === "production";

function readSessionSecret(): string {
  const secret = process.env.PAYGPA_SESSION_SECRET?.trim();
  if (secret) return secret;
  if (isProduction) {
    throw new Error(
      "PAYGPA_SESSION_SECRET is required when PAYGPA_MODE=production. Set it to a long random string.",
    );
  }
  return DEV_SESSION_SECRET;
}

function readPortalKey(): string {
  const key = process.env.PAYGPA_PORTAL_KEY?.trim();
  if (key) return key;
  if (isProduction) {
    throw new Error(
      "PAYGPA_PORTAL_KEY is required when PAYGPA_MODE=production (the same value as the BFF's).",
    );
  }
  return DEV_PORTAL_KEY;
}

function readBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return value === "1" || value.toLowerCase() === "true";
}

function readPositiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export const env = Object.freeze({
  mode,
  isProduction,
  /** Base URL of the BFF, without a trailing slash. */
  bffUrl: (process.env.PAYGPA_BFF_URL ?? "http://localhost:3001").replace(/\/+$/, ""),
  /** How long one BFF call may take before the portal gives up and says the server is not responding. */
  bffTimeoutMs: readPositiveInteger(process.env.PAYGPA_BFF_TIMEOUT_MS, 8_000),
  sessionSecret: readSessionSecret(),
  /** Secure cookies by default in production; PAYGPA_COOKIE_SECURE=0 allows plain http (e.g. a LAN demo). */
  cookieSecure: readBoolean(process.env.PAYGPA_COOKIE_SECURE, isProduction),
  /** Sent to the BFF on every call as `X-PayGPA-Portal-Key`: only then does it believe `X-Forwarded-For`. */
  portalKey: readPortalKey(),
});
