/**
 * Where each service of one stack answers (decision 037): a URL set for it (PAYGPA_BFF_URL…), else
 * its port (PAYGPA_BFF_PORT…), else `PAYGPA_PORT_BASE` plus its place in the port order (portal +0,
 * BFF +1, billing +2, gateway +3), else the default port (3000–3003). The services fill every
 * address they were not given from the same rule (`withPortBase`), and the scripts that talk to a
 * running stack (`npm run demo`, `npm run demo:reset`) use it, so one variable moves the stack.
 */
import { readMode } from "./mode";
import { portBase } from "./port-base";

export { PORT_BASE_VARIABLE } from "./port-base";

export type StackService = "portal" | "bff" | "ccb" | "gateway";

const SETTINGS: Record<StackService, { url: string; port: string; fallbackPort?: string; offset: number }> = {
  portal: { url: "PAYGPA_PORTAL_URL", port: "PAYGPA_PORTAL_PORT", fallbackPort: "PORT", offset: 0 },
  bff: { url: "PAYGPA_BFF_URL", port: "PAYGPA_BFF_PORT", offset: 1 },
  ccb: { url: "PAYGPA_CCB_URL", port: "PAYGPA_CCB_PORT", offset: 2 },
  gateway: { url: "PAYGPA_GATEWAY_URL", port: "PAYGPA_GATEWAY_PORT", offset: 3 },
};

type Env = Record<string, string | undefined>;

/** The service's port: its own variable, else the base's. `PORT` counts only for the service reading it. */
export function servicePort(env: Env, service: StackService, ownPort = false): number {
  const setting = SETTINGS[service];
  const port =
    env[setting.port]?.trim() || (ownPort && setting.fallbackPort ? env[setting.fallbackPort]?.trim() : "");
  if (port && !/^\d{1,5}$/.test(port)) throw new Error(`${setting.port} must be a port number, not ${port}`);
  return port ? Number(port) : portBase(env) + setting.offset;
}

export function serviceAddress(env: Env, service: StackService): string {
  const setting = SETTINGS[service];
  const url = env[setting.url]?.trim();
  if (url) return url.replace(/\/+$/, "");
  return `http://localhost:${servicePort(env, service, true)}`;
}

/** The four addresses, in the order the README lists the services. */
export function stackAddresses(env: Env): Record<StackService, string> {
  return {
    portal: serviceAddress(env, "portal"),
    bff: serviceAddress(env, "bff"),
    ccb: serviceAddress(env, "ccb"),
    gateway: serviceAddress(env, "gateway"),
  };
}

/**
 * `env` with every port and peer address of the stack that was not set filled in from the address
 * plan: the four ports, the four URLs, and the gateway's relay (BFF) and return (portal) URLs.
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
  return filled;
}
