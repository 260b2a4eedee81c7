/**
 * The portal's one client of the BFF, built for each browser request by the load context
 * (`getLoadContext`, app/load-context.ts) as `context.bff`: loaders and actions have no other.
 * Every call made through it forwards this request's correlation id (`X-Correlation-Id`, so the
 * BFF's log and timeline join the portal's request line) and the browser's address
 * (`X-Forwarded-For`, the BFF's per-address rate limits: decision 013).
 *
 * Its routes are called by name on the contract's route table (`callRoute`, bff-route.server.ts;
 * decision 017): the name picks the method, path, input type and answer schema, so no path or schema
 * is typed in the portal. Answers are checked against the table's schemas; failures become typed errors.
 */
import { callBff } from "./bff-call.server";
import { browserOfCalls, correlationOfCalls } from "./calls-scope.server";
import { consoleCalls } from "./bff-console.server";
import { mailOutbox } from "./bff-demo.server";
import { callRoute, streamRoute } from "./bff-route.server";
import { announcementImageResponse, callUpload } from "./bff-upload.server";

export { BffError, BffForbidden, BffUnauthorized, BffUnavailable } from "./bff-call.server";

/** Who a request's BFF calls are made for: the portal server's reading of the browser's request. */
export interface CallsOfRequest {
  /** The request id of the portal's log line, sent as X-Correlation-Id; none under `remix vite:dev`. */
  correlationId?: string | undefined;
  /** The browser's address for the BFF's rate limits (decision 013); null when unknown. */
  browserAddress: string | null;
}

/** The BFF client of one request, `context.bff`. */
export interface PortalBff {
  /** A contract route by name (decision 017). */
  call: typeof callRoute;
  /** A contract route whose answer is passed on as a stream (the report's CSV export). */
  stream: typeof streamRoute;
  /** A multipart contract route (spec 000 §7 uploads). */
  upload: typeof callUpload;
  /** A multipart form the table's upload shape does not fit (the arrangement's signed PDF). */
  send: typeof callBff;
  /** A stored announcement image's bytes, as the BFF sent them. */
  announcementImage: typeof announcementImageResponse;
  /** The demo mail viewer's read of the BFF's outbox. */
  mailOutbox: typeof mailOutbox;
  /** The control console's calls (demo and test modes only). */
  control: typeof consoleCalls;
}

/** Builds `context.bff` for one browser request: every call runs with that request's id and address. */
export function bffForRequest(request: CallsOfRequest): PortalBff {
  const inRequest = <F extends (...args: never[]) => unknown>(call: F): F =>
    ((...args: Parameters<F>) =>
      correlationOfCalls.run(request.correlationId, () =>
        browserOfCalls.run(request.browserAddress, () => call(...args)),
      )) as F;
  // Made per request (the load context's client): the demo console's calls only when a page asks for them.
  let control: typeof consoleCalls | undefined;
  return {
    call: inRequest(callRoute),
    stream: inRequest(streamRoute),
    upload: inRequest(callUpload),
    send: inRequest(callBff),
    announcementImage: inRequest(announcementImageResponse),
    mailOutbox: inRequest(mailOutbox),
    get control() {
      control ??= Object.fromEntries(
        Object.entries(consoleCalls).map(([name, call]) => [name, inRequest(call)]),
      ) as typeof consoleCalls;
      return control;
    },
  };
}
