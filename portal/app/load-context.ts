/**
 * What the portal server (`server/app.ts`) hands every loader and action besides the request.
 * Under `remix vite:dev` there is no such server: both are then missing.
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The browser's address for the BFF's rate limits (decision 013); null when unknown. */
    browserAddress?: string | null;
    /** This response's Content-Security-Policy nonce, for the scripts the page renders. */
    cspNonce?: string;
    /** This request's correlation id, sent to the BFF as X-Correlation-Id (docs/qa-guide.md). */
    correlationId?: string;
  }
}

export {};
