import { defineConfig } from "vitest/config";

export default defineConfig({
  // Tests start real servers; under CI load on 2 cores the default 5 s per test is too tight.
  test: { testTimeout: 20_000, hookTimeout: 20_000 },
});
