/**
 * The portal's client of the BFF: one generic call, `call(name, input, { token })`, on the
 * contract's route table (`callRoute`, bff-route.server.ts; decision 017). The route's name picks its
 * method, path, input type and answer schema, so no path or schema is typed in the portal and no
 * per-route method is written by hand. Answers are checked against the table's schemas; failures
 * become typed errors.
 */
import type { AppLoadContext } from "@remix-run/node";
import { browserOfCalls, correlationOfCalls } from "./bff-call.server";
import { mailOutbox } from "./bff-demo.server";
import { callRoute, streamRoute } from "./bff-route.server";

export { BffError, BffForbidden, BffUnauthorized, BffUnavailable } from "./bff-call.server";

/** For calls that serve no browser's rate limit (sessions, payments, the dashboard). */
export const bff = { call: callRoute, stream: streamRoute, mailOutbox };

/**
 * The BFF client for one browser's request: every call made through it forwards the browser's
 * address (the portal server puts it in the load context: decision 013) as `X-Forwarded-For`, so
 * that the BFF's per-address rate limits count that browser, not the portal. Loaders and actions
 * use `bffFor(context)`.
 */
export function bffFor(context: AppLoadContext): typeof bff {
  const address = context.browserAddress ?? null;
  const inRequest = <T>(call: () => T): T =>
    correlationOfCalls.run(context.correlationId, () => browserOfCalls.run(address, call));
  return {
    call: ((name, input, options) => inRequest(() => callRoute(name, input, options))) as typeof callRoute,
    stream: ((name, input, options) =>
      inRequest(() => streamRoute(name, input, options))) as typeof streamRoute,
    mailOutbox: (filter) => inRequest(() => mailOutbox(filter)),
  };
}
