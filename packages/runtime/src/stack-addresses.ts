/**
 * Where each service of one stack answers, from the same variables the services read: a URL set
 * for it (PAYGPA_BFF_URL…), else its port (PAYGPA_BFF_PORT…), else the default port. Scripts that
 * talk to a running stack (`npm run demo`, `npm run demo:reset`) use it, so that a stack moved to
 * other ports is the one they print and reset, not whatever answers on the default ports.
 */
export type StackService = "portal" | "bff" | "ccb" | "gateway";

const SETTINGS: Record<StackService, { url: string; port: string; fallbackPort?: string; default: number }> =
  {
    portal: { url: "PAYGPA_PORTAL_URL", port: "PAYGPA_PORTAL_PORT", fallbackPort: "PORT", default: 3000 },
    bff: { url: "PAYGPA_BFF_URL", port: "PAYGPA_BFF_PORT", default: 3001 },
    ccb: { url: "PAYGPA_CCB_URL", port: "PAYGPA_CCB_PORT", default: 3002 },
    gateway: { url: "PAYGPA_GATEWAY_URL", port: "PAYGPA_GATEWAY_PORT", default: 3003 },
  };

export function serviceAddress(env: Record<string, string | undefined>, service: StackService): string {
  const setting = SETTINGS[service];
  const url = env[setting.url]?.trim();
  if (url) return url.replace(/\/+$/, "");
  const port =
    env[setting.port]?.trim() || (setting.fallbackPort ? env[setting.fallbackPort]?.trim() : undefined);
  if (port && !/^\d{1,5}$/.test(port)) throw new Error(`${setting.port} must be a port number, not ${port}`);
  return `http://localhost:${port || setting.default}`;
}

/** The four addresses, in the order the README lists the services. */
export function stackAddresses(env: Record<string, string | undefined>): Record<StackService, string> {
  return {
    portal: serviceAddress(env, "portal"),
    bff: serviceAddress(env, "bff"),
    ccb: serviceAddress(env, "ccb"),
    gateway: serviceAddress(env, "gateway"),
  };
}
