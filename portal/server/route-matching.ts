/**
 * Remembered route matches (decision 021, amended): React Router's `matchRoutes` flattens and ranks
 * every branch of the route tree and builds a path pattern for each branch it tries, on every call.
 * Remix calls it four times per page (the server's match, the data query, React Router's `<Routes>`
 * while rendering, the partial manifest of lazy route discovery), over the portal's ~75 routes: 14 %
 * of the home page's CPU in the profile, a cost a one-route app does not pay. The answer depends only
 * on the tree's shape (each route's id, path, index and case flags, and its children) and on the
 * pathname, so it is worked out once per shape and pathname and rebuilt for each call from the route
 * objects of the tree that call was given (Remix builds a new tree, of the same shape, on every render).
 *
 * `installRouteMatchCache` replaces the `matchRoutes` of `@remix-run/router`'s module: Remix's server
 * runtime, React Router and Remix's partial manifest all call it through that module object. (The data
 * query calls its own copy inside the module: that one match stays.)
 */
import { createRequire } from "node:module";

export interface RouteLike {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteLike[];
}

type Params = Record<string, string | undefined>;

export interface RouteMatch<Route extends RouteLike = RouteLike> {
  params: Params;
  pathname: string;
  pathnameBase: string;
  route: Route;
}

export type MatchRoutes = <Route extends RouteLike>(
  routes: Route[],
  location: string | { pathname?: string },
  basename?: string,
) => RouteMatch<Route>[] | null;

/** One match as remembered: where its route sits in the tree (child indexes from the top). */
interface RememberedMatch {
  place: number[];
  pathname: string;
  pathnameBase: string;
}
type Remembered = { params: Params; matches: RememberedMatch[] } | null;

/** Answers kept per shape; past this, the shape's answers are forgotten (a crawler's random paths). */
export const ANSWERS_PER_SHAPE = 1_000;
const MOST_SHAPES = 16;

export function rememberedMatchRoutes(original: MatchRoutes): MatchRoutes {
  const shapes = new WeakMap<RouteLike[], string>();
  const answers = new Map<string, Map<string, Remembered>>();

  function shapeKeyOf(routes: RouteLike[]): string {
    let shape = shapes.get(routes);
    if (shape === undefined) {
      shape = shapeOf(routes);
      shapes.set(routes, shape);
    }
    return shape;
  }

  return function matchRoutes<Route extends RouteLike>(
    routes: Route[],
    location: string | { pathname?: string },
    basename = "/",
  ): RouteMatch<Route>[] | null {
    const shape = shapeKeyOf(routes);
    let ofShape = answers.get(shape);
    if (!ofShape) {
      if (answers.size >= MOST_SHAPES) answers.clear();
      ofShape = new Map();
      answers.set(shape, ofShape);
    }
    const key = `${basename}\n${pathnameOf(location)}`;
    let remembered = ofShape.get(key);
    if (remembered === undefined) {
      remembered = remember(routes, original(routes, location, basename));
      if (ofShape.size >= ANSWERS_PER_SHAPE) ofShape.clear();
      ofShape.set(key, remembered);
    }
    if (remembered === null) return null;
    // One params object shared by every match of the answer, as React Router gives it; new per call.
    const params = { ...remembered.params };
    return remembered.matches.map(({ place, pathname, pathnameBase }) => ({
      params,
      pathname,
      pathnameBase,
      route: routeAt(routes, place),
    }));
  };
}

/** `matchRoutes` of `@remix-run/router` (the CommonJS module Remix and React Router load) made remembering; once. */
export function installRouteMatchCache(): void {
  const router = createRequire(import.meta.url)("@remix-run/router") as {
    matchRoutes: MatchRoutes & { remembers?: true };
  };
  if (router.matchRoutes.remembers) return;
  router.matchRoutes = Object.assign(rememberedMatchRoutes(router.matchRoutes), { remembers: true as const });
}

function shapeOf(routes: readonly RouteLike[]): string {
  let shape = "";
  for (const route of routes) {
    shape += `${route.id ?? ""}\u0001${route.path ?? ""}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}`;
    if (route.children?.length) shape += `[${shapeOf(route.children)}]`;
    shape += "\u0002";
  }
  return shape;
}

/** The pathname React Router matches (`parsePath`'s): before any search or hash. */
function pathnameOf(location: string | { pathname?: string }): string {
  if (typeof location !== "string") return location.pathname ?? "";
  const end = location.search(/[?#]/);
  return end < 0 ? location : location.slice(0, end);
}

function remember(routes: readonly RouteLike[], matches: RouteMatch[] | null): Remembered {
  if (!matches) return null;
  const places = new Map<RouteLike, number[]>();
  const walk = (level: readonly RouteLike[], above: number[]) => {
    level.forEach((route, index) => {
      const place = [...above, index];
      places.set(route, place);
      if (route.children) walk(route.children, place);
    });
  };
  walk(routes, []);
  return {
    params: { ...matches.at(-1)?.params },
    matches: matches.map((match) => {
      const place = places.get(match.route);
      if (!place) throw new Error("matchRoutes answered a route that is not in the tree it was given");
      return { place, pathname: match.pathname, pathnameBase: match.pathnameBase };
    }),
  };
}

function routeAt<Route extends RouteLike>(routes: Route[], place: readonly number[]): Route {
  let level: RouteLike[] = routes;
  let route: RouteLike | undefined;
  for (const index of place) {
    route = level[index];
    level = route?.children ?? [];
  }
  if (!route) throw new Error("a remembered match has no route in a tree of the same shape");
  return route as Route;
}
