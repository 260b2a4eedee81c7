/**
 * Functions over 80 lines in production TypeScript (STYLE.md, "Sizes that signal a room is too
 * big"): each named by its file, its first line and the name it is known by, with its length, so a
 * test can hold the count and a person can read the list. Read with the TypeScript compiler's own
 * parser, so template literals, JSX and regular expressions never confuse the count.
 */
import ts from "typescript";
import type { RepoFile } from "./repo-files.js";

export const LONG_FUNCTION_LINES = 80;

export interface LongFunction {
  path: string;
  /** The function's first line, from 1. */
  line: number;
  name: string;
  lines: number;
}

/**
 * Production code: no tests, test helpers (a file that imports vitest is one, wherever it lives:
 * the simulators' shared control suite), end-to-end suites or benchmark harnesses.
 */
export function isProductionSource(path: string, text = ""): boolean {
  if (/from ["']vitest["']/.test(text)) return false;
  if (!/\.(ts|tsx|mts)$/.test(path) || path.endsWith(".d.ts")) return false;
  if (/\.(test|spec|test-support)\.(ts|tsx)$/.test(path)) return false;
  if (/(^|\/)(tests?|test-support|__tests__)\//.test(path)) return false;
  return !path.startsWith("e2e/") && !path.startsWith("bench/");
}

/** The name a function is known by: its own, its variable's, its property's, or `(anonymous)`. */
function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source).slice(0, 40)}(…)`;
  if (ts.isExportAssignment(parent)) return "default";
  return "(anonymous)";
}

/** The functions of one file longer than `limit` lines (nested ones counted on their own too). */
export function longFunctionsOf(file: RepoFile, limit = LONG_FUNCTION_LINES): LongFunction[] {
  const kind = file.path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit) found.push({ path: file.path, line: first + 1, name: nameOf(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every long function of the production files among `files`, longest first. */
export function longFunctions(files: readonly RepoFile[], limit = LONG_FUNCTION_LINES): LongFunction[] {
  return files
    .filter((file) => isProductionSource(file.path, file.text))
    .flatMap((file) => longFunctionsOf(file, limit))
    .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}
