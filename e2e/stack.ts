import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { inboxClient } from "@paygpa/mail-inbox/inbox-client";
import { controlTokenHeaders } from "@paygpa/runtime/control-access";

/**
 * The whole stack for end-to-end tests: the services on free ports moved by PAYGPA_PORT_BASE
 * alone, fixtures loaded. The base is found once, in the runner, and handed to the workers.
 */
export interface StackUrls {
  portal: string;
  bff: string;
  ccb: string;
  gateway: string;
  /** The SMS provider's simulator (+4, decision 038): its phone view and control API. */
  sms: string;
  /** The QA mail catcher's web inbox and REST API (+5; its SMTP is +6, decision 040). */
  mailInbox: string;
  /** The outage-system simulator (+7, decision 041). */
  oms: string;
}

/**
 * The secret the portal proves itself to the BFF with (X-PayGPA-Portal-Key), set on both by the
 * Playwright config; tests use it to act as the portal for a given browser address.
 */
export const E2E_PORTAL_KEY = "paygpa-e2e-portal-key";

// Eight consecutive free ports for the address plan (decisions 037, 040, 041): a random base tried
// until the base and the seven after it are all free (bases 8 apart, so two runs' plans never overlap).
// Below the kernel's ephemeral range (Linux: 32768-60999): a port free when checked there can be
// taken a minute later by any outgoing connection, before the stack's last service listens on it
// (seen with two shards' stacks starting at once, decision 049).
const FIND_FREE_BASE = `
const net = require("node:net");
const fs = require("node:fs");
const taken = (process.env.PAYGPA_E2E_TAKEN_BASES || "").split(",").filter(Boolean).map(Number);
let ephemeral = 32768;
try {
  ephemeral = Number(fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\\s+/)[0]) || ephemeral;
} catch {}
const low = ephemeral > 20000 + 8 * 64 ? 20000 : 10000;
const bases = Math.max(1, Math.floor((Math.min(ephemeral, 65536) - low - 8) / 8));
const free = (port) => new Promise((resolve) => {
  const server = net.createServer();
  server.once("error", () => resolve(false));
  server.listen(port, () => server.close(() => resolve(true)));
});
(async () => {
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = low + 8 * Math.floor(Math.random() * bases);
    if (taken.includes(base)) continue;
    const all = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((offset) => free(base + offset)));
    if (all.every(Boolean)) return process.stdout.write(String(base));
  }
  process.exit(1);
})();
`;

/**
 * The stack's addresses: the one variable a newcomer sets, `PAYGPA_PORT_BASE` (portal, BFF +1,
 * billing +2, gateway +3, mail inbox +5, SMTP +6, outage system +7), found once in the runner and handed to the workers through the environment.
 */
export function portBase(): string {
  process.env.PAYGPA_E2E_PORT_BASE ||= freePortBase();
  return process.env.PAYGPA_E2E_PORT_BASE;
}

/**
 * A base whose eight ports are free now, other than the `taken` ones (bases the shard runner has
 * already handed to another stack that may not listen yet, decision 049).
 */
export function freePortBase(taken: string[] = []): string {
  return execFileSync(process.execPath, ["-e", FIND_FREE_BASE], {
    encoding: "utf8",
    env: { ...process.env, PAYGPA_E2E_TAKEN_BASES: taken.join(",") },
  });
}

export function stackUrls(): StackUrls {
  const base = Number(portBase());
  const url = (offset: number) => `http://localhost:${base + offset}`;
  return {
    portal: url(0),
    bff: url(1),
    ccb: url(2),
    gateway: url(3),
    sms: url(4),
    mailInbox: url(5),
    oms: url(7),
  };
}

/** This run's stack id (PAYGPA_STACK_ID), made once in the runner as `npm start` makes one. */
export function stackId(): string {
  process.env.PAYGPA_E2E_STACK_ID ||= randomBytes(8).toString("hex");
  return process.env.PAYGPA_E2E_STACK_ID;
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

/**
 * Resets every service to its fixtures so that no test depends on another, then empties the mail
 * inbox (after the BFF's reset, which forgets the mail still queued, so none arrives late).
 */
export async function resetStack(urls: StackUrls): Promise<void> {
  await Promise.all(
    [urls.ccb, urls.gateway, urls.sms, urls.oms, urls.bff].map(async (base) => {
      const response = await controlFetch(`${base}/__control/reset`, { method: "POST" });
      if (!response.ok) throw new Error(`reset of ${base} failed: ${response.status}`);
    }),
  );
  await inboxClient(urls.mailInbox).clear();
}
