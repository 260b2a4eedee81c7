/** openapi.json describes exactly the routes the simulator answers. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startSimulator } from "./helpers";

type Layer = { path: string; methods: string[] };

describe("openapi.json", () => {
  it("has a path and method for every route, and no route it does not have", async () => {
    const sim = await startSimulator();
    const spec = JSON.parse(readFileSync(new URL("../openapi.json", import.meta.url), "utf8")) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(spec.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const middleware = (sim.app as unknown as { middleware: { router?: { stack: Layer[] } }[] }).middleware;
    const routes = middleware
      .flatMap((middleware) => middleware.router?.stack ?? [])
      .flatMap((layer) =>
        layer.methods
          .filter((method) => method !== "HEAD")
          .map((method) => `${method} ${layer.path.replace(/:(\w+)/g, "{$1}")}`),
      );
    await sim.close();
    expect([...new Set(routes)].sort()).toEqual(documented);
  });
});
