/**
 * The demo's data: the defaults of a demo or test start and the seeds (the fixture admins,
 * announcements and pop-ups, the reports' history of payments). With `src/control/` the only part of
 * the BFF that reads `@paygpa/fixtures`. Production never loads it (`createApp` and
 * `configFromEnvironment` import it dynamically outside production; `tests/fixtures-out.test.ts`
 * checks that nothing else imports the fixtures).
 */
export { DEV_PORTAL_KEY, demoConfig, demoDefaults } from "./demo-defaults";
export { seedDemoData } from "./seed-demo";
export { seedHistoricalPayments } from "./seed-historical-payments";
