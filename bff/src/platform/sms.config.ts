/**
 * The SMS provider's settings (decision 038). Production sends through the real provider
 * (`https://api.twilio.com` unless `PAYGPA_SMS_URL` says otherwise) and requires its credentials and
 * sender from the environment; demo and test starts default to the sms-simulator's published demo
 * account. Like the card gateway's keys (`platform/gateway-keys.ts`), the credentials are issued by
 * the provider, so the rules ask only what it issues: an Account SID is "AC" and 32 hexadecimal
 * digits, an auth token 32 hexadecimal digits (Twilio Console, Account Info; Glossary "What is a
 * SID?"); never the simulator's demo values, never padded. The token is a secret: it is never logged
 * (only `describeSmsSettings` is, which leaves it out).
 */
import type { Mode } from "@paygpa/runtime/mode";
import { type MobileNumber, phoneNumber } from "./phone-number";

export interface SmsSettings {
  /** The REST API's origin: Twilio's, or the sms-simulator's. */
  readonly baseUrl: string;
  readonly accountSid: string;
  readonly authToken: string;
  /** The sender: one of the account's numbers, or a Messaging Service (one of them is set). */
  readonly from: MobileNumber | null;
  readonly messagingServiceSid: string | null;
  /** The BFF's webhooks as the provider calls them (the signature covers the full URL). */
  readonly webhookBaseUrl: string;
  /** How long a call to the provider may take before the BFF gives up (ms). */
  readonly timeoutMs: number;
}

/** The demo account a non-production start falls back on (the sms-simulator's). */
export interface SmsDemoDefaults {
  readonly accountSid: string;
  readonly authToken: string;
  readonly from: string;
  readonly baseUrl: string;
  readonly webhookBaseUrl: string;
}

export class SmsSettingsError extends Error {}

export const TWILIO_API_ORIGIN = "https://api.twilio.com";

/** Values published with the simulator: refused in production however they are set. */
const PUBLISHED = new Set([
  "AC5e1f0000000000000000000000000671",
  "7e570000000000000000000000c0ffee",
  "MG5e1f0000000000000000000000000671",
]);

/** What is wrong with a credential for a production start, or null. */
export function smsCredentialProblem(name: string, value: string, shape: RegExp): string | null {
  if (PUBLISHED.has(value.trim().toLowerCase()) || PUBLISHED.has(value.trim()))
    return `${name} is the simulator's published demo value; set the account's own`;
  if (/\s/.test(value)) return `${name} must be as the provider issued it, without spaces`;
  if (!shape.test(value)) return `${name} is not one the provider issues`;
  if (/^(.)\1+$/.test(value.slice(2))) return `${name} is a placeholder, not an issued value`;
  return null;
}

function url(name: string, value: string): string {
  try {
    return new URL(value).toString().replace(/\/$/, "");
  } catch {
    throw new SmsSettingsError(`${name} is not a URL: ${value}`);
  }
}

export function readSmsSettings(
  env: NodeJS.ProcessEnv,
  mode: Mode,
  demo: SmsDemoDefaults | null,
): SmsSettings {
  const production = mode === "production" || !demo;
  const pick = (name: string, fallback: string | undefined) => {
    const value = env[name];
    if (value !== undefined && value !== "") return value;
    if (production || fallback === undefined) return null;
    return fallback;
  };
  const accountSid = pick("PAYGPA_SMS_ACCOUNT_SID", demo?.accountSid);
  const authToken = pick("PAYGPA_SMS_AUTH_TOKEN", demo?.authToken);
  const fromText = pick("PAYGPA_SMS_FROM", demo?.from);
  const serviceSid = env.PAYGPA_SMS_MESSAGING_SERVICE_SID || null;
  const webhookBase = pick("PAYGPA_SMS_WEBHOOK_URL", demo?.webhookBaseUrl);
  if (!accountSid || !authToken)
    throw new SmsSettingsError("PAYGPA_SMS_ACCOUNT_SID and PAYGPA_SMS_AUTH_TOKEN are required in production");
  if (!fromText && !serviceSid)
    throw new SmsSettingsError(
      "PAYGPA_SMS_FROM or PAYGPA_SMS_MESSAGING_SERVICE_SID is required in production",
    );
  if (!webhookBase) throw new SmsSettingsError("PAYGPA_SMS_WEBHOOK_URL is required in production");
  const from = fromText ? phoneNumber(fromText) : null;
  if (fromText && !from)
    throw new SmsSettingsError("PAYGPA_SMS_FROM must be a phone number in E.164 (+16715550100)");
  if (production) {
    const problem =
      smsCredentialProblem("PAYGPA_SMS_ACCOUNT_SID", accountSid, /^AC[0-9a-f]{32}$/) ??
      smsCredentialProblem("PAYGPA_SMS_AUTH_TOKEN", authToken, /^[0-9a-f]{32}$/) ??
      (serviceSid
        ? smsCredentialProblem("PAYGPA_SMS_MESSAGING_SERVICE_SID", serviceSid, /^MG[0-9a-f]{32}$/)
        : null);
    if (problem) throw new SmsSettingsError(problem);
    if (!webhookBase.startsWith("https://"))
      throw new SmsSettingsError(
        "PAYGPA_SMS_WEBHOOK_URL must be https in production (the provider calls only https)",
      );
  }
  const timeoutMs = Number(env.PAYGPA_SMS_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new SmsSettingsError("PAYGPA_SMS_TIMEOUT_MS must be a positive whole number");
  return Object.freeze({
    baseUrl: url(
      "PAYGPA_SMS_URL",
      env.PAYGPA_SMS_URL || (production ? TWILIO_API_ORIGIN : (demo?.baseUrl ?? TWILIO_API_ORIGIN)),
    ),
    accountSid,
    authToken,
    from,
    messagingServiceSid: serviceSid,
    webhookBaseUrl: url("PAYGPA_SMS_WEBHOOK_URL", webhookBase),
    timeoutMs,
  });
}

/** The settings as they may be logged: no token. */
export function describeSmsSettings(settings: SmsSettings): Record<string, unknown> {
  return {
    baseUrl: settings.baseUrl,
    accountSid: `${settings.accountSid.slice(0, 6)}…`,
    from: settings.from,
    messagingServiceSid: settings.messagingServiceSid,
    webhookBaseUrl: settings.webhookBaseUrl,
  };
}
