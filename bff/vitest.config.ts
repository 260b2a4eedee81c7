import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * On PostgreSQL (`npm run test:postgres`) every app's migrations wait for one cluster-wide lock
 * (`withMigrator`, decision 019), so a test that migrates can wait behind the other worker's apps:
 * a CI run saw three migration tests wait past 20 s that take 1–2 s alone. Waiting is not failing.
 */
const onPostgres = Boolean(process.env.PAYGPA_TEST_DATABASE_URL?.trim());
const limitMs = onPostgres ? 90_000 : 20_000;

/**
 * Two test files at a time at least (decision 049). vitest's default is one worker fewer than the
 * cores: one on CI's two, so the files ran one after another and a core sat idle whenever a test
 * waited on its servers' sockets and timers. The whole suite, back to back here: 296 s on one
 * worker, 243 s on two (a tenth of it: 93 s on one, 68 s on two, 93 s on three). The PostgreSQL
 * run sets its own.
 */
const workers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  // Tests start real servers; under CI load on 2 cores the default 5 s per test is too tight.
  // Tests said no PAYGPA_MODE before it failed closed (unset is production, `@paygpa/runtime/mode`);
  // they ran as a demo start, and still do. Tests that need another mode set their own.
  test: {
    testTimeout: limitMs,
    hookTimeout: limitMs,
    env: { PAYGPA_MODE: "demo" },
    maxWorkers: workers,
  },
});
