import { defineConfig } from "vitest/config";

export default defineConfig({
  // Tests start real servers; under CI load on 2 cores the default 5 s per test is too tight.
  // Tests said no PAYGPA_MODE before it failed closed (unset is production, `@paygpa/runtime/mode`);
  // they ran as a demo start, and still do. Tests that need another mode set their own.
  test: { testTimeout: 20_000, hookTimeout: 20_000, env: { PAYGPA_MODE: "demo" } },
});
