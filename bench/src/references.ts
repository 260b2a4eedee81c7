/**
 * The bare references (bench/README.md): a bare Koa server replaying the billing calls a BFF route
 * makes, and a bare Remix v2 app fetching the same JSON from the same BFF as the portal's screens.
 * Which billing calls a BFF route makes is read from the billing simulator's journal, so the
 * comparison stays like for like when the BFF's calls change.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { control } from "./http";
import { ROOT, type Service, type Stack, freePort, profileFlags, startService } from "./stack";

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

/**
 * The portal's complete document of `/` (anonymous) and of the dashboard (`cookie`), saved in
 * `folder/markup/` for the bare Remix app to render the same elements (`bare-remix/markup.mjs`).
 * Read once, before any load: the bare app's render does not depend on the portal while measured.
 */
export async function captureMarkup(stack: Stack, cookie: string, folder: string): Promise<string> {
  const markup = join(folder, "markup");
  mkdirSync(markup, { recursive: true });
  for (const [page, path, headers] of [
    ["home", "/", {}],
    ["dashboard", "/dashboard", { cookie }],
  ] as const) {
    const response = await fetch(`${stack.portal.url}${path}`, { headers, redirect: "manual" });
    if (!response.ok) throw new Error(`the portal's ${path} answered ${response.status}`);
    writeFileSync(join(markup, `${page}.html`), await response.text());
  }
  return markup;
}

export async function startBareRemix(
  stack: Stack,
  logFolder: string,
  markupFolder: string,
  profile: { services: readonly string[]; folder: string | null } = { services: [], folder: null },
): Promise<Service> {
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
      BARE_MARKUP_DIR: markupFolder,
    },
    nodeFlags: profileFlags(profile.services, profile.folder, "bare-remix"),
  });
}
