/** The simulator's configuration: one validated, frozen object read once at start. */
import { portBase } from "@paygpa/runtime/port-base";
import { type IsoDate, isIsoDate, parseSeed } from "@paygpa/simulator-kit";
import { SMS_DEMO_ACCOUNT, SMS_DEMO_KEYWORD_REPLIES } from "./demo-account";
import { smsDefault } from "./env-variables";
import type { KeywordReplies } from "./protocol/keywords";
import { isE164 } from "./protocol/message-resource";

export interface SmsConfig {
  accountSid?: string | undefined;
  authToken?: string | undefined;
  /** The account's phone numbers: the senders it may use. */
  numbers?: readonly string[] | undefined;
  messagingServiceSid?: string | undefined;
  /** The numbers' incoming-message webhook; null: incoming texts are kept, sent nowhere. */
  inboundUrl?: string | null | undefined;
  /** How long each status step takes (ms). */
  stepMs?: number | undefined;
  keywordReplies?: KeywordReplies | undefined;
  /** How long the application has to answer a webhook (Twilio: 15 s, "Webhooks (HTTP callbacks)"). */
  webhookTimeoutMs?: number | undefined;
  today?: IsoDate | null | undefined;
}

export interface SmsSettings {
  readonly accountSid: string;
  readonly authToken: string;
  readonly numbers: readonly string[];
  readonly messagingServiceSid: string;
  readonly inboundUrl: string | null;
  readonly stepMs: number;
  readonly keywordReplies: KeywordReplies;
  readonly webhookTimeoutMs: number;
  readonly today: IsoDate | null;
}

export function resolveConfig(config: SmsConfig): SmsSettings {
  const accountSid = config.accountSid ?? SMS_DEMO_ACCOUNT.accountSid;
  if (!/^AC[0-9a-f]{32}$/.test(accountSid))
    throw new Error(`accountSid is not an Account SID: ${accountSid}`);
  const numbers = config.numbers ?? [SMS_DEMO_ACCOUNT.from];
  for (const number of numbers) if (!isE164(number)) throw new Error(`not an E.164 number: ${number}`);
  const inboundUrl = config.inboundUrl === undefined ? null : config.inboundUrl;
  if (inboundUrl) new URL(inboundUrl);
  const today = config.today ?? null;
  if (today !== null && !isIsoDate(today)) throw new Error(`today is not a calendar date: ${today}`);
  const stepMs = config.stepMs ?? Number(smsDefault("PAYGPA_SMS_STEP_MS"));
  if (!Number.isFinite(stepMs) || stepMs < 0) throw new Error("stepMs must be 0 or more");
  return Object.freeze({
    accountSid,
    authToken: config.authToken ?? SMS_DEMO_ACCOUNT.authToken,
    numbers: Object.freeze([...numbers]),
    messagingServiceSid: config.messagingServiceSid ?? SMS_DEMO_ACCOUNT.messagingServiceSid,
    inboundUrl,
    stepMs,
    keywordReplies: Object.freeze({ ...(config.keywordReplies ?? SMS_DEMO_KEYWORD_REPLIES) }),
    webhookTimeoutMs: config.webhookTimeoutMs ?? 15_000,
    today,
  });
}

/** Configuration from the environment (server.ts). */
export function configFromEnv(env: NodeJS.ProcessEnv): SmsConfig & { port: number; seed: number | null } {
  // The address plan (decision 037): with PAYGPA_PORT_BASE the SMS simulator is the fifth service (+4),
  // and the BFF it delivers incoming texts to is +1.
  const base = env.PAYGPA_PORT_BASE?.trim() ? portBase(env) : null;
  const port = Number(
    env.PAYGPA_SMS_PORT ?? env.PORT ?? (base === null ? smsDefault("PAYGPA_SMS_PORT") : base + 4),
  );
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PAYGPA_SMS_PORT is not a port: ${port}`);
  return {
    port,
    accountSid: env.PAYGPA_SMS_ACCOUNT_SID || smsDefault("PAYGPA_SMS_ACCOUNT_SID"),
    authToken: env.PAYGPA_SMS_AUTH_TOKEN || smsDefault("PAYGPA_SMS_AUTH_TOKEN"),
    numbers: (env.PAYGPA_SMS_FROM || smsDefault("PAYGPA_SMS_FROM")).split(",").map((n) => n.trim()),
    inboundUrl:
      env.PAYGPA_SMS_INBOUND_URL ||
      (base === null
        ? smsDefault("PAYGPA_SMS_INBOUND_URL")
        : smsDefault("PAYGPA_SMS_INBOUND_URL").replace(/:\d+\//, `:${base + 1}/`)),
    stepMs: Number(env.PAYGPA_SMS_STEP_MS || smsDefault("PAYGPA_SMS_STEP_MS")),
    today: (env.PAYGPA_TODAY || null) as IsoDate | null,
    seed: parseSeed(env.PAYGPA_SEED),
  };
}
