import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import type { getLoadContext } from "../app/load-context";

/**
 * `remix vite:dev` serves pages without the portal server (decision 013), so nothing there builds
 * the load context: this plugin has the dev server build it with the app's own `getLoadContext`,
 * loaded through Vite like the loaders (one copy of the BFF client and its error classes). No
 * browser address is known there; each request gets a fresh correlation id.
 */
export function devLoadContext(): Plugin {
  return {
    name: "paygpa-dev-load-context",
    apply: "serve",
    configureServer(server) {
      // Remix's Vite plugin asks this hook for each request's context (the hook its Cloudflare proxy uses).
      const remixPlugin = createRequire(import.meta.url)("@remix-run/dev/dist/vite/plugin.js") as {
        setRemixDevLoadContext: (make: () => Promise<unknown>) => void;
      };
      remixPlugin.setRemixDevLoadContext(async () => {
        const build = (await server.ssrLoadModule("virtual:remix/server-build")) as {
          entry: { module: { getLoadContext: typeof getLoadContext } };
        };
        return build.entry.module.getLoadContext({ browserAddress: null, correlationId: randomUUID() });
      });
    },
  };
}
