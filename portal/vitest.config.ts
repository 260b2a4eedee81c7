import { defineConfig } from "vitest/config";

// Unit tests of pure helpers only: no Remix plugin here (it would try to build the app).
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "build-tools/**/*.test.ts"],
    environment: "node",
  },
});
