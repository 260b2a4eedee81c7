/**
 * The modules of one source folder as a graph: each TypeScript file and the files of the same folder
 * it imports, type imports, re-exports and `import()` included, so a test can hold that a part never
 * imports its screen back and that no two rooms lean on each other (decision 015, decision 016).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SOURCE = /\.(ts|tsx|mts)$/;

/**
 * Every module specifier a file names: `import … from`, `import type … from`, `export … from`,
 * side-effect `import "…"` and `import("…")`. Read from the text, so a type-only import counts as
 * much as a value import: a circle of types is still two files that cannot be read apart.
 */
export function importedSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ""));
}

/** The file a relative specifier names (`./x.js` is `./x.ts` or `./x.tsx`, a folder its index), if any. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, "");
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ];
  return candidates.find((path) => SOURCE.test(path) && existsSync(path) && statSync(path).isFile());
}

/** Every source file under `folder` (tests included: a test importing its module is no circle). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The graph of `folder`: each file (relative to `root`, with `/`) and the files it imports within the folder. */
export function moduleGraph(folder: string, root = folder): Map<string, string[]> {
  const name = (path: string) => relative(root, path).split("\\").join("/");
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    const targets = importedSpecifiers(readFileSync(file, "utf8"))
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => resolveRelative(file, specifier))
      .filter(
        (target): target is string => target !== undefined && !relative(folder, target).startsWith(".."),
      );
    graph.set(name(file), [...new Set(targets.map(name))].sort());
  }
  return graph;
}

/**
 * The circles of a graph: each strongly connected group of two or more files (or a file importing
 * itself), its files sorted and joined by " <-> ". Tarjan's algorithm, so a large group is one entry.
 */
export function importCircles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[] = [];
  let counter = 0;
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(group.sort().join(" <-> "));
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles.sort();
}

/** The imports from files under `from` to files under `to` (both folders relative to the graph's root). */
export function importsAcross(graph: Map<string, string[]>, from: string, to: string): string[] {
  return [...graph].flatMap(([file, targets]) =>
    file.startsWith(from)
      ? targets.filter((target) => target.startsWith(to)).map((target) => `${file} -> ${target}`)
      : [],
  );
}
