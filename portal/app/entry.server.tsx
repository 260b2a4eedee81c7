import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./lib/nonce-provider";
import { log, reasonOf } from "./lib/log.server";

/** The server builds each request's load context with the build's own code (app/load-context.ts). */
export { getLoadContext } from "./load-context";

/**
 * How long streamed loader promises (the dashboard's account lines) may stay pending. Longer than one
 * BFF call's timeout (PAYGPA_BFF_TIMEOUT_MS, 25 s by default), so a slow account ends as an error row
 * rather than a cut stream.
 */
export const streamTimeout = 30_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Bots and SPA mode get the whole page at once; browsers get the shell first, then the streamed parts.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  // The portal server's CSP nonce: Remix's scripts, its streamed data and React's own inline scripts carry it.
  const nonce = loadContext.cspNonce ?? "";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Give React a little longer than the loader streams to flush their rejections. The timer holds the
    // whole render (its tree, its stream, the page's data): it is cleared once the render is done, or a
    // busy server kept every page of the last 31 s alive (RSS 578 MB after the bench's load).
    let abortTimer: NodeJS.Timeout | undefined;
    const page = (
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce || undefined} />
      </NonceProvider>
    );
    const answer = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: nonce || undefined,
      onShellReady() {
        if (!waitForAll) answer();
      },
      onAllReady() {
        clearTimeout(abortTimer);
        if (waitForAll) answer();
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell rendered are logged by Remix itself.
        if (shellRendered) log.error("render failed", { reason: reasonOf(error) });
      },
    });

    abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Errors of loaders, actions and rendering, in the log format instead of Remix's `console.error`;
 * a request the browser gave up on is not an error.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  log.error("request failed", {
    reason: reasonOf(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
}
