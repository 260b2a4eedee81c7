import { defineConfig } from "vitest/config";

// The runner's own unit tests (`*.test.ts` beside it); the Playwright specs in tests/ are not vitest's.
export default defineConfig({ test: { include: ["*.test.ts"] } });
