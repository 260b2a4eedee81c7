import type { Mode } from "@paygpa/runtime/mode";

/** A start refused for its mail settings (as `payments.config.ts` has its own). */
class MailConfigError extends Error {}

/** The variable; its default outside production is in `env-variables.ts`. */
export const MAIL_INTERVAL_VARIABLE = "PAYGPA_MAIL_INTERVAL_MS";
/** Production's default: a mail goes out within seconds, the outbox polled by every instance. */
const PRODUCTION_INTERVAL_MS = 10_000;

/**
 * How often the mail worker sends what is queued (`PAYGPA_MAIL_INTERVAL_MS`). Unset: every 10 s in
 * production; every second in demo and test modes, so that QA's inbox and the e2e tests see a mail
 * about as soon as the screen says it was sent (decision 040).
 */
export function readMailIntervalMs(env: NodeJS.ProcessEnv, mode: Mode, demoDefault: string): number {
  const raw = env.PAYGPA_MAIL_INTERVAL_MS?.trim();
  if (!raw) return mode === "production" ? PRODUCTION_INTERVAL_MS : Number(demoDefault);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 50)
    throw new MailConfigError(`${MAIL_INTERVAL_VARIABLE} must be a whole number of milliseconds, 50 or more`);
  return value;
}
