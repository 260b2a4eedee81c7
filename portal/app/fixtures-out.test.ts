/**
 * The portal loads no fixture: the fixtures are seed data for demos and tests, not production code.
 * The control console's personas come from the BFF's control API (`GET /__control/personas`), and
 * only tests read `@paygpa/fixtures`, which is why it is a devDependency and nothing production installs.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const PORTAL = join(import.meta.dirname, "..");

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    const source = /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name);
    const test = /\.test\.(ts|tsx)$/.test(entry.name);
    return source && !test ? [path] : [];
  });
}

const NAMES_FIXTURES = /["']@paygpa\/fixtures(\/[^"']*)?["']/;

describe("the portal's production code does not load the fixtures", () => {
  it("no file under app/ or server/ but a test imports @paygpa/fixtures, by any subpath", () => {
    const importers = ["app", "server"]
      .flatMap((folder) => productionFiles(join(PORTAL, folder)))
      .filter((file) => NAMES_FIXTURES.test(readFileSync(file, "utf8")))
      .map((file) => relative(PORTAL, file).split("\\").join("/"));
    expect(importers).toEqual([]);
  });

  it("lists @paygpa/fixtures under devDependencies only", () => {
    const manifest = JSON.parse(readFileSync(join(PORTAL, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    expect(Object.keys(manifest.devDependencies ?? {})).toContain("@paygpa/fixtures");
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain("@paygpa/fixtures");
  });
});
