/**
 * Refreshes `spec-timings.json`, the seconds per spec file that `shards.ts` deals the files out by
 * (decision 049), from a run's merged JSON report: the files the report timed take their new
 * times, files it did not run keep theirs, and files no longer in `tests/` are dropped.
 *
 *   usage (from e2e/): npm run spec-timings [-- path/to/report.json]
 *   Without a path, the newest `report.json` the shard runner left in the temp folder
 *   (`paygpa-e2e-shards-*`, printed at the end of every `npm run e2e`). Use a whole suite's run:
 *   CI's times, or a local run on a quiet machine, not one spec run alone on a busy one.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readSpecTimings } from "./shard-plan";
import { specFileSeconds } from "./shard-timings";

const TABLE = join(import.meta.dirname, "spec-timings.json");
const TESTS = join(import.meta.dirname, "tests");

function newestReport(): string {
  const runs = readdirSync(tmpdir())
    .filter((name) => name.startsWith("paygpa-e2e-shards-"))
    .map((name) => join(tmpdir(), name, "report.json"))
    .filter((path) => existsSync(path))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (runs.length === 0) throw new Error(`No report.json of a shard run in ${tmpdir()}: name one.`);
  return runs[0]!;
}

const report = process.argv[2] ?? newestReport();
const timed = specFileSeconds(JSON.parse(readFileSync(report, "utf8")));
if (timed.length === 0) throw new Error(`${report} times no spec file: nothing to record.`);
const seconds: Record<string, number> = { ...readSpecTimings(TABLE) };
for (const [file, spent] of timed) seconds[file] = Math.round(spent);
const kept = Object.fromEntries(
  Object.entries(seconds)
    .filter(([file]) => existsSync(join(TESTS, file)))
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(
  TABLE,
  `${JSON.stringify(
    {
      about:
        "Seconds each e2e spec file took (retries included), written by `npm run spec-timings` from a run's merged report; shards.ts deals the files out to the shards by these (decision 049).",
      updated: new Date().toISOString().slice(0, 10),
      seconds: kept,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `${TABLE}: ${timed.length} file(s) timed from ${report}, ${Object.keys(kept).length} in the table`,
);
