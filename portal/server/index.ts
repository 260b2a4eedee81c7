/**
 * Starts the portal: `npm start` (after `npm run build`, which also bundles this file into
 * `dist/server.mjs`). Settings in `config.ts` and the README.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serviceLogger } from "@paygpa/runtime/logging";
import type { ServerBuild } from "@remix-run/node";
import { createPortalServer } from "./app";
import { readPortalServerConfig } from "./config";
import { installRouteMatchCache } from "./route-matching";

process.env.NODE_ENV ??= "production";
// No `installGlobals`: Node 20's own fetch, Request, Response, Headers, FormData and File are what
// single fetch needs. `installGlobals({ nativeFetch: true })` replaced them with the npm copy of
// undici, which the profile showed at 10.8 % of the home page's busy time (decision 021).

installRouteMatchCache();

const config = readPortalServerConfig(process.env);
const buildPath = resolve(import.meta.dirname, "../build/server/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

const logger = serviceLogger("portal");
const app = createPortalServer(build, config, logger);
const onListen = () =>
  logger.info(
    { port: config.port },
    `portal listening on http://${config.host ?? "localhost"}:${config.port}`,
  );
const server = config.host
  ? app.listen(config.port, config.host, onListen)
  : app.listen(config.port, onListen);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
