/**
 * The browser request that the current BFF calls serve: its address (for the BFF's rate limits) and
 * its correlation id (for the logs of all four services), set once per request by `bffForRequest`
 * and read by the BFF calls and by the portal's log. Apart from both so that neither imports the other.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** The address of the browser whose request the current BFF calls serve (see `bffForRequest`). */
export const browserOfCalls = new AsyncLocalStorage<string | null>();
/** The correlation id of the browser's request the current BFF calls serve (see `bffForRequest`). */
export const correlationOfCalls = new AsyncLocalStorage<string | undefined>();
