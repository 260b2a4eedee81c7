/**
 * The paths a Markdown document names, and whether the tree has them. A document names a path from
 * the repository's root (`bff/src/app.ts`) or, as its prose does, from a folder it has just named
 * (`routes/public/home.tsx` in the portal's README, `platform/http/errors.ts` in a BFF decision):
 * so a path fits when the tree has it at its root or under some folder. A renamed or removed file
 * fits nowhere. What is not a path in the tree is left alone: URL paths (`/dashboard`), web
 * addresses, MIME types (`text/xml`), settings (`PAYGPA_…`), API paths of the simulated systems
 * written without their slash, and build output (`dist/`, `build/`, `data/`), which a clone lacks.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** One name of a path: letters, digits, `.`, `-`, `_`, `*`, and `<placeholder>`s. */
const SEGMENT = /^(?:[\w.*-]|<[\w-]+>)+$/;
const MEDIA_TYPES = new Set(["text", "application", "image", "multipart", "audio", "video", "font"]);
/** Folders a build, a run or a bench writes: named by the docs, absent from a clone. */
const GENERATED = new Set(["dist", "build", "data", "results", "node_modules", "test-results", "coverage"]);
const SKIPPED_FOLDERS = new Set([...GENERATED, ".git", ".turbo", ".cache", "playwright-report"]);

/** Whether a backticked or linked text reads as a path in the tree (not a URL, MIME type or setting). */
export function looksLikePath(text: string): boolean {
  if (!text.includes("/") || text.startsWith("/") || text.startsWith("@")) return false;
  const segments = text.replace(/\/$/, "").split("/");
  const [first = ""] = segments;
  if (MEDIA_TYPES.has(first) || /^[A-Z][A-Z0-9_]*$/.test(first)) return false;
  if (segments.some((segment) => GENERATED.has(segment))) return false;
  // A web address starts with a dotted name (`docs.oracle.com/…`); a folder of the tree never does.
  if (/^[\w.-]+\.(?:com|org|net|io|dev|gov|edu)$/.test(first)) return false;
  return segments.every((segment) => segment === ".." || segment === "." || SEGMENT.test(segment));
}

/** The paths a Markdown text names: backticked ones and link targets, without `:line` or `#anchor`. */
export function markdownPaths(text: string): string[] {
  const backticked = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? "");
  const linked = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
  const paths = [...backticked, ...linked]
    .map((path) => path.replace(/#.*$/, "").replace(/:\d+(?:-\d+)?$/, ""))
    .filter((path) => !/^[a-z]+:/.test(path))
    .filter(looksLikePath);
  return [...new Set(paths)];
}

/** Every file and folder under `root` (folders with a trailing `/`), from the root, without generated ones. */
export function treePaths(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string, prefix: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (SKIPPED_FOLDERS.has(entry.name)) continue;
        found.push(`${prefix}${entry.name}/`);
        walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      } else {
        found.push(`${prefix}${entry.name}`);
      }
    }
  };
  walk(root, "");
  return found;
}

/** `path` as a pattern over the tree: `<name>` any one name, `*` any run within a name, `./` and `../` dropped. */
function patternOf(path: string): RegExp {
  const body = path
    .replace(/^(?:\.\.?\/)+/, "")
    .split(/(<[\w-]+>|\*)/)
    .map((part) =>
      part === "*" ? "[^/]*" : /^<[\w-]+>$/.test(part) ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  // A path written without its trailing slash may still name a folder.
  return new RegExp(`(?:^|/)${body}${path.endsWith("/") ? "" : "/?"}$`);
}

/** The paths of a Markdown text that fit nothing in the tree (`tree` as `treePaths` lists it). */
export function missingPaths(text: string, tree: readonly string[]): string[] {
  return markdownPaths(text).filter((path) => {
    const pattern = patternOf(path);
    return !tree.some((entry) => pattern.test(entry));
  });
}
