/**
 * The development defaults a demo or test start falls back on (published in this repository, so a
 * production start refuses them: `secrets.ts` knows them by fingerprint). The demo gateway keys are
 * fixture data and stay in `@paygpa/fixtures` (`GATEWAY_DEMO_KEYS`). Imported as
 * `@paygpa/runtime/demo-secrets` by the demo side of the BFF, the portal and the billing simulator.
 */

/** The BFF's and the portal's `PAYGPA_PORTAL_KEY` outside production. */
export const DEV_PORTAL_KEY = "paygpa-dev-portal-key-not-for-production";
/** The portal's cookie-signing secret outside production. */
export const DEV_SESSION_SECRET = "paygpa-dev-session-secret-not-for-production";
/** The control token in-process tests use: accepted only in test mode, on loopback. */
export const TEST_CONTROL_TOKEN = "paygpa-test-control-token-not-for-production";
/** The key the BFF signs bill-presentment links with and billing's presentment side checks, outside production. */
export const DEV_BILL_LINK_SECRET = "paygpa-dev-bill-link-secret-not-for-production";

/** The development defaults a production start must refuse (the test control token is refused elsewhere). */
export const DEV_DEFAULT_SECRETS: readonly string[] = Object.freeze([
  DEV_PORTAL_KEY,
  DEV_SESSION_SECRET,
  DEV_BILL_LINK_SECRET,
]);
