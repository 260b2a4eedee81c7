/**
 * The demo and test module: the only part of the BFF that reads `@paygpa/fixtures`. Production
 * never loads it (`createApp` and `configFromEnvironment` import it dynamically outside production;
 * `tests/fixtures-out.test.ts` checks that nothing else imports the fixtures). The control guard it
 * re-exports is runtime code (`@paygpa/runtime/control-access`), mounted only where control routes are.
 */
export { controlGuard } from "@paygpa/runtime/control-access";
export { controlRoutes } from "./control.routes";
export { DEV_PORTAL_KEY, demoConfig, demoDefaults, testConfig } from "./demo-defaults";
export { seedDemoData } from "./seed-demo";
export { emptyAllTables } from "./demo.repository";
export { BffEventJournal } from "./event-journal";
export { openTestDatabase, testDatabaseEnv, testPostgresUrl } from "./test-database";
export { seedHistoricalPayments } from "./seed-historical-payments";
export { classroomScope, traineesRoutes } from "./trainees.routes";
