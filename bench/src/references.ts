/**
 * The bare references (bench/README.md): a bare Koa server replaying the billing calls a BFF route
 * makes, and a bare Remix v2 app fetching the same JSON from the same BFF as the portal's screens.
 * Which billing calls a BFF route makes is read from the billing simulator's journal, so the
 * comparison stays like for like when the BFF's calls change.
 */
import { join } from "node:path";
import { control } from "./http";
import { ROOT, type Service, type Stack, freePort, startService } from "./stack";

export interface BillingCall {
  method: string;
  path: string;
  body: unknown;
}

/** The billing calls one BFF call makes (journal emptied before, read after). */
export async function billingCallsOf(stack: Stack, call: () => Promise<Response>): Promise<BillingCall[]> {
  await control(stack.ccb.url, stack.controlToken, "/journal", "DELETE");
  const response = await call();
  if (!response.ok) throw new Error(`BFF call for the reference answered ${response.status}`);
  await response.arrayBuffer();
  const journal = await control(stack.ccb.url, stack.controlToken, "/journal");
  return (journal.entries as BillingCall[]).map(({ method, path, body }) => ({ method, path, body }));
}

export async function startBareKoa(
  stack: Stack,
  calls: Record<string, BillingCall[]>,
  logFolder: string,
): Promise<Service> {
  const port = await freePort();
  return startService({
    name: "bare-koa",
    cwd: join(ROOT, "bench/bare"),
    entry: "koa-server.mjs",
    port,
    health: "/",
    logFolder,
    env: { BARE_PORT: String(port), BARE_CCB_URL: stack.ccb.url, BARE_CALLS: JSON.stringify(calls) },
  });
}

export async function startBareRemix(stack: Stack, logFolder: string): Promise<Service> {
  const port = await freePort();
  return startService({
    name: "bare-remix",
    cwd: join(ROOT, "bench/bare-remix"),
    entry: "server.mjs",
    port,
    health: "/",
    logFolder,
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      BARE_BFF_URL: stack.bff.url,
      BARE_PORTAL_KEY: stack.portalKey,
    },
  });
}
