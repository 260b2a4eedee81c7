/**
 * The e2e suite in shards that run at the same time (decision 049): each shard is its own
 * `playwright test` with its own whole stack on its own address plan (decision 037: its own
 * PAYGPA_PORT_BASE, stack id, BFF database, logs and uploads), so a test that sets the clock, a
 * fault or a scenario changes only its own shard's stack. The spec files are dealt out whole by
 * their recorded time (`spec-timings.json`, `shard-plan.ts`), longest first, and each shard is told
 * its files (`PAYGPA_E2E_SPEC_FILES`, read by the config). Their reports are merged into one at the
 * end: one summary line, and the slowest spec files with their times.
 *
 *   usage (from e2e/): npx tsx shards.ts [playwright test arguments, e.g. a spec file]
 *   PAYGPA_E2E_SHARDS: how many shards (default 2, for CI's 2 cores; 1 runs the suite as before).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assignShards, listedSpecFiles, readSpecTimings, type ShardShare } from "./shard-plan";
import { freePortBase } from "./stack";
import { slowestSpecFiles } from "./shard-timings";

const shards = Math.max(1, Number(process.env.PAYGPA_E2E_SHARDS ?? 2) || 2);
const args = process.argv.slice(2);
const work = mkdtempSync(join(tmpdir(), "paygpa-e2e-shards-"));
// One report of the whole run from the shards' blob reports (each writes its own here).
const merged = join(work, "blob-all");

// What one stack's runner makes for itself: a shard must make its own, not inherit another's.
const PER_STACK = [
  "PAYGPA_E2E_PORT_BASE",
  "PAYGPA_E2E_STACK_ID",
  "PAYGPA_E2E_BFF_DIR",
  "PAYGPA_E2E_LOG_DIR",
  "PAYGPA_E2E_UPLOADS",
  "PAYGPA_PORT_BASE",
  "PAYGPA_STACK_ID",
];

function shardEnv(shard: number, base: string, files: string[] | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of PER_STACK) delete env[name];
  delete env.PAYGPA_E2E_SPEC_FILES;
  return {
    ...env,
    PAYGPA_E2E_PORT_BASE: base,
    ...(files ? { PAYGPA_E2E_SPEC_FILES: files.join("\n") } : {}),
    // Every shard's blob in one folder, under a name of its own, for the merge at the end.
    PLAYWRIGHT_BLOB_OUTPUT_FILE: join(merged, `report-${shard}.zip`),
    XDG_CONFIG_HOME: join(work, `config-${shard}`),
    XDG_CACHE_HOME: join(work, `cache-${shard}`),
    // No colour codes in the prefixed lines.
    FORCE_COLOR: "0",
  };
}

/** Each line of a shard's output, prefixed with the shard, so that two shards' lines can be told apart. */
function prefixLines(child: ChildProcess, label: string): void {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) out.write(`${label} ${line}\n`);
    });
    stream?.on("end", () => rest && out.write(`${label} ${rest}\n`));
  }
}

// Stopping the runner stops the shards the way Ctrl+C stops one run: each Playwright then stops
// its own stack's services.
const running = new Set<ChildProcess>();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill("SIGINT");
  });
}

function runShard(shard: number, count: number, base: string, files?: string[]): Promise<number> {
  const label = `[shard ${shard}/${count}]`;
  const child = spawn(
    "npx",
    [
      "playwright",
      "test",
      "--reporter=list,blob",
      // Each shard empties and fills its own folder of failure traces and screenshots.
      `--output=test-results/shard-${shard}`,
      ...args,
    ],
    { env: shardEnv(shard, base, files), stdio: ["ignore", "pipe", "pipe"] },
  );
  running.add(child);
  prefixLines(child, label);
  return new Promise((resolve) =>
    child.on("close", (code) => {
      running.delete(child);
      resolve(code ?? 1);
    }),
  );
}

/**
 * The shards' files: every file the arguments select (Playwright lists them, so a spec, a folder
 * or `-g` all work as in one run), dealt out by recorded time. One shard needs no list.
 */
function plan(): ShardShare[] | undefined {
  if (shards === 1) return undefined;
  const listed = spawnSync("npx", ["playwright", "test", "--list", "--reporter=json", ...args], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, PAYGPA_E2E_SPEC_FILES: "", FORCE_COLOR: "0" },
  });
  const files = listedSpecFiles(JSON.parse(listed.stdout || "{}"));
  if (files.length === 0) {
    process.stderr.write(listed.stderr);
    console.error("No spec file matches these arguments.");
    process.exit(1);
  }
  return assignShards(files, readSpecTimings(join(import.meta.dirname, "spec-timings.json")), shards);
}

const started = Date.now();
const shares = plan();
const count = shares?.length ?? 1;
const bases: string[] = [];
for (let shard = 1; shard <= count; shard++) bases.push(freePortBase(bases));
console.log(`e2e in ${count} shard(s) at once, port bases ${bases.join(", ")} (decision 049)`);
for (const [index, share] of (shares ?? []).entries()) {
  console.log(
    `  shard ${index + 1}: ${share.files.length} spec file(s), ${share.seconds.toFixed(0)} s recorded: ${share.files.join(", ")}`,
  );
}
const codes = await Promise.all(
  bases.map((base, index) => runShard(index + 1, count, base, shares?.[index]?.files)),
);

const json = join(work, "report.json");
const merge = spawnSync("npx", ["playwright", "merge-reports", "--reporter=dot,json", merged], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: json, FORCE_COLOR: "0" },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  console.log(slowestSpecFiles(JSON.parse(readFileSync(json, "utf8")), 8));
} catch (error) {
  console.log(`(no timings: ${(error as Error).message})`);
}
console.log(
  `e2e shards' exit codes ${codes.join(", ")}; wall time ${((Date.now() - started) / 1000).toFixed(0)} s; reports in ${work}`,
);
console.log(
  `(after a whole suite's run, \`npm run spec-timings -- ${json}\` records its times for the next split)`,
);
process.exit(codes.some((code) => code !== 0) || merge.status !== 0 ? 1 : 0);
