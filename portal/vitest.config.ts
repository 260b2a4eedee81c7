import { defineConfig } from "vitest/config";

// Unit tests of pure helpers only: no Remix plugin here (it would try to build the app).
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "build-tools/**/*.test.ts"],
    environment: "node",
    // Tests said no PAYGPA_MODE before it failed closed (unset is production, `@paygpa/runtime/mode`);
    // they ran as a demo start, and still do. Tests that need another mode set their own.
    env: { PAYGPA_MODE: "demo" },
  },
});
