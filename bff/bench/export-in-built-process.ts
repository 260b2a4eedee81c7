/** Builds `bench-export.ts` to one JavaScript file and runs it with node on a database file. */
import { execFile } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import type { ExportFigures } from "./export-figures";

// Under node_modules, so that the bundle finds the native driver the way the BFF does.
const BUILD_FOLDER = fileURLToPath(new URL("../../node_modules/.cache/bench-export/", import.meta.url));

export async function exportInBuiltProcess(databasePath: string): Promise<ExportFigures> {
  await mkdir(BUILD_FOLDER, { recursive: true });
  const outfile = join(BUILD_FOLDER, `bench-export-${process.pid}.mjs`);
  try {
    await build({
      entryPoints: [fileURLToPath(new URL("./bench-export.ts", import.meta.url))],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      // The native driver stays a package; a require() lets the bundled CommonJS load from ESM.
      external: ["better-sqlite3"],
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
      logLevel: "error",
    });
    const { stdout } = await promisify(execFile)(process.execPath, [outfile, databasePath], {
      maxBuffer: 1024 * 1024,
    });
    return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as ExportFigures;
  } finally {
    await rm(outfile, { force: true });
  }
}
