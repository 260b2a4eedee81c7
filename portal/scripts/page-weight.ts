/**
 * `npm run page-weight -w @paygpa/portal` (run by `npm test` after the build): prints each screen's
 * first-load JavaScript (KB gzip) against its budget, where the heavy libraries load, and fails
 * over budget, printing what the screen loads and what grew since the recorded figures.
 * `-- --record` writes today's figures into `page-weight.json` (after a deliberate change).
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { ChunkRecord } from "../build-tools/chunk-packages";
import {
  type Budgets,
  type RemixManifest,
  checkBudgets,
  growth,
  pageWeights,
} from "../build-tools/page-weight";

const portal = join(import.meta.dirname, "..");
const client = join(portal, "build/client");
const configFile = join(portal, "page-weight.json");

type Config = Budgets & { recordedKb: Record<string, number> };

function readRemixManifest(): RemixManifest {
  const file = readdirSync(join(client, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file)
    throw new Error("No build/client/assets/manifest-*.js: run `npm run build -w @paygpa/portal` first.");
  const text = readFileSync(join(client, "assets", file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

const sizes = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(client, file))).length;
    sizes.set(file, size);
  }
  return size;
};

const config: Config = JSON.parse(readFileSync(configFile, "utf8"));
const chunks: Record<string, ChunkRecord> = JSON.parse(
  readFileSync(join(portal, "build/page-weight/chunks.json"), "utf8"),
);
const weights = pageWeights(readRemixManifest(), chunks, gzipSize, config.idleLoads);

console.log(
  "Page weight: JavaScript on a screen's first load and until idle (first load + what it fetches by itself after hydration), KB gzip; later = dialogs, charts… loaded on demand",
);
for (const weight of weights) {
  const budget = config.firstLoadKb[weight.route] ?? config.firstLoadKb.default;
  const idleBudget = config.untilIdleKb?.[weight.route] ?? config.untilIdleKb?.default ?? "–";
  const over =
    weight.firstLoadKb > budget || (typeof idleBudget === "number" && weight.untilIdleKb > idleBudget);
  console.log(
    `  ${weight.route.padEnd(52)} ${String(weight.firstLoadKb).padStart(6)} / ${budget}  idle ${String(weight.untilIdleKb).padStart(6)} / ${idleBudget}  later ${weight.laterKb}  ${over ? "OVER" : "ok"}`,
  );
}
for (const name of Object.keys(config.heavyPackages)) {
  const holders = Object.entries(chunks).filter(([, chunk]) => chunk.packages.includes(name));
  const routesWith = (pick: (weight: (typeof weights)[number]) => string[]) =>
    weights.filter((weight) => pick(weight).includes(name)).map((weight) => weight.route);
  const firstLoadOf = routesWith((weight) => weight.packages);
  const laterOf = routesWith((weight) => weight.laterPackages);
  console.log(
    `  ${name}: ${holders.map(([file]) => file).join(", ") || "not bundled"}; first load of: ${firstLoadOf.join(", ") || "none"}; loaded on demand by: ${laterOf.join(", ") || "none"}`,
  );
}

if (process.argv.includes("--record")) {
  config.recordedKb = Object.fromEntries(weights.map((weight) => [weight.route, weight.firstLoadKb]));
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`Recorded today's figures in ${configFile}.`);
}

const violations = checkBudgets(weights, config);
if (violations.length > 0) {
  console.error(`\nPage weight over budget (${violations.length}):`);
  for (const violation of violations) {
    console.error(`  ${violation.route}: ${violation.message}`);
    const weight = weights.find((candidate) => candidate.route === violation.route);
    for (const file of weight?.firstLoad ?? []) {
      const packages = chunks[file]?.packages ?? [];
      console.error(
        `      ${(gzipSize(file) / 1024).toFixed(1).padStart(6)} KB  ${file}  ${packages.join(" ")}`,
      );
    }
  }
  console.error("\nWhat grew since the recorded figures (page-weight.json):");
  for (const row of growth(weights, config.recordedKb).slice(0, 10)) {
    console.error(`  ${row.route}: ${row.before ?? "new"} → ${row.now} KB (+${row.grewKb})`);
  }
  process.exit(1);
}
console.log(`\nEvery screen within its budget (${weights.length} screens).`);
