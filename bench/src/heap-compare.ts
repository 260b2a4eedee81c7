/**
 * `node --max-old-space-size=4096 --import tsx src/heap-compare.ts BEFORE.heapsnapshot AFTER.heapsnapshot [top]`
 * (bench/README.md, "Soak of the bill-day mix"): the groups (constructors) of two snapshots of one
 * process, by growth of their retained size, and the objects of the second not in the first (V8
 * keeps an object's id across snapshots of one process) by group: what the soak kept.
 */
import { readFileSync } from "node:fs";
import { type GroupFigures, dominators, parseHeapSnapshot, summary } from "./heap-snapshot";

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("en-US")} KB`;

function load(path: string) {
  const heap = parseHeapSnapshot(readFileSync(path, "utf8"));
  const tree = dominators(heap);
  return { heap, groups: summary(heap, tree), total: tree.retained[0] ?? 0 };
}

const [beforePath, afterPath, topArgument] = process.argv.slice(2);
if (!beforePath || !afterPath) {
  console.error("usage: heap-compare.ts BEFORE.heapsnapshot AFTER.heapsnapshot [top]");
  process.exit(2);
}
const top = Number(topArgument ?? 20);
const before = load(beforePath);
const after = load(afterPath);
console.log(`heap: ${kb(before.total)} → ${kb(after.total)} (${kb(after.total - before.total)})`);

const beforeByGroup = new Map(before.groups.map((figures) => [figures.group, figures] as const));
const empty = (group: string): GroupFigures => ({ group, count: 0, selfBytes: 0, retainedBytes: 0 });
const rows = after.groups.map((figures) => ({
  after: figures,
  before: beforeByGroup.get(figures.group) ?? empty(figures.group),
}));
const print = (title: string, chosen: typeof rows) => {
  console.log(`\n${title}\n| group | count | self | retained |\n| --- | --- | --- | --- |`);
  for (const { before: b, after: a } of chosen) {
    console.log(
      `| ${a.group.slice(0, 60)} | ${b.count} → ${a.count} | ${kb(b.selfBytes)} → ${kb(a.selfBytes)} | ${kb(b.retainedBytes)} → ${kb(a.retainedBytes)} |`,
    );
  }
};
print("largest retained, after", rows.slice(0, top));
print(
  "grown most (retained)",
  [...rows]
    .sort(
      (x, y) =>
        y.after.retainedBytes - y.before.retainedBytes - (x.after.retainedBytes - x.before.retainedBytes),
    )
    .slice(0, top),
);

// Objects of the second snapshot whose id the first did not have: allocated during the soak and kept.
const known = new Set<number>(before.heap.id);
const kept = new Map<string, { count: number; bytes: number }>();
for (let node = 1; node < after.heap.group.length; node += 1) {
  if (known.has(after.heap.id[node] as number)) continue;
  const name = after.heap.group[node] as string;
  const figures = kept.get(name) ?? { count: 0, bytes: 0 };
  figures.count += 1;
  figures.bytes += after.heap.selfSize[node] as number;
  kept.set(name, figures);
}
const keptRows = [...kept.entries()].sort((x, y) => y[1].bytes - x[1].bytes);
const keptTotal = keptRows.reduce((sum, [, figures]) => sum + figures.bytes, 0);
console.log(
  `\nnew since the first snapshot and still alive: ${kb(keptTotal)}\n| group | count | self |\n| --- | --- | --- |`,
);
for (const [group, figures] of keptRows.slice(0, top))
  console.log(`| ${group.slice(0, 60)} | ${figures.count} | ${kb(figures.bytes)} |`);
