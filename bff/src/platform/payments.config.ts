import { type BffVariable, bffDefault } from "./env-variables";
import { type GatewayKeyName, gatewayKeyProblem } from "./gateway-keys";

/** One hosted payment page of the merchant account (its keys never leave the BFF). */
export interface PaymentPageConfig {
  readonly login: string;
  readonly transactionKey: string;
  readonly responseKey: string;
}

export interface PaymentsConfig {
  /** The hosted payment page the browser's hidden form is POSTed to. */
  readonly paymentPageUrl: string;
  /** Payment pages by customer class: RESID (Visa, MasterCard, Discover) and COMM (MasterCard only). */
  readonly pages: { readonly RESID: PaymentPageConfig; readonly COMM: PaymentPageConfig };
  /** The direct transaction API's terminal (the card modal). */
  readonly terminal: {
    readonly gatewayId: string;
    readonly password: string;
    readonly hmacKeyId: string;
    readonly hmacKey: string;
  };
  /**
   * The Transaction Search and Reporting API's read-only reporting user (HTTP Basic): relay
   * confirmation, reconciliation and the final lookup read the gateway's records through it.
   */
  readonly search: { readonly user: string; readonly password: string };
  /** The merchant account's time zone (IANA): the Search API's dates and times are in it. */
  readonly gatewayTimeZone: string;
  /** The direct API's format: JSON, or the original XML (`<Transaction>`); the answer comes alike. */
  readonly gatewayApiFormat: "json" | "xml";
  readonly gatewayTimeoutMs: number;
  /** A pending checkout with no relay after this many minutes is settled by asking the gateway. */
  readonly reconcileAfterMinutes: number;
  /** A posting to billing that still fails after this many minutes is marked Failed (visible). */
  readonly postingRetryWindowMinutes: number;
  /** How often the posting and reconciliation workers run in a server; 0 = never (tests drive them). */
  readonly workerIntervalMs: number;
  /** Who is e-mailed when an approved payment line could not be posted to billing. */
  readonly operationsEmail: string;
  /** After this many hours of AutoPay drafts the gateway refused to attempt, operations are told (once). */
  readonly autopayAlertHours: number;
}

/** The keys a demo or test start uses when none is set: the gateway simulator's (`src/demo/`). */
export interface PaymentsDemoDefaults {
  readonly pages: PaymentsConfig["pages"];
  readonly terminal: PaymentsConfig["terminal"];
  readonly search: PaymentsConfig["search"];
}

class PaymentsConfigError extends Error {}

/**
 * Gateway keys from the environment. Outside production the demo keys (known to the gateway
 * simulator) are the defaults; in production every key is required and `defaults` is null.
 */
export function loadPaymentsConfig(
  env: NodeJS.ProcessEnv,
  mode: "production" | "demo" | "test",
  gatewayUrl: string,
  defaults: PaymentsDemoDefaults | null,
): PaymentsConfig {
  const demo = (name: BffVariable, fallback: string | undefined): string => {
    const value = env[name]?.trim();
    if (value) return value;
    if (mode === "production") throw new PaymentsConfigError(`${name} is required in production`);
    if (fallback === undefined) throw new PaymentsConfigError(`${name} is required without demo defaults`);
    return fallback;
  };
  /** A key the gateway issued: in production never a published demo key, as long as the gateway issues. */
  const secret = (name: GatewayKeyName, fallback: string | undefined): string => {
    const value = demo(name, fallback);
    const problem = mode === "production" ? gatewayKeyProblem(name, value) : null;
    if (problem) throw new PaymentsConfigError(problem);
    return value;
  };
  const number = (name: BffVariable): number => {
    const raw = env[name];
    if (raw === undefined || raw === "") return Number(bffDefault(name));
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0)
      throw new PaymentsConfigError(`${name} must be a whole number`);
    return value;
  };
  const apiFormat = (value: string): "json" | "xml" => {
    if (value !== "json" && value !== "xml") {
      throw new PaymentsConfigError("PAYGPA_GATEWAY_API_FORMAT must be json or xml");
    }
    return value;
  };
  const timeZone = (value: string): string => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: value });
    } catch {
      throw new PaymentsConfigError(`PAYGPA_GATEWAY_TIME_ZONE is not a time zone: ${value}`);
    }
    return value;
  };
  const email = (value: string): string => {
    if (!/^[^\s@]+@[^\s@]+$/.test(value)) {
      throw new PaymentsConfigError("PAYGPA_OPERATIONS_EMAIL must be an e-mail address");
    }
    return value;
  };
  const page = (
    customerClass: "RESID" | "COMM",
    names: { login: BffVariable; transactionKey: GatewayKeyName; responseKey: GatewayKeyName },
  ): PaymentPageConfig => {
    const fallback = defaults?.pages[customerClass];
    return Object.freeze({
      login: demo(names.login, fallback?.login),
      transactionKey: secret(names.transactionKey, fallback?.transactionKey),
      responseKey: secret(names.responseKey, fallback?.responseKey),
    });
  };
  const terminal = defaults?.terminal;
  return Object.freeze({
    paymentPageUrl: env.PAYGPA_GATEWAY_PAYMENT_PAGE_URL?.trim() || `${gatewayUrl}/payment`,
    pages: Object.freeze({
      RESID: page("RESID", {
        login: "PAYGPA_GATEWAY_RES_LOGIN",
        transactionKey: "PAYGPA_GATEWAY_RES_TRANSACTION_KEY",
        responseKey: "PAYGPA_GATEWAY_RES_RESPONSE_KEY",
      }),
      COMM: page("COMM", {
        login: "PAYGPA_GATEWAY_COM_LOGIN",
        transactionKey: "PAYGPA_GATEWAY_COM_TRANSACTION_KEY",
        responseKey: "PAYGPA_GATEWAY_COM_RESPONSE_KEY",
      }),
    }),
    terminal: Object.freeze({
      gatewayId: demo("PAYGPA_GATEWAY_TERMINAL_ID", terminal?.gatewayId),
      password: secret("PAYGPA_GATEWAY_TERMINAL_PASSWORD", terminal?.password),
      hmacKeyId: demo("PAYGPA_GATEWAY_HMAC_KEY_ID", terminal?.hmacKeyId),
      hmacKey: secret("PAYGPA_GATEWAY_HMAC_KEY", terminal?.hmacKey),
    }),
    search: Object.freeze({
      user: demo("PAYGPA_GATEWAY_SEARCH_USER", defaults?.search.user),
      password: secret("PAYGPA_GATEWAY_SEARCH_PASSWORD", defaults?.search.password),
    }),
    gatewayApiFormat: apiFormat(
      env.PAYGPA_GATEWAY_API_FORMAT?.trim() || bffDefault("PAYGPA_GATEWAY_API_FORMAT"),
    ),
    gatewayTimeZone: timeZone(env.PAYGPA_GATEWAY_TIME_ZONE?.trim() || bffDefault("PAYGPA_GATEWAY_TIME_ZONE")),
    gatewayTimeoutMs: number("PAYGPA_GATEWAY_TIMEOUT_MS"),
    reconcileAfterMinutes: number("PAYGPA_RECONCILE_AFTER_MINUTES"),
    postingRetryWindowMinutes: number("PAYGPA_POSTING_RETRY_WINDOW_MINUTES"),
    workerIntervalMs: number("PAYGPA_PAYMENT_WORKER_INTERVAL_MS"),
    operationsEmail: email(demo("PAYGPA_OPERATIONS_EMAIL", bffDefault("PAYGPA_OPERATIONS_EMAIL"))),
    autopayAlertHours: number("PAYGPA_AUTOPAY_ALERT_HOURS"),
  });
}
