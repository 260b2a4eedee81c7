/**
 * Where each service of one stack answers (decision 037): a URL set for it (PAYGPA_BFF_URL…), else
 * its port (PAYGPA_BFF_PORT…), else `PAYGPA_PORT_BASE` plus its place in the port order (portal +0,
 * BFF +1, billing +2, gateway +3, the sms-simulator +4 (decision 038), the QA mail inbox's web page +5 and its SMTP +6, decision 040,
 * the outage-system simulator +7, decision 041), else the default port (3000–3007). The services fill every
 * address they were not given from the same rule (`withPortBase`), and the scripts that talk to a
 * running stack (`npm run demo`, `npm run demo:reset`) use it, so one variable moves the stack.
 */
import { readMode } from "./mode";
import { portBase } from "./port-base";

export { PORT_BASE_VARIABLE } from "./port-base";

export type StackService = "portal" | "bff" | "ccb" | "gateway" | "sms" | "mailInbox" | "oms";

const SETTINGS: Record<StackService, { url: string; port: string; fallbackPort?: string; offset: number }> = {
  portal: { url: "PAYGPA_PORTAL_URL", port: "PAYGPA_PORTAL_PORT", fallbackPort: "PORT", offset: 0 },
  bff: { url: "PAYGPA_BFF_URL", port: "PAYGPA_BFF_PORT", offset: 1 },
  ccb: { url: "PAYGPA_CCB_URL", port: "PAYGPA_CCB_PORT", offset: 2 },
  gateway: { url: "PAYGPA_GATEWAY_URL", port: "PAYGPA_GATEWAY_PORT", offset: 3 },
  // The SMS provider's simulator: the BFF's Twilio origin offline and its phone view (decision 038).
  sms: { url: "PAYGPA_SMS_URL", port: "PAYGPA_SMS_PORT", offset: 4 },
  // The QA mail catcher's web inbox and REST API (maildev, decision 040).
  mailInbox: { url: "PAYGPA_MAIL_INBOX_URL", port: "PAYGPA_MAIL_INBOX_PORT", offset: 5 },
  // The outage-system simulator (Oracle NMS's trouble-call and outage-query integration, decision 041).
  oms: { url: "PAYGPA_OMS_URL", port: "PAYGPA_OMS_PORT", offset: 7 },
};

/** The QA mail catcher's SMTP port (decision 040): `PAYGPA_MAIL_SMTP_PORT`, else the base + 6. */
const MAIL_SMTP = { port: "PAYGPA_MAIL_SMTP_PORT", offset: 6 } as const;

type Env = Record<string, string | undefined>;

/** The service's port: its own variable, else the base's. `PORT` counts only for the service reading it. */
export function servicePort(env: Env, service: StackService, ownPort = false): number {
  const setting = SETTINGS[service];
  const port =
    env[setting.port]?.trim() || (ownPort && setting.fallbackPort ? env[setting.fallbackPort]?.trim() : "");
  return portOrBase(env, setting.port, port, setting.offset);
}

/** A port read from `variable` (given as `port`), else the base plus `offset`. */
function portOrBase(env: Env, variable: string, port: string | undefined, offset: number): number {
  if (port && !/^\d{1,5}$/.test(port)) throw new Error(`${variable} must be a port number, not ${port}`);
  return port ? Number(port) : portBase(env) + offset;
}

export function serviceAddress(env: Env, service: StackService): string {
  const setting = SETTINGS[service];
  const url = env[setting.url]?.trim();
  if (url) return url.replace(/\/+$/, "");
  return `http://localhost:${servicePort(env, service, true)}`;
}

/** The addresses, in the order the README lists the services. */
export function stackAddresses(env: Env): Record<StackService, string> {
  return {
    portal: serviceAddress(env, "portal"),
    bff: serviceAddress(env, "bff"),
    ccb: serviceAddress(env, "ccb"),
    gateway: serviceAddress(env, "gateway"),
    sms: serviceAddress(env, "sms"),
    mailInbox: serviceAddress(env, "mailInbox"),
    oms: serviceAddress(env, "oms"),
  };
}

/** The QA mail catcher's SMTP port: its own variable, else the base + 6 (decision 040). */
export function mailSmtpPort(env: Env): number {
  return portOrBase(env, MAIL_SMTP.port, env[MAIL_SMTP.port]?.trim(), MAIL_SMTP.offset);
}

/**
 * The SMTP URL of the QA mail catcher, on loopback (it listens on 127.0.0.1 only, and `localhost`
 * may be ::1 first); no credentials, no TLS: the catcher relays nothing.
 */
export function mailSmtpUrl(env: Env): string {
  return `smtp://127.0.0.1:${mailSmtpPort(env)}`;
}

/**
 * `env` with every port and peer address of the stack that was not set filled in from the address
 * plan: the ports, the URLs, the gateway's relay (BFF) and return (portal) URLs, and the BFF's
 * SMTP server (`PAYGPA_SMTP_URL`): the QA mail catcher's (decision 040).
 * Variables set explicitly stay as they are; `PORT` still sets the port of the service reading it. A production start is given back unchanged: there every
 * address is the operator's to set, and a missing one stops the start (docs/deploy.md).
 */
export function withPortBase(env: Env, self: StackService): Env {
  if (readMode(env) === "production") return env;
  const filled: Env = { ...env };
  const portOf = (service: StackService) =>
    service === self && !env[SETTINGS[service].port]?.trim() && env.PORT?.trim()
      ? Number(env.PORT)
      : servicePort(env, service);
  const at = (service: StackService) => {
    const url = env[SETTINGS[service].url]?.trim();
    return url ? url.replace(/\/+$/, "") : `http://localhost:${portOf(service)}`;
  };
  for (const service of Object.keys(SETTINGS) as StackService[]) {
    const setting = SETTINGS[service];
    if (!env[setting.port]?.trim()) filled[setting.port] = String(portOf(service));
    if (!env[setting.url]?.trim()) filled[setting.url] = at(service);
  }
  filled.PAYGPA_GATEWAY_RELAY_URL ||= `${at("bff")}/api/v1/gateway/relay`;
  filled.PAYGPA_GATEWAY_RETURN_URL ||= `${at("portal")}/payment-result/{invoice}`;
  if (!env[MAIL_SMTP.port]?.trim()) filled[MAIL_SMTP.port] = String(mailSmtpPort(env));
  filled.PAYGPA_SMTP_URL ||= mailSmtpUrl(env);
  return filled;
}
