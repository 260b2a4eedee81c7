/**
 * Page weight (decision 022): how much JavaScript, gzip, each screen makes the browser download on its
 * first load, and where the heavy libraries are. Pure functions over Remix's browser manifest and
 * the chunk records of `chunk-packages.ts`, so that the check is deterministic (sizes, not times).
 */
import type { ChunkRecord } from "./chunk-packages";

/** The parts of Remix's browser manifest (`window.__remixManifest`) the check reads. */
export interface RemixManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<
    string,
    { id: string; parentId?: string; path?: string; module: string; imports?: string[] }
  >;
}

export interface Budgets {
  /** KB gzip allowed on a screen's first load, by route id; `default` for every other screen. */
  firstLoadKb: Record<string, number> & { default: number };
  /** Heavy packages, and the only routes whose first load may hold them (their lazy chunks always may). */
  heavyPackages: Record<string, string[]>;
  /**
   * KB gzip allowed until the network is idle after a first visit: the first load plus the chunks
   * the screen fetches by itself right after hydration (`idleLoads`); `default` for every other.
   */
  untilIdleKb?: Record<string, number> & { default: number };
  /**
   * The chunks (Rollup names) a screen loads by itself right after hydration, with no action of the
   * visitor: a slider near the top, a pop-up every first visit shows.
   */
  idleLoads?: Record<string, string[]>;
}

export interface PageWeight {
  route: string;
  firstLoadKb: number;
  /** The first load plus what the screen fetches by itself right after hydration (`idleLoads`). */
  untilIdleKb: number;
  /** Names in `idleLoads` that no chunk of the build has (a renamed file must not pass for a light page). */
  unknownIdleLoads: string[];
  /** What the screen may still load later (dialogs, charts, PDF…), not counted in its budget. */
  laterKb: number;
  firstLoad: string[];
  later: string[];
  /** npm packages on the first load, and in what it may load later. */
  packages: string[];
  laterPackages: string[];
}

export interface Violation {
  route: string;
  message: string;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The routes from the root to `id`: Remix loads all their modules for a screen. */
function routeChain(manifest: RemixManifest, id: string) {
  const chain = [];
  for (
    let route = manifest.routes[id];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    chain.unshift(route);
  }
  return chain;
}

/** Every chunk reachable from `start` through static imports, and (if asked) dynamic ones. */
function reachable(start: Iterable<string>, chunks: Record<string, ChunkRecord>, dynamic: boolean) {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = chunks[file];
    if (!chunk) continue;
    queue.push(...chunk.imports, ...(dynamic ? chunk.dynamicImports : []));
  }
  return seen;
}

/** The first load and the later loads of every screen, in KB gzip. */
export function pageWeights(
  manifest: RemixManifest,
  chunks: Record<string, ChunkRecord>,
  gzipSize: (file: string) => number,
  idleLoads: Record<string, string[]> = {},
): PageWeight[] {
  return Object.keys(manifest.routes)
    .filter((id) => id !== "root")
    .map((id) => {
      const start = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
      for (const route of routeChain(manifest, id)) start.push(route.module, ...(route.imports ?? []));
      const firstLoad = reachable(start, chunks, false);
      const everything = reachable(firstLoad, chunks, true);
      const idleNames = idleLoads[id] ?? [];
      const idleChunks = [...everything].filter((file) => idleNames.includes(chunks[file]?.name ?? ""));
      const untilIdle = reachable([...firstLoad, ...idleChunks], chunks, false);
      const unknownIdleLoads = idleNames.filter(
        (name) => !idleChunks.some((file) => chunks[file]?.name === name),
      );
      const later = [...everything].filter((file) => !firstLoad.has(file));
      const sum = (files: Iterable<string>) =>
        kb([...files].reduce((total, file) => total + gzipSize(file), 0));
      const packagesOf = (files: Iterable<string>) =>
        [...new Set([...files].flatMap((file) => chunks[file]?.packages ?? []))].sort();
      return {
        route: id,
        firstLoadKb: sum(firstLoad),
        untilIdleKb: sum(untilIdle),
        unknownIdleLoads,
        laterKb: sum(later),
        firstLoad: [...firstLoad].sort(),
        later: later.sort(),
        packages: packagesOf(firstLoad),
        laterPackages: packagesOf(later),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Each screen over its budget, and each heavy package loaded first by a screen that does not use it. */
export function checkBudgets(weights: PageWeight[], budgets: Budgets): Violation[] {
  const violations: Violation[] = [];
  for (const weight of weights) {
    const limit = budgets.firstLoadKb[weight.route] ?? budgets.firstLoadKb.default;
    if (weight.firstLoadKb > limit) {
      violations.push({
        route: weight.route,
        message: `first load ${weight.firstLoadKb} KB gzip is over its budget of ${limit} KB`,
      });
    }
    const idleLimit = budgets.untilIdleKb?.[weight.route] ?? budgets.untilIdleKb?.default;
    if (idleLimit !== undefined && weight.untilIdleKb > idleLimit) {
      violations.push({
        route: weight.route,
        message: `until idle ${weight.untilIdleKb} KB gzip is over its budget of ${idleLimit} KB`,
      });
    }
    for (const name of weight.unknownIdleLoads) {
      violations.push({
        route: weight.route,
        message: `idleLoads names ${name}, a chunk this screen never loads`,
      });
    }
    for (const [name, allowed] of Object.entries(budgets.heavyPackages)) {
      if (weight.packages.includes(name) && !allowed.includes(weight.route)) {
        violations.push({
          route: weight.route,
          message: `${name} is in its first load; it belongs only to ${allowed.join(", ") || "lazy chunks"}`,
        });
      }
    }
  }
  return violations;
}

/** What grew since the recorded figures (route → KB), largest growth first. */
export function growth(weights: PageWeight[], recorded: Record<string, number>) {
  return weights
    .map((weight) => ({ route: weight.route, now: weight.firstLoadKb, before: recorded[weight.route] }))
    .filter((row) => row.before === undefined || row.now > row.before)
    .map((row) => ({ ...row, grewKb: kb((row.now - (row.before ?? 0)) * 1024) }))
    .sort((a, b) => b.grewKb - a.grewKb);
}
