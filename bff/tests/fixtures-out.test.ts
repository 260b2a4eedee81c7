/**
 * Fixtures stay out of production code (decision 015): only the demo module (`src/demo/`, loaded outside
 * production) imports `@paygpa/fixtures`. What production keeps of the fixtures' world (the security
 * questions, the fingerprints of the published secrets) is checked here to stay equal to them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { SECURITY_QUESTIONS as billingSecurityQuestions, GATEWAY_DEMO_KEYS } from "@paygpa/fixtures";
import { DEV_DEFAULT_SECRETS } from "@paygpa/runtime/demo-secrets";
import { PUBLISHED_SECRET_FINGERPRINTS, secretFingerprint } from "@paygpa/runtime/secrets";
import { describe, expect, it } from "vitest";
import { SECURITY_QUESTIONS } from "../src/features/sign-up/security-questions";

const SRC = join(import.meta.dirname, "..", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("production code does not load the fixtures", () => {
  it("no source file outside src/demo/ imports @paygpa/fixtures", () => {
    const importers = sourceFiles(SRC)
      .filter((file) => /["']@paygpa\/fixtures(\/[^"']*)?["']/.test(readFileSync(file, "utf8")))
      .map((file) => relative(SRC, file).split("\\").join("/"));
    // The log format, probes, control access and secret checks are `@paygpa/runtime`, not fixtures.
    expect(importers.filter((file) => !file.startsWith("demo/"))).toEqual([]);
  });

  it("the demo module is loaded only by a dynamic import", () => {
    const staticImporters = sourceFiles(SRC)
      .filter((file) => !relative(SRC, file).startsWith("demo"))
      .filter((file) =>
        /^import [^(]*from ["'](\.\.?\/)+demo(\/[^"']*)?["']/m.test(readFileSync(file, "utf8")),
      );
    expect(staticImporters).toEqual([]);
  });

  it("offers the security questions billing knows", () => {
    expect(SECURITY_QUESTIONS).toEqual(billingSecurityQuestions);
  });

  it("recognises every published demo secret by its fingerprint", () => {
    const published = [...DEV_DEFAULT_SECRETS, ...GATEWAY_DEMO_KEYS];
    expect(new Set(published.map(secretFingerprint))).toEqual(PUBLISHED_SECRET_FINGERPRINTS);
  });
});
