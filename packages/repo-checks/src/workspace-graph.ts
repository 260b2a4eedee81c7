/**
 * The workspaces as a graph: each `@paygpa/*` package and the `@paygpa/*` packages it depends on
 * (dependencies and devDependencies alike), so a test can hold the layering of the house (decision
 * 025): shared packages at the bottom, the services above them, nothing pointing back up.
 */

export interface Workspace {
  name: string;
  /** `@paygpa/*` packages this one lists in `dependencies`. */
  dependencies: string[];
  /** `@paygpa/*` packages this one lists in `devDependencies`. */
  devDependencies: string[];
}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const ours = (list: Record<string, string> | undefined) =>
  Object.keys(list ?? {}).filter((name) => name.startsWith("@paygpa/"));

export function workspaceOf(pkg: PackageJson): Workspace {
  return { name: pkg.name, dependencies: ours(pkg.dependencies), devDependencies: ours(pkg.devDependencies) };
}

/** Every circle of the graph (both kinds of dependency), each as its names joined by " -> ". */
export function workspaceCircles(workspaces: Workspace[]): string[] {
  const edges = new Map(workspaces.map((w) => [w.name, [...w.dependencies, ...w.devDependencies]]));
  const circles = new Set<string>();
  const walk = (name: string, path: string[]) => {
    const at = path.indexOf(name);
    if (at >= 0) {
      const loop = path.slice(at);
      const start = loop.indexOf([...loop].sort()[0] ?? name);
      circles.add([...loop.slice(start), ...loop.slice(0, start)].join(" -> "));
      return;
    }
    for (const next of edges.get(name) ?? []) walk(next, [...path, name]);
  };
  for (const name of edges.keys()) walk(name, []);
  return [...circles].sort();
}
