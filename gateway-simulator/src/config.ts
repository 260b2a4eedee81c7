/** The simulator's configuration: one validated, frozen object read once at start. */
import { type IsoDate, isIsoDate, parseSeed } from "@paygpa/simulator-kit";
import { gatewayDefault } from "./env-variables";
import { isTimeZone } from "./search/gateway-time";

export interface GatewayConfig {
  /** Relay response URL for every payment page (overrides the fixtures); may contain `{invoice}`. */
  relayUrl?: string | undefined;
  /** Return URL for every payment page (overrides the fixtures); `{invoice}` is replaced. */
  returnUrl?: string | undefined;
  /** How far `x_fp_timestamp` may be from the gateway's clock, in seconds (e4: 900). */
  fingerprintWindowSeconds?: number | undefined;
  /** How far `X-GGe4-Date` may be from the gateway's clock, in seconds. */
  signatureWindowSeconds?: number | undefined;
  /** How long the relay target has to answer, in milliseconds. */
  relayTimeoutMs?: number | undefined;
  /** How long a card form stays usable after the payment form POST, in seconds. */
  sessionTtlSeconds?: number | undefined;
  /** How long a forced "timeout" outcome holds the answer before dropping the connection (ms). */
  forcedTimeoutMs?: number | undefined;
  /** The calendar date a reset returns the clock to (PAYGPA_TODAY); null for the real date. */
  today?: IsoDate | null | undefined;
  /** The merchant account's time zone (IANA): the Search API's dates are in it. */
  timeZone?: string | undefined;
  /** Rows of one Search API answer (the gateway's: 10,000); tests page with fewer. */
  searchPageRows?: number | undefined;
  /**
   * Whether the API terminal issues TransArmor tokens from the start and after every reset (a
   * terminal setting the merchant asks the gateway for: TransArmor Tokenization); off unless said.
   */
  tokenization?: boolean | undefined;
}

export interface GatewaySettings {
  readonly relayUrl: string | undefined;
  readonly returnUrl: string | undefined;
  readonly tokenization: boolean;
  readonly fingerprintWindowSeconds: number;
  readonly signatureWindowSeconds: number;
  readonly relayTimeoutMs: number;
  readonly sessionTtlSeconds: number;
  readonly forcedTimeoutMs: number;
  readonly today: IsoDate | null;
  readonly timeZone: string;
  readonly searchPageRows: number;
}

export function resolveConfig(config: GatewayConfig): GatewaySettings {
  const url = (name: string, value: string | undefined) => {
    if (value === undefined || value === "") return undefined;
    try {
      new URL(value.replaceAll("{invoice}", "0"));
    } catch {
      throw new Error(`${name} is not a URL: ${value}`);
    }
    return value;
  };
  const positive = (name: string, value: number | undefined, fallback: number) => {
    const resolved = value ?? fallback;
    if (!Number.isFinite(resolved) || resolved <= 0) throw new Error(`${name} must be a positive number`);
    return resolved;
  };
  const zone = (value: string) => {
    if (!isTimeZone(value)) throw new Error(`timeZone is not a time zone: ${value}`);
    return value;
  };
  const today = config.today ?? null;
  if (today !== null && !isIsoDate(today)) throw new Error(`today is not a calendar date: ${today}`);
  return Object.freeze({
    relayUrl: url("relayUrl", config.relayUrl),
    returnUrl: url("returnUrl", config.returnUrl),
    tokenization: config.tokenization ?? false,
    fingerprintWindowSeconds: positive("fingerprintWindowSeconds", config.fingerprintWindowSeconds, 900),
    signatureWindowSeconds: positive("signatureWindowSeconds", config.signatureWindowSeconds, 900),
    relayTimeoutMs: positive("relayTimeoutMs", config.relayTimeoutMs, 10_000),
    sessionTtlSeconds: positive("sessionTtlSeconds", config.sessionTtlSeconds, 1800),
    // Past the BFF's gateway time limit (30 s by default), so the caller gives up first.
    forcedTimeoutMs: positive("forcedTimeoutMs", config.forcedTimeoutMs, 65_000),
    today,
    timeZone: zone(config.timeZone ?? gatewayDefault("PAYGPA_GATEWAY_TIME_ZONE")),
    // "results are sent back in the CSV format with a limit of 10k rows" (Payeezy migration: Reporting).
    searchPageRows: Math.floor(positive("searchPageRows", config.searchPageRows, 10_000)),
  });
}

/** Configuration from the environment (server.ts). */
export function configFromEnv(env: NodeJS.ProcessEnv): GatewayConfig & { port: number; seed: number | null } {
  const port = Number(env.PAYGPA_GATEWAY_PORT ?? env.PORT ?? gatewayDefault("PAYGPA_GATEWAY_PORT"));
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PAYGPA_GATEWAY_PORT is not a port: ${port}`);
  return {
    port,
    relayUrl: env.PAYGPA_GATEWAY_RELAY_URL || undefined,
    returnUrl: env.PAYGPA_GATEWAY_RETURN_URL || undefined,
    today: env.PAYGPA_TODAY || null,
    timeZone: env.PAYGPA_GATEWAY_TIME_ZONE || undefined,
    tokenization: (env.PAYGPA_GATEWAY_TOKENIZATION || gatewayDefault("PAYGPA_GATEWAY_TOKENIZATION")) === "on",
    // The seed of the numbers the gateway mints (repeatable runs, docs/qa-guide.md).
    seed: parseSeed(env.PAYGPA_SEED),
  };
}
