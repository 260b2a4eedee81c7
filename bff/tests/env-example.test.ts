/** `bff/.env.example` is what `npm run env-example` makes of the BFF's variables (`src/platform/env-variables.ts`). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderEnvExample, variablesReadIn } from "@paygpa/runtime/env-example";
import { describe, expect, it } from "vitest";
import { BFF_ENV_EXAMPLE, BFF_OWN_ENV } from "../src/platform/env-variables";

const ROOT = join(import.meta.dirname, "..");
const READERS = [
  "src/platform/config.ts",
  "src/platform/ccb-credentials.ts",
  "src/platform/payments.config.ts",
  "src/platform/mail/mail.config.ts",
];

describe("the BFF's .env.example", () => {
  it("is up to date with the variables the configuration reads (else: npm run env-example)", () => {
    expect(readFileSync(join(ROOT, ".env.example"), "utf8")).toBe(renderEnvExample(BFF_ENV_EXAMPLE));
  });

  it("lists every PAYGPA_* variable the configuration reads, and no other of its own", () => {
    const read = variablesReadIn(READERS.map((file) => readFileSync(join(ROOT, file), "utf8")).join("\n"));
    expect(read.filter((name) => !(name in BFF_ENV_EXAMPLE.variables))).toEqual([]);
    expect(Object.keys(BFF_OWN_ENV).filter((name) => !read.includes(name))).toEqual([]);
  });
});
