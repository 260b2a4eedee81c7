// The BFF's test files whose run differs on PostgreSQL (decision 049): the ones that can reach the
// database the tests are pointed at. Found from the import graph, never from a hand list, so that a
// new test that opens a test database is on the PostgreSQL run the day it is written.
//
// A test file reaches PostgreSQL when it (or a module it imports, transitively, by a relative
// path) is a "database door":
//   - tests/support/test-database.ts, the one reader of PAYGPA_TEST_DATABASE_URL for test apps;
//   - any module that reads PAYGPA_TEST_DATABASE_URL or PAYGPA_DATABASE_URL from process.env;
//   - any module that starts Node programs (node, npx, tsx) as child processes: a child inherits
//     the PAYGPA_DATABASE_URL that scripts/with-postgres.sh exports.
// The BFF's own modules read the database's address from the configuration they are given, never
// from process.env (src/platform/config.ts): so every other test file runs the same code on the
// same in-memory SQLite under both runs, and a second run of it on PostgreSQL proves nothing new.
//
//   usage: node scripts/postgres-test-files.mjs          prints the files, one a line
//          node scripts/postgres-test-files.mjs --run    runs vitest on them (with its options)
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist") continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(name)) out.push(path);
  }
  return out;
}

// Static imports, re-exports and dynamic imports with a literal relative specifier.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;
const READS_DATABASE_URL = /process\.env(?:\.|\[["'])PAYGPA_(?:TEST_)?DATABASE_URL/;
const STARTS_CHILDREN = /["'](?:node:)?child_process["']/;
const NODE_PROGRAM = /["'](?:node|npx|tsx)["']|process\.execPath/;
const isDoor = (text) =>
  READS_DATABASE_URL.test(text) || (STARTS_CHILDREN.test(text) && NODE_PROGRAM.test(text));

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, join(base, "index.ts")];
  // TypeScript's ".js" written for a ".ts" file.
  if (/\.[cm]?js$/.test(base)) candidates.push(base.replace(/\.([cm]?)js$/, ".$1ts"));
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

function read(parsed, helper, file) {
  if (!parsed.has(file)) {
    const text = readFileSync(file, "utf8");
    const imports = [...text.matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1]))
      .filter((target) => target !== null && !target.includes("node_modules"));
    parsed.set(file, { door: file === helper || isDoor(text), imports });
  }
  return parsed.get(file);
}

function reachesDatabase(parsed, helper, test) {
  const seen = new Set([test]);
  const queue = [test];
  while (queue.length > 0) {
    const { door, imports } = read(parsed, helper, queue.shift());
    if (door) return true;
    for (const target of imports) if (!seen.has(target)) seen.add(target) && queue.push(target);
  }
  return false;
}

/** Every test file of the BFF at `root`, and those of them that can reach the database. */
export function postgresTestFiles(root) {
  const helper = join(root, "tests/support/test-database.ts");
  const parsed = new Map();
  const all = [...walk(join(root, "src")), ...walk(join(root, "tests"))].sort();
  const selected = all.filter((file) => reachesDatabase(parsed, helper, file));
  if (!existsSync(helper) || selected.length === 0) {
    throw new Error(
      "no test file reaches tests/support/test-database.ts: the PostgreSQL selection is broken",
    );
  }
  return {
    all: all.map((file) => relative(root, file)),
    selected: selected.map((file) => relative(root, file)),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(import.meta.dirname, "..");
  const { all, selected } = postgresTestFiles(root);
  if (!process.argv.includes("--run")) {
    console.log(selected.join("\n"));
  } else {
    const options = process.argv.slice(process.argv.indexOf("--run") + 1);
    console.log(
      `PostgreSQL run: ${selected.length} of ${all.length} test files can reach the database (decision 049)`,
    );
    const vitest = spawnSync("npx", ["vitest", "run", ...options, ...selected], {
      cwd: root,
      stdio: "inherit",
    });
    process.exit(vitest.status ?? 1);
  }
}
