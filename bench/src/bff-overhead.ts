/**
 * The BFF's part of the overhead section alone (bench/README.md, "Server overhead"): billing, the
 * gateway and one BFF from their built JavaScript (no portal, no bare Remix), the bare Koa
 * reference replaying the billing calls each route made, then product and reference alternated
 * exactly as `npm run bench` does. A minute instead of the full run's five to eight, for a change
 * to the authenticated request path. Also prints the BFF's CPU per answer, steadier than the
 * requests/s on a shared machine.
 *
 * `npm run build -w @paygpa/bff -w @paygpa/ccb-simulator -w @paygpa/gateway-simulator`, then
 * `node --import tsx src/bff-overhead.ts [--seconds=6] [--profile] [--bff-entry=…]` (in bench/; `--profile`
 * writes the BFF's CPU profile into results/profiles/bff, read with `src/profile-top.ts`).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { bffLogin } from "./http";
import { type OverheadPair, comparePair } from "./measure-overhead";
import { billingCallsOf, startBareKoa } from "./references";
import { ROOT, type Service, type Stack, cpuSeconds, freePort, startService, stopAll } from "./stack";

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`${name}=`))?.split("=")[1];
const seconds = Number(argument("--seconds") ?? 6);
const profiled = process.argv.includes("--profile");
/** `--bff-entry=dist-before/server.mjs`: another build of the BFF (in bff/), for a before/after pair. */
const bffEntry = argument("--bff-entry") ?? "dist/server.mjs";
const FRANK = { userName: "frank.leonguerrero", password: "Seven#Accts7", account: "1000000012" };

async function startBillingAndBff(logFolder: string) {
  const [ccbPort, gatewayPort, bffPort] = [await freePort(), await freePort(), await freePort()];
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const controlToken = randomBytes(32).toString("hex");
  const shared = {
    PAYGPA_MODE: "test",
    NODE_ENV: "production",
    PAYGPA_CONTROL_TOKEN: controlToken,
    PAYGPA_PORTAL_KEY: randomBytes(32).toString("hex"),
    PAYGPA_RATE_LIMIT_PER_MINUTE: "1000000",
  };
  const start = (name: string, port: number, env: Record<string, string>, flags: string[] = []) =>
    startService({
      name,
      cwd: join(ROOT, name),
      entry: name === "bff" ? bffEntry : "dist/server.mjs",
      port,
      health: "/__control/health",
      logFolder,
      env: { ...shared, ...env },
      nodeFlags: flags,
    });
  const ccb = await start("ccb-simulator", ccbPort, { PAYGPA_CCB_PORT: String(ccbPort) });
  const gateway = await start("gateway-simulator", gatewayPort, {
    PAYGPA_GATEWAY_PORT: String(gatewayPort),
    PAYGPA_GATEWAY_RELAY_URL: `${url(bffPort)}/api/v1/gateway/relay`,
  });
  const profile = profiled
    ? ["--cpu-prof", `--cpu-prof-dir=${join(ROOT, "bench/results/profiles/bff")}`]
    : [];
  const bff = await start(
    "bff",
    bffPort,
    {
      PAYGPA_BFF_PORT: String(bffPort),
      PAYGPA_BFF_DB: join(logFolder, "bff.sqlite"),
      PAYGPA_ANNOUNCEMENT_IMAGE_DIR: join(logFolder, "announcement-images"),
      PAYGPA_ARRANGEMENT_UPLOAD_ROOT: join(logFolder, "arrangement-forms"),
      PAYGPA_CCB_URL: ccb.url,
      PAYGPA_GATEWAY_URL: gateway.url,
    },
    profile,
  );
  // Only what billingCallsOf and startBareKoa read of a whole stack.
  const stack = { ccb, bff, controlToken } as unknown as Stack;
  return { stack, services: [ccb, gateway, bff] };
}

/**
 * The BFF's own CPU (user + system, /proc) per answer over one more load of the product alone: on a
 * shared machine it swings far less than the requests/s, which follow what the others run.
 */
async function cpuPerAnswer(bff: Service, load: OverheadPair["product"]): Promise<number> {
  const before = cpuSeconds(bff.child) ?? 0;
  const result = await autocannon({ ...load, connections: 10, duration: seconds });
  const spent = (cpuSeconds(bff.child) ?? 0) - before;
  return (spent * 1e6) / Math.max(1, result.requests.total);
}

async function main(): Promise<void> {
  const logFolder = mkdtempSync(join(tmpdir(), "paygpa-bff-overhead-"));
  const started: Service[] = [];
  try {
    const { stack, services } = await startBillingAndBff(logFolder);
    started.push(...services);
    const token = await bffLogin(stack.bff.url, FRANK.userName, FRANK.password);
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const session = (await (await fetch(`${stack.bff.url}/api/v1/session`, { headers })).json()) as {
      personId: string;
    };
    const routes = {
      "user-latest-bill": { accountId: FRANK.account },
      "user-details": { personId: session.personId },
    };
    const calls: Record<string, Awaited<ReturnType<typeof billingCallsOf>>> = {};
    for (const [route, body] of Object.entries(routes)) {
      calls[`/bare/${route}`] = await billingCallsOf(stack, () =>
        fetch(`${stack.bff.url}/api/v1/${route}`, { method: "POST", headers, body: JSON.stringify(body) }),
      );
    }
    const bareKoa = await startBareKoa(stack, calls, logFolder);
    started.push(bareKoa);
    for (const [route, body] of Object.entries(routes)) {
      const pair: OverheadPair = {
        figure: `BFF POST /api/v1/${route}`,
        product: {
          url: `${stack.bff.url}/api/v1/${route}`,
          method: "POST",
          headers,
          body: JSON.stringify(body),
        },
        reference: { url: `${bareKoa.url}/bare/${route}`, method: "POST" },
        referenceLabel: "bare Koa",
      };
      const figures = await comparePair(pair, seconds, 2);
      const ratio = figures.product.requestsPerSecond / figures.reference.requestsPerSecond;
      const cpu = await cpuPerAnswer(services[2] as Service, pair.product);
      console.log(
        `${pair.figure}: ${Math.round(figures.product.requestsPerSecond)} req/s vs bare Koa ` +
          `${Math.round(figures.reference.requestsPerSecond)} req/s = ${ratio.toFixed(2)} ×; ` +
          `the BFF's CPU ${Math.round(cpu)} µs per answer`,
      );
    }
  } finally {
    await stopAll(started);
    rmSync(logFolder, { recursive: true, force: true });
  }
}

await main();
