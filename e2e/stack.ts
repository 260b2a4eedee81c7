import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { controlTokenHeaders } from "@paygpa/runtime/control-access";

/**
 * The whole stack for end-to-end tests: four services on free ports, fixtures loaded. Ports are found
 * once, in the runner, and handed to the workers through the environment.
 */
export interface StackUrls {
  portal: string;
  bff: string;
  ccb: string;
  gateway: string;
}

/**
 * The secret the portal proves itself to the BFF with (X-PayGPA-Portal-Key), set on both by the
 * Playwright config; tests use it to act as the portal for a given browser address.
 */
export const E2E_PORTAL_KEY = "paygpa-e2e-portal-key";

const FIND_FREE_PORTS = `
const net = require("node:net");
Promise.all([0, 1, 2, 3].map(() => new Promise((resolve, reject) => {
  const server = net.createServer();
  server.once("error", reject);
  server.listen(0, "127.0.0.1", () => { const { port } = server.address(); server.close(() => resolve(port)); });
}))).then((ports) => process.stdout.write(ports.join(",")));
`;

export function stackUrls(): StackUrls {
  if (!process.env.PAYGPA_E2E_PORTS) {
    process.env.PAYGPA_E2E_PORTS = execFileSync(process.execPath, ["-e", FIND_FREE_PORTS], {
      encoding: "utf8",
    });
  }
  const [portal, bff, ccb, gateway] = process.env.PAYGPA_E2E_PORTS.split(",").map(Number);
  const url = (port: number | undefined) => `http://127.0.0.1:${port}`;
  return { portal: url(portal), bff: url(bff), ccb: url(ccb), gateway: url(gateway) };
}

/**
 * The stack's control token (PAYGPA_CONTROL_TOKEN): made once in the runner, handed to the four
 * services and to the workers through the environment.
 */
export function controlToken(): string {
  process.env.PAYGPA_CONTROL_TOKEN ||= randomBytes(32).toString("hex");
  return process.env.PAYGPA_CONTROL_TOKEN;
}

/** A call to a control API (`/__control/*` of the BFF or a simulator), with the control token. */
export function controlFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(controlTokenHeaders(controlToken()))) headers.set(name, value);
  return fetch(url, { ...init, headers });
}

/** Resets every service to its fixtures so that no test depends on another. */
export async function resetStack(urls: StackUrls): Promise<void> {
  await Promise.all(
    [urls.ccb, urls.gateway, urls.bff].map(async (base) => {
      const response = await controlFetch(`${base}/__control/reset`, { method: "POST" });
      if (!response.ok) throw new Error(`reset of ${base} failed: ${response.status}`);
    }),
  );
}
