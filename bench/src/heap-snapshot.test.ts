import { describe, expect, it } from "vitest";
import { dominators, groupOf, parseHeapSnapshot, summary } from "./heap-snapshot";

/**
 * A snapshot as V8 writes it, of nodes given as [type, name, self size] and edges as
 * [from, to, type], with the root first.
 */
function snapshotJson(nodes: [string, string, number][], edges: [number, number, string][]): string {
  const nodeTypes = [
    "hidden",
    "array",
    "string",
    "object",
    "code",
    "closure",
    "regexp",
    "number",
    "native",
    "synthetic",
  ];
  const edgeTypes = ["context", "element", "property", "internal", "hidden", "shortcut", "weak"];
  const strings: string[] = [];
  const stringOf = (text: string) => {
    if (!strings.includes(text)) strings.push(text);
    return strings.indexOf(text);
  };
  const flatNodes = nodes.flatMap(([type, name, size], index) => [
    nodeTypes.indexOf(type),
    stringOf(name),
    index * 2 + 1,
    size,
    edges.filter(([from]) => from === index).length,
    0,
    0,
  ]);
  const sorted = [...edges].sort((a, b) => a[0] - b[0]);
  const flatEdges = sorted.flatMap(([, to, type]) => [edgeTypes.indexOf(type), stringOf("e"), to * 7]);
  return JSON.stringify({
    snapshot: {
      meta: {
        node_fields: ["type", "name", "id", "self_size", "edge_count", "trace_node_id", "detachedness"],
        node_types: [nodeTypes],
        edge_fields: ["type", "name_or_index", "to_node"],
        edge_types: [edgeTypes],
      },
    },
    nodes: flatNodes,
    edges: flatEdges,
    strings,
  });
}

describe("a heap snapshot's groups and retained sizes", () => {
  // root → cache (Map) → entries (array) → two Sessions; root → app → cache too; root ⇢ weak → orphan.
  const heap = parseHeapSnapshot(
    snapshotJson(
      [
        ["synthetic", "", 0],
        ["object", "Map", 40],
        ["array", "", 100],
        ["object", "Session", 300],
        ["object", "Session", 300],
        ["object", "App", 10],
        ["string", "orphan", 50],
      ],
      [
        [0, 1, "property"],
        [1, 2, "internal"],
        [2, 3, "element"],
        [2, 4, "element"],
        [0, 5, "property"],
        [5, 1, "property"],
        [0, 6, "weak"],
      ],
    ),
  );

  it("files objects under their constructor and other nodes under their kind", () => {
    expect(heap.group.slice(1)).toEqual(["Map", "(array)", "Session", "Session", "App", "(string)"]);
    expect(groupOf("closure", "handler")).toBe("(closure)");
  });

  it("gives an object shared by two retainers to their common dominator, and nothing behind a weak edge", () => {
    const tree = dominators(heap);
    // The Map is reached from the root directly and through App: the root dominates it, App does not.
    expect(tree.dominator[1]).toBe(0);
    expect(tree.retained[1]).toBe(740);
    expect(tree.retained[5]).toBe(10);
    expect(tree.dominator[6]).toBe(-1);
    expect(tree.retained[0]).toBe(750);
  });

  it("sums a group's retained size over its topmost objects only", () => {
    const groups = summary(heap, dominators(heap));
    const byName = Object.fromEntries(groups.map((group) => [group.group, group]));
    expect(byName.Session).toEqual({ group: "Session", count: 2, selfBytes: 600, retainedBytes: 600 });
    expect(byName.Map?.retainedBytes).toBe(740);
    expect(groups[0]?.group).toBe("Map");
  });
});
