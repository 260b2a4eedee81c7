/**
 * Finds an external system's wire names in source text, for the rooms tests that keep each
 * system's wire inside its adapter (`integrations/<system>/`): give it the system's list of names
 * (`*` at the end of a name: every name it begins) and a folder, or a text directly.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export interface WireNameHit {
  file: string;
  line: number;
  name: string;
}

/** One pattern for a list: each name whole (no letter, digit or `_` either side), case-sensitive. */
function patternOf(names: readonly string[]): RegExp {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const alternatives = names.map((name) =>
    name.endsWith("*") ? `${escaped(name.slice(0, -1))}[A-Za-z0-9_]*` : escaped(name),
  );
  return new RegExp(`(?<![A-Za-z0-9_$])(?:${alternatives.join("|")})(?![A-Za-z0-9_$])`, "g");
}

/** Every wire name of `names` in one text, with its line. */
export function wireNamesIn(text: string, names: readonly string[], file = "(text)"): WireNameHit[] {
  const pattern = patternOf(names);
  return text
    .split("\n")
    .flatMap((line, index) =>
      [...line.matchAll(pattern)].map((match) => ({ file, line: index + 1, name: match[0] })),
    );
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Every wire name of `names` in the TypeScript files under `folder` (tests included), by path from `root`. */
export function wireNamesUnder(folder: string, names: readonly string[], root = folder): WireNameHit[] {
  return tsFiles(folder).flatMap((file) =>
    wireNamesIn(readFileSync(file, "utf8"), names, relative(root, file).split(sep).join("/")),
  );
}
