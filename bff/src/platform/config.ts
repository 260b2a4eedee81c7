import { randomUUID } from "node:crypto";
import { hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { loadPaymentsConfig, type PaymentsConfig, type PaymentsDemoDefaults } from "./payments.config";
import { isIsoDate } from "./clock";
import { isPostgresUrl, isSchemaName } from "./db/dialect";
import { readMailIntervalMs } from "./mail/mail.config";
import { type BffVariable, bffDefault } from "./env-variables";
import { type Mode, ModeError, readMode as readModeOf } from "@paygpa/runtime/mode";
import { secretProblem } from "@paygpa/runtime/secrets";
import { type BillingCredentials, readCcbCredentials } from "./ccb-credentials";
import { ConfigError } from "./config-error";
import {
  readSmsSettings,
  type SmsDemoDefaults,
  type SmsSettings,
  SmsSettingsError,
  TWILIO_API_ORIGIN,
} from "./sms.config";

export type { Mode };
export { ConfigError } from "./config-error";
export { type BillingCredentials, readCcbCredentials } from "./ccb-credentials";

export interface Config {
  readonly mode: Mode;
  readonly port: number;
  /** SQLite file path, or ":memory:" (used when `databaseUrl` is null). */
  readonly databasePath: string;
  /** PostgreSQL's `postgres://` URL (PAYGPA_DATABASE_URL), or null for SQLite (decision 019). */
  readonly databaseUrl: string | null;
  /** PostgreSQL only: the schema of the BFF's tables (PAYGPA_DATABASE_SCHEMA), null for the default. */
  readonly databaseSchema: string | null;
  /** Base URL of the billing system (the ccb-simulator offline). */
  readonly ccbUrl: string;
  /** Base URL of the card gateway (the gateway-simulator offline). */
  readonly gatewayUrl: string;
  /** A session ends after this many seconds without activity (spec: 15 minutes). */
  readonly sessionIdleSeconds: number;
  /** Who the BFF is to billing's REST services: HTTP Basic, a bearer token, or none (decision 027). */
  readonly ccbCredentials: BillingCredentials;
  /** How long the BFF waits for the billing system before giving up on a call. */
  readonly ccbTimeoutMs: number;
  /** A fixed "today" (YYYY-MM-DD), or null for the real date. */
  readonly today: string | null;
  /** Control endpoints (/__control: reset, clock, mail) are mounted in test and demo modes only. */
  readonly controlApiEnabled: boolean;
  /**
   * Who may call them (the control token, loopback only unless PAYGPA_CONTROL_REMOTE=allow);
   * null in production, which has no control endpoints.
   */
  readonly control: ControlSettings | null;
  /** SMTP server for outgoing mail (smtp://user:pass@host:port); without one mail is kept in the outbox. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** How often queued mail is sent (`PAYGPA_MAIL_INTERVAL_MS`; 10 s in production, 1 s elsewhere). */
  readonly mailIntervalMs: number;
  /** Gateway pages and terminal, payment workers (payments/payments.config.ts). */
  readonly payments: PaymentsConfig;
  /** The SMS provider (decision 038): required in production, the sms-simulator's demo account elsewhere. */
  readonly sms: SmsSettings;
  /**
   * The sms-simulator's origin where this stack runs one (demo and test modes, the SMS provider's
   * URL not Twilio's): the whole-system reset, clock and faults include it. Null in production.
   */
  readonly smsSimulatorUrl: string | null;
  /**
   * The outage system's integration (decision 041, `PAYGPA_OMS_URL`), or null: then the outage
   * feature says outages are unavailable (decision 046).
   */
  readonly omsUrl: string | null;
  readonly omsTimeoutMs: number;
  /** The portal's public address, for links in e-mails (password reset). */
  readonly portalUrl: string;
  /**
   * The secret the portal sends in `X-PayGPA-Portal-Key`; only with it is the portal's
   * `X-Forwarded-For` (the browser's address) believed by the rate limit (decision 009).
   */
  readonly portalKey: string;
  /** Requests per minute per client address and route family on the rate-limited public routes. */
  readonly rateLimitPerMinute: number;
  /**
   * The folder that the payment-arrangement file path (spec 000 §2) must stay inside, absolute
   * (`PAYGPA_ARRANGEMENT_UPLOAD_ROOT`; unset outside production: `<temp>/paygpa-bff-<port>/arrangement-forms`).
   */
  readonly arrangementUploadRoot: string;
  /** Announcement images staff upload: where the BFF keeps them, and the largest it accepts. */
  readonly announcementImages: { readonly directory: string; readonly maxBytes: number };
  /** Billing's bill-presentment site and the key its links are signed with (spec 002 §7 'Bill viewing'). */
  readonly billLink: { readonly url: string; readonly secret: string };
  /** Classroom mode (PAYGPA_TRAINEES, demo and test only): trainees with their own persona copies. */
  readonly trainees: number;
  /** This process among several on one database (`PAYGPA_INSTANCE_ID`, default random): who holds a job's claim. */
  readonly instanceId: string;
  /** How long a job's lease or an outbox row's claim lasts before another instance may take it over. */
  readonly jobLeaseSeconds: number;
}

/** Who may call the control API: the control token, and whether other machines may. */
export interface ControlSettings {
  readonly token: string;
  /** Answer control calls from other machines too (`PAYGPA_CONTROL_REMOTE=allow`). */
  readonly allowRemote: boolean;
  /** Where the token came from, for the start-up line. */
  readonly where: string;
}

/**
 * What a demo or test start falls back on when a variable is unset: the published demo values the
 * simulators and the portal share. Built by `src/demo/` from the fixtures, which production never
 * loads; a production start has none and needs every value set.
 */
export interface DemoDefaults {
  /** The portal key outside production; the portal has the same default. */
  readonly portalKey: string;
  readonly payments: PaymentsDemoDefaults;
  /** The bill-presentment link key billing's simulator also knows by default. */
  readonly billLinkSecret: string;
  control(env: NodeJS.ProcessEnv): ControlSettings;
  /** The sms-simulator's demo account, where this stack runs it. */
  sms(env: NodeJS.ProcessEnv): SmsDemoDefaults;
}

/** A positive whole number; unset, its default (`env-variables.ts`). */
function readInteger(env: NodeJS.ProcessEnv, name: BffVariable): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return Number(bffDefault(name));
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(`${name} must be a positive whole number`);
  return value;
}

/** A URL, required in production; unset elsewhere, `fallback` or its default (`env-variables.ts`). */
function readUrl(env: NodeJS.ProcessEnv, name: BffVariable, mode: Mode, fallback = bffDefault(name)): string {
  const raw = env[name];
  if (!raw && mode === "production") throw new ConfigError(`${name} is required in production`);
  const value = raw || fallback;
  try {
    return new URL(value).toString().replace(/\/$/, "");
  } catch {
    throw new ConfigError(`${name} is not a URL: ${value}`);
  }
}

function readPortalKey(env: NodeJS.ProcessEnv, mode: Mode, demo: DemoDefaults | null): string {
  const key = env.PAYGPA_PORTAL_KEY?.trim();
  if (mode === "production") {
    if (!key) throw new ConfigError("PAYGPA_PORTAL_KEY is required in production");
    const problem = secretProblem("PAYGPA_PORTAL_KEY", key);
    if (problem) throw new ConfigError(problem);
  }
  if (key) return key;
  if (!demo) throw new ConfigError("PAYGPA_PORTAL_KEY is required without demo defaults");
  return demo.portalKey;
}

function readBillLinkSecret(env: NodeJS.ProcessEnv, mode: Mode, demo: DemoDefaults | null): string {
  const secret = env.PAYGPA_BILL_LINK_SECRET?.trim();
  if (mode === "production") {
    if (!secret) throw new ConfigError("PAYGPA_BILL_LINK_SECRET is required in production");
    const problem = secretProblem("PAYGPA_BILL_LINK_SECRET", secret);
    if (problem) throw new ConfigError(problem);
  }
  if (secret) return secret;
  if (!demo) throw new ConfigError("PAYGPA_BILL_LINK_SECRET is required without demo defaults");
  return demo.billLinkSecret;
}

/** `PAYGPA_MODE` through the one reader (`@paygpa/runtime/mode`): unset is production. */
export function readMode(env: NodeJS.ProcessEnv): Mode {
  try {
    return readModeOf(env);
  } catch (error) {
    if (error instanceof ModeError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * Where the BFF keeps its data: PostgreSQL when PAYGPA_DATABASE_URL is a `postgres://` URL,
 * otherwise SQLite at PAYGPA_BFF_DB (required in production unless PostgreSQL is chosen).
 */
function readDatabase(
  env: NodeJS.ProcessEnv,
  mode: Mode,
): Pick<Config, "databasePath" | "databaseUrl" | "databaseSchema"> {
  const url = env.PAYGPA_DATABASE_URL?.trim() ?? "";
  const databaseUrl = isPostgresUrl(url) ? url : null;
  const databaseSchema = env.PAYGPA_DATABASE_SCHEMA?.trim() || null;
  if (databaseSchema !== null && !isSchemaName(databaseSchema))
    throw new ConfigError("PAYGPA_DATABASE_SCHEMA must be lower-case letters, digits and _");
  const databasePath =
    env.PAYGPA_BFF_DB ?? (mode === "production" && !databaseUrl ? "" : bffDefault("PAYGPA_BFF_DB"));
  if (!databasePath) throw new ConfigError("PAYGPA_BFF_DB or PAYGPA_DATABASE_URL is required in production");
  return { databasePath, databaseUrl, databaseSchema };
}

/**
 * A folder the BFF writes uploads to. Production names it (storage every instance shares,
 * docs/deploy.md); a demo or test stack keeps its own outside the clone, under the OS temp dir and
 * its port, so two stacks on one machine, or one clone, never share or commit each other's files.
 */
function readUploadFolder(
  env: NodeJS.ProcessEnv,
  name: "PAYGPA_ARRANGEMENT_UPLOAD_ROOT" | "PAYGPA_ANNOUNCEMENT_IMAGE_DIR",
  mode: Mode,
  port: number,
): string {
  const given = env[name]?.trim();
  if (given) return resolve(given);
  if (mode === "production") throw new ConfigError(`${name} is required in production`);
  const folder = name === "PAYGPA_ARRANGEMENT_UPLOAD_ROOT" ? "arrangement-forms" : "announcement-images";
  return join(tmpdir(), `paygpa-bff-${port}`, folder);
}

function readSms(env: NodeJS.ProcessEnv, mode: Mode, demo: DemoDefaults | null): SmsSettings {
  try {
    return readSmsSettings(env, mode, mode === "production" || !demo ? null : demo.sms(env));
  } catch (error) {
    if (error instanceof SmsSettingsError) throw new ConfigError(error.message);
    throw error;
  }
}

/** A class of 0 to 99 trainees (two-digit suffixes); production has no classroom. */
function readTrainees(env: NodeJS.ProcessEnv, mode: Mode): number {
  const trainees = readInteger(env, "PAYGPA_TRAINEES");
  if (trainees > 99) throw new ConfigError("PAYGPA_TRAINEES must be at most 99");
  if (trainees > 0 && mode === "production")
    throw new ConfigError("PAYGPA_TRAINEES cannot be set in production");
  return trainees;
}

/**
 * Reads the configuration once at start; anything missing or malformed stops the start. `demo` is
 * null in production (every value must be set), the demo's defaults otherwise.
 */
export function loadConfig(env: NodeJS.ProcessEnv, demo: DemoDefaults | null): Config {
  const mode = readMode(env);
  if (mode !== "production" && !demo) throw new ConfigError(`a ${mode} start needs the demo defaults`);
  const today = env.PAYGPA_TODAY || null;
  if (today !== null && !isIsoDate(today)) throw new ConfigError("PAYGPA_TODAY must be YYYY-MM-DD");
  if (today !== null && mode === "production")
    throw new ConfigError("PAYGPA_TODAY cannot be set in production");
  const database = readDatabase(env, mode);
  const gatewayUrl = readUrl(env, "PAYGPA_GATEWAY_URL", mode);
  const sms = readSms(env, mode, demo);
  const ccbUrl = readUrl(env, "PAYGPA_CCB_URL", mode);
  const port = readInteger(env, "PAYGPA_BFF_PORT");
  return Object.freeze({
    mode,
    port,
    ...database,
    ccbUrl,
    gatewayUrl,
    sessionIdleSeconds: readInteger(env, "PAYGPA_SESSION_IDLE_SECONDS"),
    ccbCredentials: readCcbCredentials(env, mode),
    ccbTimeoutMs: readInteger(env, "PAYGPA_CCB_TIMEOUT_MS"),
    today,
    controlApiEnabled: mode !== "production",
    control: mode === "production" || !demo ? null : Object.freeze(demo.control(env)),
    smtpUrl: env.PAYGPA_SMTP_URL || null,
    mailFrom: env.PAYGPA_MAIL_FROM || bffDefault("PAYGPA_MAIL_FROM"),
    mailIntervalMs: readMailIntervalMs(env, mode, bffDefault("PAYGPA_MAIL_INTERVAL_MS")),
    payments: loadPaymentsConfig(env, mode, gatewayUrl, demo?.payments ?? null),
    sms,
    smsSimulatorUrl: mode === "production" || !demo || sms.baseUrl === TWILIO_API_ORIGIN ? null : sms.baseUrl,
    omsUrl: env.PAYGPA_OMS_URL?.trim() ? readUrl(env, "PAYGPA_OMS_URL", mode) : null,
    omsTimeoutMs: readInteger(env, "PAYGPA_OMS_TIMEOUT_MS"),
    portalUrl: readUrl(env, "PAYGPA_PORTAL_URL", mode),
    portalKey: readPortalKey(env, mode, demo),
    rateLimitPerMinute: readInteger(env, "PAYGPA_RATE_LIMIT_PER_MINUTE"),
    arrangementUploadRoot: readUploadFolder(env, "PAYGPA_ARRANGEMENT_UPLOAD_ROOT", mode, port),
    announcementImages: Object.freeze({
      directory: readUploadFolder(env, "PAYGPA_ANNOUNCEMENT_IMAGE_DIR", mode, port),
      maxBytes: readInteger(env, "PAYGPA_ANNOUNCEMENT_IMAGE_MAX_BYTES"),
    }),
    billLink: Object.freeze({
      url: readUrl(env, "PAYGPA_BILL_PRESENTMENT_URL", mode, ccbUrl),
      secret: readBillLinkSecret(env, mode, demo),
    }),
    trainees: readTrainees(env, mode),
    instanceId: env.PAYGPA_INSTANCE_ID || `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
    jobLeaseSeconds: readInteger(env, "PAYGPA_JOB_LEASE_SECONDS"),
  });
}
