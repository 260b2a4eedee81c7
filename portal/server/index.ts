/**
 * Starts the portal: `npm start` (after `npm run build`, which also bundles this file into
 * `dist/server.mjs`). Settings in `config.ts` and the README.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serviceLogger } from "@paygpa/runtime/logging";
import { withPortBase } from "@paygpa/runtime/stack-addresses";
import { refuseForeignPeers, stackIdentity } from "@paygpa/runtime/stack-identity";
import type { ServerBuild } from "@remix-run/node";
import { createPortalServer } from "./app";
import { readPortalServerConfig } from "./config";
import { installRouteMatchCache } from "./route-matching";

process.env.NODE_ENV ??= "production";
// No `installGlobals`: Node 20's own fetch, Request, Response, Headers, FormData and File are what
// single fetch needs. `installGlobals({ nativeFetch: true })` replaced them with the npm copy of
// undici, which the profile showed at 10.8 % of the home page's busy time (decision 021).

installRouteMatchCache();

// The address plan (decision 037): PAYGPA_PORT_BASE moves the port, the BFF and the gateway. Set in
// process.env, before the build is loaded, since the build's own settings read it there. The
// portal's own public origin stays as given (unset: the Host the browser used).
const ownOrigin = process.env.PAYGPA_PORTAL_URL;
Object.assign(process.env, withPortBase(process.env, "portal"));
if (ownOrigin === undefined) delete process.env.PAYGPA_PORTAL_URL;

const config = readPortalServerConfig(process.env);
const stack = stackIdentity(process.env, [
  { name: "BFF", variable: "PAYGPA_BFF_URL", url: config.bffUrl },
  {
    name: "gateway simulator",
    variable: process.env.PAYGPA_GATEWAY_PAGE_ORIGIN ? "PAYGPA_GATEWAY_PAGE_ORIGIN" : "PAYGPA_GATEWAY_URL",
    url: config.gatewayPageOrigin,
  },
]);
const logger = serviceLogger("portal");
try {
  await refuseForeignPeers("portal", stack);
} catch (error) {
  logger.error((error as Error).message);
  process.exit(1);
}
const buildPath = resolve(import.meta.dirname, "../build/server/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

const app = createPortalServer(build, config, logger, stack);
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
