/**
 * The paths the root README's "Where a change goes" table names, and whether the tree has them. A
 * path may hold placeholders (`bff/src/features/<feature>/*.handlers.ts`): `<name>` stands for any
 * one name and `*` for any run of characters within a name, and at least one real path must fit.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The backticked paths (those with a `/`, not a package name like `@scope/name`) of the README section under `heading`. */
export function sectionPaths(readme: string, heading: string): string[] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`the README has no section '## ${heading}'`);
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const paths = [...section.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? "");
  return [...new Set(paths.filter((path) => path.includes("/") && !path.startsWith("@")))];
}

function segmentPattern(segment: string): RegExp {
  const escaped = segment
    .split(/(<[^>]+>|\*)/)
    .map((part) =>
      part === "*" || /^<[^>]+>$/.test(part) ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${escaped}$`);
}

/** Whether at least one file or folder under `root` fits `path` (placeholders and `*` allowed). */
export function pathExists(root: string, path: string): boolean {
  const segments = path.split("/").filter((segment) => segment !== "");
  const mustBeFolder = path.endsWith("/");
  const fits = (dir: string, index: number): boolean => {
    if (index === segments.length) return !mustBeFolder || statSync(dir).isDirectory();
    const segment = segments[index] ?? "";
    if (!/[<*]/.test(segment)) {
      const next = join(dir, segment);
      return existsSync(next) && fits(next, index + 1);
    }
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    const pattern = segmentPattern(segment);
    return readdirSync(dir).some((name) => pattern.test(name) && fits(join(dir, name), index + 1));
  };
  return fits(root, 0);
}
