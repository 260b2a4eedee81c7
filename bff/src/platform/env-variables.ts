/**
 * Every environment variable the BFF reads (`config.ts`, `payments.config.ts`, and the runtime's mode,
 * log and control variables): the readers take their defaults from here, and `npm run env-example`
 * writes `bff/.env.example` from it (`tests/env-example.test.ts` fails when the two differ). A default
 * is the value used when the variable is unset outside production; "" when there is none.
 */
import { type EnvExample, envTable, RUNTIME_ENV } from "@paygpa/runtime/env-example";

export const BFF_OWN_ENV = envTable({
  PAYGPA_BFF_PORT: { default: "3001", description: "the BFF's port" },
  PAYGPA_BFF_DB: {
    default: "data/bff.sqlite",
    description:
      "SQLite file (:memory: for a throwaway one); production: this or PAYGPA_DATABASE_URL is required",
  },
  PAYGPA_DATABASE_URL: {
    default: "",
    description:
      "postgres://user:password@host:5432/db puts the BFF on PostgreSQL instead of SQLite (decision 019)",
  },
  PAYGPA_DATABASE_SCHEMA: {
    default: "",
    description: "PostgreSQL only: the schema of the BFF's tables (the server's default when unset)",
  },
  PAYGPA_CCB_URL: {
    default: "http://localhost:3002",
    description: "the billing system; required in production",
  },
  PAYGPA_GATEWAY_URL: {
    default: "http://localhost:3003",
    description: "the card gateway; required in production",
  },
  PAYGPA_PORTAL_URL: {
    default: "http://localhost:3000",
    description: "the portal's public address, for links in e-mails; required in production",
  },
  PAYGPA_PORTAL_KEY: {
    default: "",
    description:
      "shared with the portal: only with it is X-Forwarded-For believed (decision 009); required in production, 32+ characters; a dev value otherwise",
  },
  PAYGPA_SESSION_IDLE_SECONDS: {
    default: "900",
    description: "a session ends after this long without activity",
  },
  PAYGPA_CCB_USER: {
    default: "",
    description:
      "billing's REST integration user (HTTP Basic, with PAYGPA_CCB_PASSWORD); in production this pair or PAYGPA_CCB_BEARER_TOKEN is required; unset elsewhere: no credentials (the simulator)",
  },
  PAYGPA_CCB_PASSWORD: {
    default: "",
    description: "the password of PAYGPA_CCB_USER; in production a secret of your own, 32+ characters",
  },
  PAYGPA_CCB_BEARER_TOKEN: {
    default: "",
    description:
      "instead of PAYGPA_CCB_USER: an OAuth bearer token billing's REST services accept; in production 32+ characters, never a published value",
  },
  PAYGPA_CCB_TIMEOUT_MS: {
    default: "10000",
    description: "how long the BFF waits for billing before giving up on a call",
  },
  PAYGPA_OMS_URL: {
    default: "",
    description:
      "the outage management system's CIS integration (decision 041; the oms-simulator offline, PAYGPA_PORT_BASE + 7 in demo and test starts); unset: outages are unavailable",
  },
  PAYGPA_OMS_TIMEOUT_MS: {
    default: "5000",
    description: "how long the BFF waits for the outage system before giving up on a call",
  },
  PAYGPA_TODAY: {
    default: "",
    description: "a fixed today (YYYY-MM-DD) for demos and tests; refused in production",
  },
  PAYGPA_SMTP_URL: {
    default: "",
    description:
      "SMTP server (smtp://user:pass@host:port); unset in demo and test modes: the QA mail inbox's SMTP, PAYGPA_PORT_BASE + 6 (decision 040); unset in production: mail stays in the outbox",
  },
  PAYGPA_MAIL_INTERVAL_MS: {
    default: "1000",
    description: "how often queued mail is sent, in milliseconds; unset in production: 10000",
  },
  PAYGPA_MAIL_FROM: {
    default: "GPA Customer Service <no-reply@paygpa.local>",
    description: "sender of every e-mail",
  },
  PAYGPA_RATE_LIMIT_PER_MINUTE: {
    default: "30",
    description:
      "checks, look-ups and logins allowed per browser address and minute on the rate-limited routes",
  },
  PAYGPA_ARRANGEMENT_UPLOAD_ROOT: {
    default: "",
    description:
      "the folder signed payment-arrangement forms are kept in (the Upload Path stays inside it); required in production; unset: <OS temp dir>/paygpa-bff-<port>/arrangement-forms, one per stack, outside the clone",
  },
  PAYGPA_ANNOUNCEMENT_IMAGE_DIR: {
    default: "",
    description:
      "where the BFF keeps the images staff upload for announcements; required in production; unset: <OS temp dir>/paygpa-bff-<port>/announcement-images, one per stack, outside the clone",
  },
  PAYGPA_ANNOUNCEMENT_IMAGE_MAX_BYTES: {
    default: "2097152",
    description: "the largest announcement image accepted",
  },
  PAYGPA_BILL_PRESENTMENT_URL: {
    default: "",
    description:
      "billing's bill-presentment site (spec 002 §7); unset: PAYGPA_CCB_URL; required in production",
  },
  PAYGPA_BILL_LINK_SECRET: {
    default: "",
    description:
      "the key bill-presentment links are signed with; required in production, 32+ characters; a dev value otherwise",
  },
  PAYGPA_TRAINEES: {
    default: "0",
    description: "classroom mode: trainees (0 to 99) with their own personas; refused in production",
  },
  PAYGPA_INSTANCE_ID: {
    default: "",
    description: "this instance among several on one database (decision 020); unset: host-pid-random",
  },
  PAYGPA_JOB_LEASE_SECONDS: {
    default: "120",
    description:
      "how long a job's lease or an outbox row's claim lasts before another instance may take it over",
  },
  PAYGPA_GATEWAY_PAYMENT_PAGE_URL: {
    default: "",
    description: "the hosted payment page the browser posts to; unset: PAYGPA_GATEWAY_URL/payment",
  },
  PAYGPA_GATEWAY_RES_LOGIN: {
    default: "",
    description: "x_login of the residential payment page; required in production",
  },
  PAYGPA_GATEWAY_RES_TRANSACTION_KEY: {
    default: "",
    description: "its transaction key as the gateway issued it; required in production, 16+ characters",
  },
  PAYGPA_GATEWAY_RES_RESPONSE_KEY: {
    default: "",
    description: "its response key as the gateway issued it; required in production, 16+ characters",
  },
  PAYGPA_GATEWAY_COM_LOGIN: {
    default: "",
    description: "x_login of the commercial payment page; required in production",
  },
  PAYGPA_GATEWAY_COM_TRANSACTION_KEY: {
    default: "",
    description: "its transaction key as the gateway issued it; required in production, 16+ characters",
  },
  PAYGPA_GATEWAY_COM_RESPONSE_KEY: {
    default: "",
    description: "its response key as the gateway issued it; required in production, 16+ characters",
  },
  PAYGPA_GATEWAY_TERMINAL_ID: {
    default: "",
    description: "the direct-API terminal's gateway id; required in production",
  },
  PAYGPA_GATEWAY_TERMINAL_PASSWORD: {
    default: "",
    description: "its password as the gateway issued it; required in production, 8+ characters",
  },
  PAYGPA_GATEWAY_HMAC_KEY_ID: { default: "", description: "its HMAC key id; required in production" },
  PAYGPA_GATEWAY_HMAC_KEY: {
    default: "",
    description: "its HMAC key as the gateway issued it; required in production, 16+ characters",
  },
  PAYGPA_GATEWAY_SEARCH_USER: {
    default: "",
    description:
      "the read-only reporting user of the gateway's Transaction Search API; required in production",
  },
  PAYGPA_GATEWAY_SEARCH_PASSWORD: {
    default: "",
    description: "its password; required in production, 8+ characters",
  },
  PAYGPA_GATEWAY_API_FORMAT: {
    default: "json",
    description: "the direct API's format: json, or xml (the API's original <Transaction> documents)",
  },
  PAYGPA_GATEWAY_TIME_ZONE: {
    default: "Pacific/Guam",
    description: "the merchant account's time zone, in which the Search API takes and shows dates",
  },
  PAYGPA_GATEWAY_TIMEOUT_MS: { default: "20000", description: "how long the BFF waits for the gateway" },
  PAYGPA_RECONCILE_AFTER_MINUTES: {
    default: "5",
    description: "a pending checkout with no relay after this long is settled by asking the gateway",
  },
  PAYGPA_POSTING_RETRY_WINDOW_MINUTES: {
    default: "1440",
    description: "how long a payment line billing refuses transiently is retried before it is marked Failed",
  },
  PAYGPA_PAYMENT_WORKER_INTERVAL_MS: {
    default: "5000",
    description: "how often the posting and reconciliation workers run (0: never)",
  },
  PAYGPA_AUTOPAY_ALERT_HOURS: {
    default: "2",
    description:
      "how many hours AutoPay drafts the card gateway refuses to attempt (credentials, clock) may wait before operations are e-mailed, until staff set the hours on System Maintenance",
  },
  PAYGPA_OPERATIONS_EMAIL: {
    default: "operations@paygpa.local",
    description: "who is e-mailed when an approved payment line could not be posted; required in production",
  },
});

export type BffVariable = keyof typeof BFF_OWN_ENV;

/** The default of one of the BFF's own variables, as text. */
export function bffDefault(name: BffVariable): string {
  return BFF_OWN_ENV[name].default;
}

export const BFF_ENV_EXAMPLE: EnvExample = Object.freeze({
  service: "BFF",
  source: "bff/src/platform/env-variables.ts",
  variables: envTable({ ...RUNTIME_ENV, ...BFF_OWN_ENV }),
});
