/** `ccb-simulator/.env.example` is what `npm run env-example` makes of the billing simulator's variables (`src/env-variables.ts`). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderEnvExample, variablesReadIn } from "@paygpa/runtime/env-example";
import { describe, expect, it } from "vitest";
import { CCB_ENV_EXAMPLE, CCB_OWN_ENV } from "../src/env-variables";

const ROOT = join(import.meta.dirname, "..");

describe("the billing simulator's .env.example", () => {
  it("is up to date with the variables the configuration reads (else: npm run env-example)", () => {
    expect(readFileSync(join(ROOT, ".env.example"), "utf8")).toBe(renderEnvExample(CCB_ENV_EXAMPLE));
  });

  it("lists every PAYGPA_* variable the configuration reads, and no other of its own", () => {
    const read = variablesReadIn(readFileSync(join(ROOT, "src/config.ts"), "utf8"));
    expect(read.filter((name) => !(name in CCB_ENV_EXAMPLE.variables))).toEqual([]);
    expect(Object.keys(CCB_OWN_ENV).filter((name) => !read.includes(name))).toEqual([]);
  });
});
