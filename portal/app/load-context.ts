/**
 * What every loader and action gets besides the request: `getLoadContext` builds it once per browser
 * request, from what the portal server (`server/app.ts`) read of that request, or under
 * `remix vite:dev` from build-tools/dev-load-context.ts. The server reaches it through the build's
 * entry module (entry.server.tsx re-exports it), so the client and its error classes are the build's own.
 */
import type { AppLoadContext } from "@remix-run/node";
import { type CallsOfRequest, type PortalBff, bffForRequest } from "./lib/bff.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The BFF client of this request: every call carries its correlation id and browser address. */
    bff: PortalBff;
    /** The browser's address for the BFF's rate limits (decision 013); null when unknown. */
    browserAddress: string | null;
    /** This response's Content-Security-Policy nonce, for the scripts the page renders. */
    cspNonce?: string | undefined;
    /** This request's correlation id, sent to the BFF as X-Correlation-Id (docs/qa-guide.md). */
    correlationId?: string | undefined;
  }
}

/** What the portal server read of one browser request. */
export interface PortalRequest extends CallsOfRequest {
  cspNonce?: string | undefined;
}

export function getLoadContext(request: PortalRequest): AppLoadContext {
  return { ...request, bff: bffForRequest(request) };
}
