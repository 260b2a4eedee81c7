/**
 * Fixtures stay out of production code (issue 9): only the demo and control modules (`src/demo/`,
 * `src/control/`, loaded outside production) and the demo's reset command (`src/cli/demo-reset.ts`,
 * never loaded by the server) import `@paygpa/fixtures`. What production keeps of the fixtures' world (the security
 * questions, the fingerprints of the published secrets) is checked here to stay equal to them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { SECURITY_QUESTIONS as billingSecurityQuestions } from "@paygpa/fixtures";
import { KNOWN_DEMO_SECRETS } from "@paygpa/fixtures/demo-secrets";
import { describe, expect, it } from "vitest";
import { SECURITY_QUESTIONS } from "../src/features/sign-up/security-questions";
import { PUBLISHED_SECRET_FINGERPRINTS, secretFingerprint } from "../src/platform/secrets";

const SRC = join(import.meta.dirname, "..", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("production code does not load the fixtures", () => {
  it("no source file outside src/demo/ and src/control/ imports @paygpa/fixtures", () => {
    const importers = sourceFiles(SRC)
      .filter((file) => /["']@paygpa\/fixtures(\/[^"']*)?["']/.test(readFileSync(file, "utf8")))
      .map((file) => relative(SRC, file).split("\\").join("/"));
    const imports = (file: string) =>
      readFileSync(file, "utf8").match(/["']@paygpa\/fixtures(\/[^"']*)?["']/g) ?? [];
    // The shared log format and probes are not fixture data: every service imports them.
    const sharedModules = new Set(['"@paygpa/fixtures/logging"', '"@paygpa/fixtures/health"']);
    const fixtureImporters = importers.filter((file) =>
      imports(join(SRC, file)).some((module) => !sharedModules.has(module)),
    );
    const outsideProduction = (file: string) =>
      file.startsWith("demo/") || file.startsWith("control/") || file === "cli/demo-reset.ts";
    expect(fixtureImporters.filter((file) => !outsideProduction(file))).toEqual([]);
  });

  for (const module of ["demo", "control"]) {
    it(`the ${module} module is loaded only by a dynamic import`, () => {
      const staticImport = new RegExp(`^import [^(]*from ["'](\\.\\.?\\/)+${module}(\\/[^"']*)?["']`, "m");
      const staticImporters = sourceFiles(SRC)
        .filter((file) => !relative(SRC, file).startsWith(module))
        .filter((file) => staticImport.test(readFileSync(file, "utf8")));
      expect(staticImporters).toEqual([]);
    });
  }

  it("offers the security questions billing knows", () => {
    expect(SECURITY_QUESTIONS).toEqual(billingSecurityQuestions);
  });

  it("recognises every published demo secret by its fingerprint", () => {
    expect(new Set(KNOWN_DEMO_SECRETS.map(secretFingerprint))).toEqual(PUBLISHED_SECRET_FINGERPRINTS);
  });
});
