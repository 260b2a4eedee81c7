/**
 * The BFF's rooms (decision 015): another room reaches a feature only through its `index.ts`. (The
 * contract is a package of its own, `packages/contract`, whose own test keeps it free of the server.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Each relative import of a source file, as a path under src/ (`features/auth/guards`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/from "(\.{1,2}\/[^"]+)"/g)].map((match) =>
    relative(SRC, normalize(join(dirname(file), match[1] as string)))
      .split(sep)
      .join("/"),
  );
}

const roomOf = (path: string) => {
  const [top, feature] = path.split("/");
  return top === "features" ? `features/${feature}` : top;
};

describe("the BFF's rooms", () => {
  it("another room imports a feature only from its index.ts (table types aside)", () => {
    const deepImports = sourceFiles(SRC).flatMap((file) => {
      const from = relative(SRC, file).split(sep).join("/");
      return importsOf(file)
        .filter((target) => target.startsWith("features/") && roomOf(target) !== roomOf(from))
        .filter((target) => target.split("/").length > 2 && !target.endsWith(".table"))
        .map((target) => `${from} -> ${target}`);
    });
    expect(deepImports).toEqual([]);
  });
});
