/**
 * The portal's production HTTP server (decision 013): Express in front of the Remix build. Before
 * Remix sees a request it gets the security headers, the browser's address and a CSP nonce (both
 * handed to loaders as the load context), the cross-origin check, and the body limit.
 */
import { randomBytes } from "node:crypto";
import { type ServerBuild, createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import { health, readiness, reachable } from "@paygpa/runtime/health";
import type { StackIdentity } from "@paygpa/runtime/stack-identity";
import { type PinoLogger, serviceLogger } from "@paygpa/runtime/logging";
import express, { type NextFunction, type Request, type Response } from "express";
import type { getLoadContext } from "../app/load-context";
import { BodyTooLarge, readBodyWithin } from "./body-limit";
import { browserAddressOf } from "./browser-address";
import type { PortalServerConfig } from "./config";
import { requestLog, routeOfPath, routePatternsOf } from "./request-log";
import { comesFromThePortal, isSafeMethod } from "./same-origin";
import { routeHeadersReplaceServerOnes, webHeaders } from "./web-headers";

export function createPortalServer(
  build: ServerBuild,
  config: PortalServerConfig,
  logger: PinoLogger = serviceLogger("portal", { level: "silent", pretty: false }),
  /** This run's stack id and the peers to check, for `/health` and `/ready` (decision 037). */
  stack: StackIdentity | null = null,
): express.Express {
  const loadContextOf = loadContextBuilderOf(build);
  const app = express();
  app.disable("x-powered-by");
  const patterns = routePatternsOf(build.routes);
  app.use(requestLog(logger, (pathname) => routeOfPath(patterns, pathname)));
  // The probes (decision 023), before the origin check: the portal is ready when the BFF answers.
  app.get("/health", (_req, res) => {
    const answer = health(stack);
    res.set("Cache-Control", "no-store").status(answer.status).json(answer.body);
  });
  app.get("/ready", async (_req, res) => {
    const answer = await readiness(() => reachable("the BFF", config.bffUrl), undefined, stack);
    res.set("Cache-Control", "no-store").status(answer.status).json(answer.body);
  });

  app.use(securityHeaders(config));

  // Vite names every file under assets/ by its content hash: cache for a year. The rest (public/) briefly.
  app.use(
    "/assets",
    express.static(`${build.assetsBuildDirectory}/assets`, {
      immutable: true,
      maxAge: "1y",
      fallthrough: false,
    }),
  );
  // Every public file has an extension and no screen does: a screen's request is not looked for on
  // disk first (a failed stat on every page, decision 021).
  const publicFiles = express.static(build.assetsBuildDirectory, { maxAge: "1h" });
  app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));

  app.use(onlyFromThePortal(config));

  const handleWithRemix = createRequestHandler(build, process.env.NODE_ENV);
  app.all("*", async (req, res, next) => {
    try {
      const body = isSafeMethod(req.method) ? undefined : await readBodyWithin(req, config.bodyLimitBytes);
      // Built per request: its BFF client sends this browser's address and the request id of the
      // log line on every call the request makes.
      const context = loadContextOf({
        browserAddress: browserAddressOf(
          req.socket.remoteAddress,
          req.get("x-forwarded-for"),
          config.trustedProxies,
        ),
        cspNonce: res.locals.cspNonce,
        // The request id of the log line, sent to the BFF on every call this request makes (docs/qa-guide.md).
        correlationId: res.locals.requestId,
      });
      const response = await handleWithRemix(remixRequestOf(req, res, body, config.publicOrigin), context);
      await send(response, res);
    } catch (error) {
      next(error);
    }
  });

  app.use(answerFailures(logger));
  return app;
}

/** The security headers of every answer (`web-headers.ts`), with a fresh CSP nonce for Remix's scripts. */
function securityHeaders(config: PortalServerConfig) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const headers = webHeaders({
      nonce,
      gatewayPageOrigin: config.gatewayPageOrigin,
      isProduction: config.isProduction,
    });
    res.set(headers);
    routeHeadersReplaceServerOnes(res, headers);
    next();
  };
}

/** The origin check (`same-origin.ts`): anything but GET and HEAD must come from the portal's own pages, or gets 403. */
function onlyFromThePortal(config: PortalServerConfig) {
  return (req: Request, res: Response, next: NextFunction) => {
    const fromThePortal = comesFromThePortal(
      {
        method: req.method,
        fetchSite: req.get("sec-fetch-site"),
        origin: req.get("origin"),
        referer: req.get("referer"),
        host: req.get("host"),
      },
      config.publicOrigin,
    );
    if (fromThePortal) return next();
    res.status(403).type("text/plain").send("This request did not come from the PayGPA portal.");
  };
}

/** What a failed request answers: 413 for a body over the limit, 404 for a file not found, else 500 (logged). */
function answerFailures(logger: PinoLogger) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof BodyTooLarge) {
      // The rest of the body is not read: close the connection once the answer is out.
      res.set("Connection", "close").status(413).type("text/plain").send("The request is too large.");
      return;
    }
    if (statusOf(error) === 404) {
      res.status(404).type("text/plain").send("Not found.");
      return;
    }
    logger.error({ err: error, requestId: res.locals.requestId }, "unhandled error");
    res.status(500).type("text/plain").send("Something went wrong.");
  };
}

/**
 * The build's own `getLoadContext` (app/load-context.ts, re-exported by entry.server.tsx): the BFF
 * client it makes is the one the loaders' code and error classes belong to, not a second copy
 * bundled into this server.
 */
function loadContextBuilderOf(build: ServerBuild): typeof getLoadContext {
  const entry = build.entry.module as { getLoadContext?: typeof getLoadContext };
  if (typeof entry.getLoadContext !== "function") {
    throw new Error("The portal build's entry.server does not export getLoadContext (app/load-context.ts).");
  }
  return entry.getLoadContext;
}

/** The Fetch API request Remix reads, with the body already read within the limit. */
function remixRequestOf(req: Request, res: Response, body: Buffer | undefined, publicOrigin: string | null) {
  // The configured public URL when there is one: a Host header the browser (or a proxy) made up
  // never becomes the base of a redirect.
  const origin = publicOrigin ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
  const controller = new AbortController();
  // Loaders stop when the browser goes away before the answer is complete.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(new URL(req.originalUrl, origin), {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one): [string, string] => [
        name,
        one,
      ]),
    ),
    body: body && new Uint8Array(body),
    signal: controller.signal,
  });
}

async function send(response: globalThis.Response, res: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** The status an Express middleware (the static files) gave its error, if any. */
function statusOf(error: unknown): number | undefined {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
    ? error.status
    : undefined;
}
