/**
 * Every environment variable the portal reads: the Remix app's (`env.server.ts`), the web server's
 * (`server/config.ts`) and the runtime's mode, log and control variables. The readers take their
 * defaults from here, and `npm run env-example` writes `portal/.env.example` from it
 * (`app/lib/env-example.test.ts` fails when the two differ). A default is the value used when the
 * variable is unset outside production; "" when there is none. No side effects: the generator loads it.
 */
import { type EnvExample, envTable, RUNTIME_ENV } from "@paygpa/runtime/env-example";

/** The BFF's longest wait on billing: two rounds of calls at its default 10 s limit. */
export const BFF_LONGEST_WAIT_MS = 2 * 10_000;

export const PORTAL_OWN_ENV = envTable({
  PAYGPA_PORTAL_PORT: { default: "3000", description: "the portal's port (PORT when unset)" },
  PAYGPA_BFF_URL: { default: "http://localhost:3001", description: "the BFF" },
  PAYGPA_BFF_TIMEOUT_MS: {
    // Longer than the BFF's longest wait, so the customer never sees a failure for work the BFF finished.
    default: String(BFF_LONGEST_WAIT_MS + 5_000),
    description: "how long one BFF call may take before the portal says the server is not responding",
  },
  PAYGPA_SESSION_SECRET: {
    default: "",
    description: "signs the session cookie; required in production, 32+ characters; a dev value otherwise",
  },
  PAYGPA_COOKIE_SECURE: {
    default: "",
    description: "1: Secure cookies only; 0: plain http allowed (a LAN demo); unset: 1 in production only",
  },
  PAYGPA_PORTAL_KEY: {
    default: "",
    description:
      "sent to the BFF as X-PayGPA-Portal-Key (the BFF's value); required in production; a dev value otherwise",
  },
  PAYGPA_TRUSTED_PROXIES: {
    default: "0",
    description: "how many reverse proxies append to X-Forwarded-For (decision 013); required in production",
  },
  PAYGPA_PORTAL_URL: {
    default: "",
    description:
      "the portal's public origin, every post must come from it; unset: the request's Host; required in production",
  },
  PAYGPA_GATEWAY_PAGE_ORIGIN: {
    default: "http://localhost:3003",
    description:
      "the gateway's hosted payment page, where the quick-pay form posts; unset: the origin of PAYGPA_GATEWAY_PAYMENT_PAGE_URL, PAYGPA_GATEWAY_URL or PAYGPA_GATEWAY_PORT; required in production",
  },
  PAYGPA_GATEWAY_PAYMENT_PAGE_URL: {
    default: "",
    description:
      "the BFF's setting, read by the portal only to derive PAYGPA_GATEWAY_PAGE_ORIGIN when that is unset",
  },
  PAYGPA_GATEWAY_URL: {
    default: "",
    description:
      "the BFF's setting, read by the portal only to derive PAYGPA_GATEWAY_PAGE_ORIGIN when that is unset",
  },
  PAYGPA_GATEWAY_PORT: {
    default: "",
    description:
      "the gateway simulator's setting, read by the portal only to derive PAYGPA_GATEWAY_PAGE_ORIGIN when that is unset",
  },
  PAYGPA_PORTAL_BODY_LIMIT_BYTES: { default: "1048576", description: "larger request bodies get 413" },
  PAYGPA_SMS_URL: {
    default: "http://localhost:3004",
    description:
      "demo and test modes: the sms-simulator whose phone view the control console links to (PAYGPA_PORT_BASE + 4, decision 038)",
  },
  PAYGPA_MAIL_INBOX_URL: {
    default: "http://localhost:3005",
    description:
      "demo and test modes: the QA mail inbox the control console links to (PAYGPA_PORT_BASE + 5, decision 040)",
  },
});

export type PortalVariable = keyof typeof PORTAL_OWN_ENV;

/** The default of one of the portal's own variables, as text. */
export function portalDefault(name: PortalVariable): string {
  return PORTAL_OWN_ENV[name].default;
}

export const PORTAL_ENV_EXAMPLE: EnvExample = Object.freeze({
  service: "portal",
  source: "portal/app/lib/env-variables.ts",
  variables: envTable({ ...RUNTIME_ENV, ...PORTAL_OWN_ENV }),
});
