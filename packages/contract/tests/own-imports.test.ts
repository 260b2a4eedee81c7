/**
 * The contract is pure data the portal bundles and the BFF mounts (decision 017): its sources import
 * valibot and one another, nothing else (no server, no Node module, no other package).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "src");

const sources = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter(
  (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
);

/** Every module a source names: static imports, re-exports and dynamic imports. */
function specifiersOf(name: string): string[] {
  const text = readFileSync(join(SRC, name), "utf8");
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)"([^"]+)"/gm)].map(
    (match) => match[1] as string,
  );
}

describe("the contract's imports", () => {
  it("finds the contract's sources and their imports", () => {
    expect(sources).toContain("routes.ts");
    expect(specifiersOf("routes.ts")).toContain("valibot");
    expect(specifiersOf("routes.ts")).toContain("./payments");
  });

  it("imports nothing but valibot and its own modules", () => {
    const outside = sources.flatMap((name) =>
      specifiersOf(name)
        .filter((specifier) => specifier !== "valibot" && !/^\.\/[\w-]+$/.test(specifier))
        .map((specifier) => `${name} -> ${specifier}`),
    );
    expect(outside).toEqual([]);
  });
});
