/** `gateway-simulator/.env.example` is what `npm run env-example` makes of the gateway simulator's variables (`src/env-variables.ts`). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderEnvExample, variablesReadIn } from "@paygpa/runtime/env-example";
import { describe, expect, it } from "vitest";
import { GATEWAY_ENV_EXAMPLE, GATEWAY_OWN_ENV } from "../src/env-variables";

const ROOT = join(import.meta.dirname, "..");

describe("the gateway simulator's .env.example", () => {
  it("is up to date with the variables the configuration reads (else: npm run env-example)", () => {
    expect(readFileSync(join(ROOT, ".env.example"), "utf8")).toBe(renderEnvExample(GATEWAY_ENV_EXAMPLE));
  });

  it("lists every PAYGPA_* variable the configuration reads, and no other of its own", () => {
    const read = variablesReadIn(readFileSync(join(ROOT, "src/config.ts"), "utf8"));
    expect(read.filter((name) => !(name in GATEWAY_ENV_EXAMPLE.variables))).toEqual([]);
    expect(Object.keys(GATEWAY_OWN_ENV).filter((name) => !read.includes(name))).toEqual([]);
  });
});
