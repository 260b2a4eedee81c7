/**
 * The portal's configuration, read once from the environment when the server starts.
 * A missing, published or short session secret in production stops the start: signed cookies with
 * a public default secret would let anyone forge a session.
 */
import { controlAccessFromEnv, controlTokenNotice } from "@paygpa/runtime/control-access";
import { DEV_PORTAL_KEY, DEV_SESSION_SECRET } from "@paygpa/runtime/demo-secrets";
import { serviceLogger } from "@paygpa/runtime/logging";
import { explainedByMode, readMode } from "@paygpa/runtime/mode";
import { secretProblem } from "@paygpa/runtime/secrets";
import { BFF_LONGEST_WAIT_MS, portalDefault } from "./env-variables";

export { BFF_LONGEST_WAIT_MS };

/**
 * PAYGPA_MODE (production, demo, test; unset is production) decides what is required, as in every
 * PayGPA service (`@paygpa/runtime/mode`); NODE_ENV does not, because the portal server sets it to
 * production for every built site, demos included.
 */
const mode = readMode(process.env);
const isProduction = mode === "production";

/** In production a secret is never a published demo value nor shorter than 32 characters. */
function checkedSecret(name: string, value: string): string {
  const problem = isProduction ? secretProblem(name, value) : null;
  if (problem) throw new Error(explainedByMode(process.env, problem));
  return value;
}

function readSessionSecret(): string {
  const secret = process.env.PAYGPA_SESSION_SECRET?.trim();
  if (secret) return checkedSecret("PAYGPA_SESSION_SECRET", secret);
  if (isProduction) {
    throw new Error(
      explainedByMode(
        process.env,
        "PAYGPA_SESSION_SECRET is required when PAYGPA_MODE=production. Set it to a long random string.",
      ),
    );
  }
  return DEV_SESSION_SECRET;
}

function readPortalKey(): string {
  const key = process.env.PAYGPA_PORTAL_KEY?.trim();
  if (key) return checkedSecret("PAYGPA_PORTAL_KEY", key);
  if (isProduction) {
    throw new Error(
      explainedByMode(
        process.env,
        "PAYGPA_PORTAL_KEY is required when PAYGPA_MODE=production (the same value as the BFF's).",
      ),
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
  bffUrl: (process.env.PAYGPA_BFF_URL ?? portalDefault("PAYGPA_BFF_URL")).replace(/\/+$/, ""),
  /**
   * How long one BFF call may take before the portal gives up and says the server is not responding.
   * Longer than the BFF's own longest wait (two rounds of billing calls at its 10 s limit each,
   * PAYGPA_CCB_TIMEOUT_MS), so the customer never sees a failure for work the BFF finished (a defect a new customer met).
   */
  bffTimeoutMs: readPositiveInteger(
    process.env.PAYGPA_BFF_TIMEOUT_MS,
    Number(portalDefault("PAYGPA_BFF_TIMEOUT_MS")),
  ),
  sessionSecret: readSessionSecret(),
  /** Secure cookies by default in production; PAYGPA_COOKIE_SECURE=0 allows plain http (e.g. a LAN demo). */
  cookieSecure: readBoolean(process.env.PAYGPA_COOKIE_SECURE, isProduction),
  /** Sent to the BFF on every call as `X-PayGPA-Portal-Key`: only then does it believe `X-Forwarded-For`. */
  portalKey: readPortalKey(),
  /**
   * The control token the `/demo/*` pages ask for and send to the BFF's control API (the system's
   * one token: PAYGPA_CONTROL_TOKEN or the shared file); null in production, which has no demo pages.
   */
  control: isProduction ? null : controlAccessFromEnv(process.env),
  /** The QA mail inbox the control console links to (decision 040); null in production, which has none. */
  mailInboxUrl: isProduction
    ? null
    : (process.env.PAYGPA_MAIL_INBOX_URL || portalDefault("PAYGPA_MAIL_INBOX_URL")).replace(/\/+$/, ""),
  /** The sms-simulator's phone view the console links to (decision 038); null in production. */
  smsPhoneUrl: isProduction
    ? null
    : `${(process.env.PAYGPA_SMS_URL || portalDefault("PAYGPA_SMS_URL")).replace(/\/+$/, "")}/phone`,
});

if (env.control) serviceLogger("portal").info(controlTokenNotice("portal", env.control));
