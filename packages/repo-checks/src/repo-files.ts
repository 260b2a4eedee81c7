/**
 * The repository's own text files, read from disk: every workspace's sources, tests, scripts and
 * documents, without installed packages, build output or reports.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/** The repository's root: this workspace lives in `packages/repo-checks/`. */
export const repoRoot = resolve(import.meta.dirname, "../../..");

const SKIPPED_FOLDERS = new Set([
  "node_modules",
  ".git",
  ".turbo",
  ".cache",
  "build",
  "dist",
  "coverage",
  "test-results",
  "playwright-report",
]);

/** Folders of generated or served files, from the root. */
const SKIPPED_PATHS = new Set(["portal/public", "bench/results", "bff/data"]);

/** Code whose comments and test titles are held to the citation rules. */
export const CODE_EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js", ".css"];

export interface RepoFile {
  /** Path from the repository root, with `/`. */
  path: string;
  text: string;
}

/** Every file under the root whose name ends with one of `extensions`. */
export function repoFiles(extensions: readonly string[], root = repoRoot): RepoFile[] {
  const found: RepoFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const folder = join(dir, entry.name);
        const path = relative(root, folder).split("\\").join("/");
        if (!SKIPPED_FOLDERS.has(entry.name) && !SKIPPED_PATHS.has(path)) walk(folder);
      } else if (entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext))) {
        const full = join(dir, entry.name);
        found.push({ path: relative(root, full).split("\\").join("/"), text: readFileSync(full, "utf8") });
      }
    }
  };
  walk(root);
  return found;
}
