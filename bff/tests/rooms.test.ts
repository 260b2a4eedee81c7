/**
 * The BFF's rooms (decision 015): another room reaches a feature only through its `index.ts`. (The
 * contract is a package of its own, `packages/contract`, whose own test keeps it free of the server.)
 * Layers only point down: `platform/` stands on nothing of the product, features know nothing of the
 * demo or the control routes, and no two rooms import each other, even through others.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Each relative import of a source file, as a path under src/ (`features/auth/guards`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/from "(\.{1,2}\/[^"]+)"/g)].map((match) =>
    relative(SRC, normalize(join(dirname(file), match[1] as string)))
      .split(sep)
      .join("/"),
  );
}

const roomOf = (path: string) => {
  const [top, feature] = path.split("/");
  return top === "features" ? `features/${feature}` : (top ?? path);
};

/** Every relative import of every source file, as `from` and `to` paths under src/. */
const allImports = sourceFiles(SRC).flatMap((file) => {
  const from = relative(SRC, file).split(sep).join("/");
  return importsOf(file).map((to) => ({ from, to }));
});

/** The rooms the layering speaks of: the root's files (app.ts, services.ts, …) are not one. */
const isRoom = (room: string) =>
  ["platform", "integrations", "demo", "control"].includes(room) || room.startsWith("features/");

/**
 * The room-level import graph's circles: its strongly connected components of more than one room
 * (Tarjan), each written as its rooms in order joined by " <-> ".
 */
function circlesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[] = [];
  const visit = (room: string) => {
    index.set(room, index.size);
    lowest.set(room, index.get(room) as number);
    stack.push(room);
    onStack.add(room);
    for (const next of edges.get(room) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(room, Math.min(lowest.get(room) as number, lowest.get(next) as number));
      } else if (onStack.has(next)) {
        lowest.set(room, Math.min(lowest.get(room) as number, index.get(next) as number));
      }
    }
    if (lowest.get(room) !== index.get(room)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== room);
    if (component.length > 1) circles.push(component.sort().join(" <-> "));
  };
  for (const room of [...edges.keys()].sort()) if (!index.has(room)) visit(room);
  return circles.sort();
}

/** Which rooms each room imports (itself left out). */
function roomGraph(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of allImports) {
    const a = roomOf(from);
    const b = roomOf(to);
    if (a === b || !isRoom(a) || !isRoom(b)) continue;
    edges.set(a, (edges.get(a) ?? new Set()).add(b));
  }
  return edges;
}

describe("the BFF's rooms", () => {
  it("another room imports a feature only from its index.ts (table types aside)", () => {
    const deepImports = sourceFiles(SRC).flatMap((file) => {
      const from = relative(SRC, file).split(sep).join("/");
      return importsOf(file)
        .filter((target) => target.startsWith("features/") && roomOf(target) !== roomOf(from))
        .filter((target) => target.split("/").length > 2 && !target.endsWith(".table"))
        .map((target) => `${from} -> ${target}`);
    });
    expect(deepImports).toEqual([]);
  });

  it("platform imports nothing of the product: no feature, integration, demo, control or root file", () => {
    const upward = allImports
      .filter(({ from }) => from.startsWith("platform/"))
      .filter(({ to }) => !to.startsWith("platform/"))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(upward).toEqual([]);
  });

  it("features never import the demo or the control routes", () => {
    const wrong = allImports
      .filter(({ from }) => from.startsWith("features/"))
      .filter(({ to }) => ["demo", "control"].includes(roomOf(to)))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(wrong).toEqual([]);
  });

  it("demo/ and control/ reach a feature only through its index.ts (table types aside)", () => {
    const deep = allImports
      .filter(({ from }) => ["demo", "control"].includes(roomOf(from)))
      .filter(({ to }) => to.startsWith("features/") && to.split("/").length > 2 && !to.endsWith(".table"))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(deep).toEqual([]);
  });

  it("no import circle between rooms (platform, integrations, each feature, demo, control)", () => {
    const circles = circlesOf(roomGraph());
    expect(circles).toEqual([]);
  });

  it("finds a circle when there is one (the check itself)", () => {
    const edges = new Map([
      ["features/a", new Set(["features/b"])],
      ["features/b", new Set(["platform"])],
      ["platform", new Set(["features/a"])],
      ["demo", new Set(["features/a"])],
    ]);
    expect(circlesOf(edges)).toEqual(["features/a <-> features/b <-> platform"]);
  });
});
