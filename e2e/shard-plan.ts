/**
 * Which spec files each e2e shard runs (decision 049): whole files, dealt out by their recorded
 * time (`spec-timings.json`, refreshed from a run's merged report by `npm run spec-timings`), so
 * that the shards end at about the same time. Playwright's own `--shard=i/N` splits by test count
 * in file order, which put three of the costliest files in one shard.
 */
import { existsSync, readFileSync } from "node:fs";

/** One shard's share: its spec files (as Playwright names them, relative to `tests/`) and their recorded seconds. */
export interface ShardShare {
  files: string[];
  seconds: number;
}

/** The middle of the recorded times (0 for an empty table): the guess for a file not yet timed. */
export function medianSeconds(seconds: Record<string, number>): number {
  const sorted = Object.values(seconds).sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The files dealt to `shards` shards, longest first, each to the shard with the least time so far
 * (the first such shard on a tie); a file not in the table counts the table's median. Shards left
 * without a file are dropped, so fewer files than shards start fewer stacks. The same files and
 * table always give the same plan.
 */
export function assignShards(files: string[], seconds: Record<string, number>, shards: number): ShardShare[] {
  const guess = medianSeconds(seconds);
  const timed = [...new Set(files)]
    .map((file) => ({ file, seconds: seconds[file] ?? guess }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shares: ShardShare[] = Array.from({ length: Math.max(1, shards) }, () => ({
    files: [],
    seconds: 0,
  }));
  for (const { file, seconds: cost } of timed) {
    const lightest = shares.reduce((best, share) => (share.seconds < best.seconds ? share : best));
    lightest.files.push(file);
    lightest.seconds += cost;
  }
  return shares.filter((share) => share.files.length > 0);
}

interface ListedSuite {
  file?: string;
  specs?: unknown[];
  suites?: ListedSuite[];
}

/** The spec files with at least one test in a JSON report (`playwright test --list --reporter=json`). */
export function listedSpecFiles(report: { suites?: ListedSuite[] }): string[] {
  const hasTests = (suite: ListedSuite): boolean =>
    (suite.specs?.length ?? 0) > 0 || (suite.suites ?? []).some(hasTests);
  return (report.suites ?? [])
    .filter((suite) => suite.file !== undefined && hasTests(suite))
    .map((suite) => suite.file as string);
}

/** The committed table of seconds per spec file (an empty table when there is none yet). */
export function readSpecTimings(path: string): Record<string, number> {
  if (!existsSync(path)) return {};
  const table = JSON.parse(readFileSync(path, "utf8")) as { seconds?: Record<string, number> };
  return table.seconds ?? {};
}

/** How the config names one shard's files to Playwright: each a whole file name under `tests/`. */
export function specFilePatterns(list: string): RegExp[] {
  return list
    .split("\n")
    .filter((file) => file.trim() !== "")
    .map((file) => new RegExp(`(^|[\\\\/])${file.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
}
