/** `portal/.env.example` is what `npm run env-example` makes of the portal's variables (`env-variables.ts`). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderEnvExample, variablesReadIn } from "@paygpa/runtime/env-example";
import { describe, expect, it } from "vitest";
import { PORTAL_ENV_EXAMPLE, PORTAL_OWN_ENV } from "./env-variables";

const ROOT = join(import.meta.dirname, "..", "..");
const READERS = ["app/lib/env.server.ts", "server/config.ts"];

describe("the portal's .env.example", () => {
  it("is up to date with the variables the configuration reads (else: npm run env-example)", () => {
    expect(readFileSync(join(ROOT, ".env.example"), "utf8")).toBe(renderEnvExample(PORTAL_ENV_EXAMPLE));
  });

  it("lists every PAYGPA_* variable the configuration reads, and no other of its own", () => {
    const read = variablesReadIn(READERS.map((file) => readFileSync(join(ROOT, file), "utf8")).join("\n"));
    expect(read.filter((name) => !(name in PORTAL_ENV_EXAMPLE.variables))).toEqual([]);
    expect(Object.keys(PORTAL_OWN_ENV).filter((name) => !read.includes(name))).toEqual([]);
  });
});
