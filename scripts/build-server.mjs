#!/usr/bin/env node
/**
 * `node ../scripts/build-server.mjs ENTRY [OUTFILE]`, run from a workspace: bundles a server entry
 * into one JavaScript file (`dist/server.mjs` by default) so that `npm start` runs node, not a
 * TypeScript loader (decision 023). The workspace packages (`@paygpa/*`, TypeScript sources by
 * decision 001) and the workspace's own code are bundled; npm packages stay external and load from
 * node_modules as they are (native drivers, wasm files, CommonJS). Source maps on, so stack traces
 * name the TypeScript lines.
 */
import { build } from "esbuild";

const [entry, outfile = "dist/server.mjs"] = process.argv.slice(2);
if (!entry) {
  console.error("usage: build-server.mjs ENTRY [OUTFILE]");
  process.exit(2);
}

/** npm packages stay external; relative files, `node:` built-ins and `@paygpa/*` are bundled. */
const npmPackagesExternal = {
  name: "npm-packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@paygpa/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: "warning",
});
