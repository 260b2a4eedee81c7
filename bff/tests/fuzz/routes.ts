/** The routes of a Koa app, read from its routers' `stack`, so that a new route is fuzzed without a list. */
import type Koa from "koa";
import type { Random } from "../seeded-random";

export interface FuzzRoute {
  method: string;
  /** The router's path pattern, e.g. `/payment/:sessionId/pay`. */
  path: string;
}

interface RouterLike {
  stack: Array<{ path: string | RegExp; methods: string[] }>;
}

export function routesOf(app: Koa<never> | Koa): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: RouterLike }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      if (typeof layer.path !== "string") continue;
      for (const method of layer.methods) {
        if (method === "HEAD") continue;
        routes.push({ method, path: layer.path });
      }
    }
  }
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const JUNK_PARAMETERS = [
  "",
  "0",
  "-1",
  "9".repeat(40),
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%E0%A4%A",
  "%",
  "__proto__",
  "constructor",
  "%20%20%20",
  "%F0%9F%92%A5",
  "x".repeat(2_000),
  "null",
  "undefined",
  "1e309",
  "%3Cscript%3E",
];

/** The path with every `:parameter` filled, with junk most of the time. */
export function fillPath(random: Random, path: string, valid: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const known = valid[name];
    if (known !== undefined && random.chance(0.3)) return known;
    return random.pick(JUNK_PARAMETERS);
  });
}
