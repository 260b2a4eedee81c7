/**
 * Starts the portal: `npm start` (after `npm run build`, which also bundles this file into
 * `dist/server.mjs`). Settings in `config.ts` and the README.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serviceLogger } from "@paygpa/runtime/logging";
import { type ServerBuild, installGlobals } from "@remix-run/node";
import { createPortalServer } from "./app";
import { readPortalServerConfig } from "./config";

process.env.NODE_ENV ??= "production";
installGlobals({ nativeFetch: true });

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
