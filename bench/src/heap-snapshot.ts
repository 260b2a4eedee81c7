/**
 * A V8 heap snapshot (`.heapsnapshot`, the JSON `v8.writeHeapSnapshot` writes) read into flat
 * arrays, its objects grouped by constructor as DevTools' "Summary" groups them, and the retained
 * size of each object from the dominator tree (Cooper, Harvey and Kennedy's iterative algorithm).
 */

export interface HeapSnapshot {
  /** Per node: its group ("Object", "(closure)", "(string)" …), id, self size and first edge. */
  group: string[];
  id: Float64Array;
  selfSize: Float64Array;
  firstEdge: Uint32Array;
  /** Per edge: the node it points to, and whether it is weak (weak edges retain nothing). */
  edgeTo: Uint32Array;
  edgeWeak: Uint8Array;
}

interface RawSnapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** The group DevTools files an object under: its constructor's name for objects, a kind in brackets otherwise. */
export function groupOf(type: string, name: string): string {
  switch (type) {
    case "object":
    case "native":
      return name;
    case "string":
    case "concatenated string":
    case "sliced string":
      return "(string)";
    case "closure":
      return "(closure)";
    case "regexp":
      return "RegExp";
    case "number":
    case "heap number":
      return "(number)";
    default:
      return `(${type})`;
  }
}

export function parseHeapSnapshot(json: string): HeapSnapshot {
  const raw = JSON.parse(json) as RawSnapshot;
  const { node_fields, node_types, edge_fields, edge_types } = raw.snapshot.meta;
  const nodeWidth = node_fields.length;
  const edgeWidth = edge_fields.length;
  const [typeAt, nameAt, idAt, sizeAt, edgeCountAt] = ["type", "name", "id", "self_size", "edge_count"].map(
    (field) => node_fields.indexOf(field),
  ) as [number, number, number, number, number];
  const [edgeTypeAt, toNodeAt] = ["type", "to_node"].map((field) => edge_fields.indexOf(field)) as [
    number,
    number,
  ];
  const nodeTypeNames = node_types[0];
  const weakEdge = edge_types[0].indexOf("weak");
  const count = raw.nodes.length / nodeWidth;
  const group: string[] = new Array(count);
  const id = new Float64Array(count);
  const selfSize = new Float64Array(count);
  const firstEdge = new Uint32Array(count + 1);
  let edge = 0;
  for (let node = 0; node < count; node += 1) {
    const base = node * nodeWidth;
    const type = nodeTypeNames[raw.nodes[base + typeAt] as number] ?? "unknown";
    group[node] = groupOf(type, raw.strings[raw.nodes[base + nameAt] as number] ?? "");
    id[node] = raw.nodes[base + idAt] as number;
    selfSize[node] = raw.nodes[base + sizeAt] as number;
    firstEdge[node] = edge;
    edge += raw.nodes[base + edgeCountAt] as number;
  }
  firstEdge[count] = edge;
  const edgeTo = new Uint32Array(edge);
  const edgeWeak = new Uint8Array(edge);
  for (let index = 0; index < edge; index += 1) {
    edgeTo[index] = (raw.edges[index * edgeWidth + toNodeAt] as number) / nodeWidth;
    edgeWeak[index] = raw.edges[index * edgeWidth + edgeTypeAt] === weakEdge ? 1 : 0;
  }
  return { group, id, selfSize, firstEdge, edgeTo, edgeWeak };
}

export interface Dominators {
  /** Per node: its immediate dominator (-1 where unreachable over strong edges). */
  dominator: Int32Array;
  /** Per node: its own size and that of every node it dominates. */
  retained: Float64Array;
}

/** Each node's immediate dominator and retained size, from the root (node 0). */
export function dominators(heap: HeapSnapshot): Dominators {
  const count = heap.group.length;
  // Depth-first post-order over strong edges from the root.
  const order = new Int32Array(count).fill(-1);
  const postorder: number[] = [];
  const stack: number[] = [0];
  const nextEdge = new Uint32Array(count);
  const seen = new Uint8Array(count);
  seen[0] = 1;
  for (let node = 0; node < count; node += 1) nextEdge[node] = heap.firstEdge[node] as number;
  while (stack.length > 0) {
    const node = stack.at(-1) as number;
    const edge = nextEdge[node] as number;
    if (edge < (heap.firstEdge[node + 1] as number)) {
      nextEdge[node] = edge + 1;
      const to = heap.edgeTo[edge] as number;
      if (!heap.edgeWeak[edge] && !seen[to]) {
        seen[to] = 1;
        stack.push(to);
      }
    } else {
      stack.pop();
      order[node] = postorder.length;
      postorder.push(node);
    }
  }
  // Predecessors over the same strong edges, reachable nodes only.
  const predecessors: number[][] = Array.from({ length: count }, () => []);
  for (const node of postorder) {
    for (let edge = heap.firstEdge[node] as number; edge < (heap.firstEdge[node + 1] as number); edge += 1) {
      const to = heap.edgeTo[edge] as number;
      if (!heap.edgeWeak[edge] && seen[to] && to !== node) predecessors[to]?.push(node);
    }
  }
  const dominator = new Int32Array(count).fill(-1);
  dominator[0] = 0;
  const intersect = (first: number, second: number) => {
    let a = first;
    let b = second;
    while (a !== b) {
      while ((order[a] as number) < (order[b] as number)) a = dominator[a] as number;
      while ((order[b] as number) < (order[a] as number)) b = dominator[b] as number;
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let index = postorder.length - 2; index >= 0; index -= 1) {
      const node = postorder[index] as number;
      let candidate = -1;
      for (const from of predecessors[node] ?? []) {
        if (dominator[from] === -1) continue;
        candidate = candidate === -1 ? from : intersect(from, candidate);
      }
      if (candidate !== -1 && dominator[node] !== candidate) {
        dominator[node] = candidate;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(count);
  for (const node of postorder) retained[node] = (retained[node] as number) + (heap.selfSize[node] as number);
  for (const node of postorder) {
    if (node === 0) continue;
    const parent = dominator[node] as number;
    if (parent >= 0) retained[parent] = (retained[parent] as number) + (retained[node] as number);
  }
  return { dominator, retained };
}

/**
 * Per node, whether it is the topmost of its group on its dominator chain: a group's retained size
 * is the sum over those, so a Map's entries' array is not counted again inside the Map.
 */
function topmostOfGroup(heap: HeapSnapshot, { dominator }: Dominators): Uint8Array {
  const count = heap.group.length;
  const childCount = new Uint32Array(count + 1);
  for (let node = 1; node < count; node += 1) {
    const parent = dominator[node] as number;
    if (parent >= 0) childCount[parent + 1] = (childCount[parent + 1] as number) + 1;
  }
  for (let node = 0; node < count; node += 1)
    childCount[node + 1] = (childCount[node + 1] as number) + (childCount[node] as number);
  const children = new Uint32Array(childCount[count] as number);
  const filled = childCount.slice(0, count);
  for (let node = 1; node < count; node += 1) {
    const parent = dominator[node] as number;
    if (parent < 0) continue;
    children[filled[parent] as number] = node;
    filled[parent] = (filled[parent] as number) + 1;
  }
  const topmost = new Uint8Array(count);
  const open = new Map<string, number>();
  // Depth-first over the dominator tree: a negative entry leaves its node.
  const stack: number[] = [0];
  while (stack.length > 0) {
    const entry = stack.pop() as number;
    if (entry < 0) {
      const name = heap.group[-entry - 1] as string;
      open.set(name, (open.get(name) ?? 1) - 1);
      continue;
    }
    const name = heap.group[entry] as string;
    const inside = open.get(name) ?? 0;
    topmost[entry] = inside === 0 ? 1 : 0;
    open.set(name, inside + 1);
    stack.push(-entry - 1);
    for (let child = childCount[entry] as number; child < (childCount[entry + 1] as number); child += 1)
      stack.push(children[child] as number);
  }
  return topmost;
}

export interface GroupFigures {
  group: string;
  count: number;
  selfBytes: number;
  /** Retained by the group's objects not dominated by another object of the same group. */
  retainedBytes: number;
}

/** Count, self size and retained size per group, largest retained first. */
export function summary(heap: HeapSnapshot, tree: Dominators): GroupFigures[] {
  const topmost = topmostOfGroup(heap, tree);
  const groups = new Map<string, GroupFigures>();
  for (let node = 1; node < heap.group.length; node += 1) {
    const name = heap.group[node] as string;
    let figures = groups.get(name);
    if (!figures) {
      figures = { group: name, count: 0, selfBytes: 0, retainedBytes: 0 };
      groups.set(name, figures);
    }
    figures.count += 1;
    figures.selfBytes += heap.selfSize[node] as number;
    if (topmost[node]) figures.retainedBytes += tree.retained[node] as number;
  }
  return [...groups.values()].sort((a, b) => b.retainedBytes - a.retainedBytes);
}
