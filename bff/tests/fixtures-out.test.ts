/**
 * Fixtures stay out of production code (decision 015): only the demo and control modules (`src/demo/`,
 * `src/control/`, loaded outside production) and the demo's reset command (`src/cli/demo-reset.ts`,
 * never loaded by the server) import `@paygpa/fixtures`. What production keeps of the fixtures' world (the security
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

const PACKAGE = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The source files, relative to src/, that name `module` (any of its subpaths) in a string. */
function importersOf(module: string): string[] {
  const named = new RegExp(`["']${module.replace("/", "\\/")}(/[^"']*)?["']`);
  return sourceFiles(SRC)
    .filter((file) => named.test(readFileSync(file, "utf8")))
    .map((file) => relative(SRC, file).split("\\").join("/"));
}

/** The code production never loads: the demo's data, the control routes, the demo's reset command. */
const outsideProduction = (file: string) =>
  file.startsWith("demo/") || file.startsWith("control/") || file === "cli/demo-reset.ts";

describe("production code does not load the fixtures", () => {
  it("no source file outside src/demo/, src/control/ and the demo's reset command imports @paygpa/fixtures", () => {
    expect(importersOf("@paygpa/fixtures").filter((file) => !outsideProduction(file))).toEqual([]);
  });

  it("nor the simulator kit, which only the demo and control modules drive", () => {
    expect(importersOf("@paygpa/simulator-kit").filter((file) => !outsideProduction(file))).toEqual([]);
  });

  it("lists the fixtures, the kit and faker as nothing production installs", () => {
    expect(PACKAGE.devDependencies).toHaveProperty(["@paygpa/fixtures"]);
    expect(PACKAGE.devDependencies).toHaveProperty(["@paygpa/simulator-kit"]);
    for (const name of ["@paygpa/fixtures", "@paygpa/simulator-kit", "@faker-js/faker"])
      expect(Object.keys(PACKAGE.dependencies)).not.toContain(name);
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
    const published = [...DEV_DEFAULT_SECRETS, ...GATEWAY_DEMO_KEYS];
    expect(new Set(published.map(secretFingerprint))).toEqual(PUBLISHED_SECRET_FINGERPRINTS);
  });
});
