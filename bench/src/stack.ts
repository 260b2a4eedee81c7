/**
 * The stack the benchmark measures: the four services from their built JavaScript (`dist/`, as
 * `npm start` runs them), plus the bare references, each a child process on a free port with its
 * output in a log file of the run's folder. Nothing here is measured: it starts, waits and stops.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { type MemoryProbe, memoryProbeOf } from "./memory-probe";

export const ROOT = resolve(import.meta.dirname, "../..");

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
}

export interface Stack {
  portal: Service;
  /** The BFF the portal calls: the first of `bffs`. */
  bff: Service;
  /** Every BFF instance (two on PostgreSQL in the bill-day model, one otherwise). */
  bffs: Service[];
  ccb: Service;
  gateway: Service;
  controlToken: string;
  portalKey: string;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * The node flags a workspace's `npm start` gives its entry ("node --enable-source-maps
 * --max-old-space-size=512 dist/server.mjs" → both flags), so the bench runs each service as
 * production does; `--enable-source-maps` alone when the script names no `node … ENTRY`.
 */
export function nodeFlagsOfStartScript(script: string, entry: string): string[] {
  const words = script.split(/\s+/);
  const node = words.indexOf("node");
  const end = words.indexOf(entry, node);
  if (node === -1 || end === -1) return ["--enable-source-maps"];
  return words.slice(node + 1, end).filter((word) => word.startsWith("--"));
}

function startScriptFlags(cwd: string, entry: string): string[] {
  const path = join(cwd, "package.json");
  const manifest = existsSync(path)
    ? (JSON.parse(readFileSync(path, "utf8")) as { scripts?: Record<string, string> })
    : {};
  return nodeFlagsOfStartScript(manifest.scripts?.start ?? "", entry);
}

/**
 * Starts ENTRY in `cwd` with the node flags of the workspace's `npm start` and waits until
 * `health` answers (any status below 500).
 */
export async function startService(options: {
  name: string;
  cwd: string;
  entry: string;
  port: number;
  health: string;
  env: Record<string, string>;
  logFolder: string;
  /** Extra node flags, e.g. `--cpu-prof` for `--profile` (bench/README.md, "Profiles"). */
  nodeFlags?: readonly string[];
}): Promise<Service> {
  const entry = join(options.cwd, options.entry);
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const log = openSync(join(options.logFolder, `${options.name}.log`), "a");
  const child = spawn(
    process.execPath,
    [...startScriptFlags(options.cwd, options.entry), ...(options.nodeFlags ?? []), options.entry],
    {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", log, log],
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited (${child.exitCode}); see its log`);
    const answered = await fetch(`${url}${options.health}`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) return { name: options.name, url, child };
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill();
  throw new Error(`${options.name} did not answer ${options.health} within 60 s`);
}

/**
 * The flags that make a service write a V8 CPU profile into `folder/<service>/` when it stops
 * (`--profile=bff,portal`); none for a service not named.
 */
export function profileFlags(profiled: readonly string[], folder: string | null, name: string): string[] {
  if (!folder || !profiled.includes(name)) return [];
  return ["--cpu-prof", `--cpu-prof-dir=${join(folder, name)}`];
}

/**
 * The stack on SQLite (one BFF), or with `database.url` on that PostgreSQL with
 * `database.instances` BFFs sharing it: the portal calls the first, the gateway relays to the last.
 */
export async function startStack(
  logFolder: string,
  profile: { services: readonly string[]; folder: string | null } = { services: [], folder: null },
  database: { url: string; instances: number } | null = null,
  memoryProbe: MemoryProbe | null = null,
): Promise<Stack> {
  const [portalPort, ccbPort, gatewayPort] = [await freePort(), await freePort(), await freePort()] as [
    number,
    number,
    number,
  ];
  const bffPorts: number[] = [];
  for (let instance = 0; instance < (database?.instances ?? 1); instance += 1)
    bffPorts.push(await freePort());
  const bffPort = bffPorts[0] as number;
  const relayPort = bffPorts.at(-1) as number;
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const controlToken = randomBytes(32).toString("hex");
  const portalKey = randomBytes(32).toString("hex");
  const shared = {
    PAYGPA_MODE: "test",
    NODE_ENV: "production",
    PAYGPA_CONTROL_TOKEN: controlToken,
    PAYGPA_PORTAL_KEY: portalKey,
    // The benchmark logs in and checks zips far more often than a person: no rate limit in its way.
    PAYGPA_RATE_LIMIT_PER_MINUTE: "1000000",
  };
  const start = (name: string, folder: string, entry: string, port: number, health: string, env = {}) => {
    const probe = memoryProbeOf(memoryProbe, name);
    return startService({
      name,
      cwd: join(ROOT, folder),
      entry,
      port,
      health,
      logFolder,
      env: { ...shared, ...env, ...probe.env },
      nodeFlags: [...profileFlags(profile.services, profile.folder, name), ...probe.flags],
    });
  };
  const [ccb, gateway] = await Promise.all([
    start("ccb-simulator", "ccb-simulator", "dist/server.mjs", ccbPort, "/__control/health", {
      PAYGPA_CCB_PORT: String(ccbPort),
    }),
    start("gateway-simulator", "gateway-simulator", "dist/server.mjs", gatewayPort, "/__control/health", {
      PAYGPA_GATEWAY_PORT: String(gatewayPort),
      PAYGPA_GATEWAY_RELAY_URL: `${url(relayPort)}/api/v1/gateway/relay`,
      PAYGPA_GATEWAY_RETURN_URL: `${url(portalPort)}/payment-result/{invoice}`,
    }),
  ]);
  const bffs: Service[] = [];
  // One after the other: the first one migrates the database.
  for (const [instance, port] of bffPorts.entries()) {
    const name = bffPorts.length > 1 ? `bff-${instance + 1}` : "bff";
    bffs.push(
      await start(name, "bff", "dist/server.mjs", port, "/__control/health", {
        PAYGPA_BFF_PORT: String(port),
        ...(database
          ? { PAYGPA_DATABASE_URL: database.url }
          : { PAYGPA_BFF_DB: join(logFolder, "bff.sqlite") }),
        PAYGPA_ANNOUNCEMENT_IMAGE_DIR: join(logFolder, "announcement-images"),
        PAYGPA_ARRANGEMENT_UPLOAD_ROOT: join(logFolder, "arrangement-forms"),
        PAYGPA_CCB_URL: url(ccbPort),
        PAYGPA_GATEWAY_URL: url(gatewayPort),
        PAYGPA_PORTAL_URL: url(portalPort),
      }),
    );
  }
  const bff = bffs[0] as Service;
  const portal = await start("portal", "portal", "dist/server.mjs", portalPort, "/", {
    PORT: String(portalPort),
    PAYGPA_BFF_URL: url(bffPort),
    PAYGPA_TRUSTED_PROXIES: "0",
    PAYGPA_PORTAL_URL: url(portalPort),
    PAYGPA_GATEWAY_PAGE_ORIGIN: url(gatewayPort),
  });
  return { portal, bff, bffs, ccb, gateway, controlToken, portalKey };
}

/** The resident set size of a process in MB (Linux /proc), or null where it cannot be read. */
export function rssMegabytes(child: ChildProcess): number | null {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kilobytes ? Number(kilobytes) / 1024 : null;
  } catch {
    return null;
  }
}

/** The CPU time (user + system) a process has used, in seconds (Linux /proc, 100 ticks a second), or null. */
export function cpuSeconds(child: ChildProcess): number | null {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export async function stopAll(services: readonly Service[]): Promise<void> {
  await Promise.all(
    services.map(
      (service) =>
        new Promise<void>((done) => {
          if (service.child.exitCode !== null) return done();
          service.child.once("exit", () => done());
          service.child.kill("SIGTERM");
          // A profiled service writes its profile while it stops: it gets longer before the kill.
          setTimeout(() => service.child.kill("SIGKILL"), 20_000).unref();
        }),
    ),
  );
}
