/**
 * The bare Remix reference (bench/README.md) is built when the bench runs, and only when its inputs
 * changed: the hash of its sources and of the Remix and Vite versions is kept beside the build. It
 * is not a turbo `build` task any more, so `npm start` (which builds every workspace first) never
 * spends the 45–60 s of a Remix build on a bench reference.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT } from "./stack";

export const BARE_REMIX_SOURCE = join(ROOT, "bench/bare-remix");
export const BARE_REMIX_BUILD = join(ROOT, "bench/build/bare-remix");
const STAMP = join(BARE_REMIX_BUILD, "inputs.sha256");
/** The tools whose version changes the build. */
const TOOLS = ["@remix-run/dev", "@remix-run/react", "@remix-run/node", "vite", "react", "react-dom"];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.name !== "node_modules")
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
    )
    .sort();
}

function toolVersion(name: string): string {
  const manifest = join(ROOT, "node_modules", name, "package.json");
  return existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version
    : "";
}

/** The hash of what the build is made of: every source file (path and bytes) and the tools' versions. */
export function bareRemixInputsHash(source = BARE_REMIX_SOURCE): string {
  const hash = createHash("sha256");
  for (const file of filesUnder(source)) {
    hash.update(relative(source, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  for (const tool of TOOLS) hash.update(`${tool}@${toolVersion(tool)}\n`);
  return hash.digest("hex");
}

/** Builds the reference unless the build on disk was made from the same inputs; answers whether it built. */
export function ensureBareRemixBuilt(log: (line: string) => void = console.log): boolean {
  const inputs = bareRemixInputsHash();
  const built = existsSync(join(BARE_REMIX_BUILD, "server/index.js"));
  if (built && existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === inputs) return false;
  log("building the bare Remix reference (its inputs changed) …");
  execFileSync(join(ROOT, "node_modules/.bin/remix"), ["vite:build"], {
    cwd: BARE_REMIX_SOURCE,
    stdio: ["ignore", "ignore", "inherit"],
  });
  writeFileSync(STAMP, `${inputs}\n`);
  return true;
}
