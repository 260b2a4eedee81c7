/**
 * The PostgreSQL run takes the test files that can reach the database from the import graph
 * (decision 049): a new test that opens a test database, however indirectly, is on it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { postgresTestFiles } from "../scripts/postgres-test-files.mjs";

const trees: string[] = [];
afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

function bffTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "bff-selection-"));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("the PostgreSQL run's test files", () => {
  it("takes a test that reaches the test database through helpers, and leaves a pure rule out", () => {
    const root = bffTree({
      "tests/support/test-database.ts": "export const openTestDatabase = () => null;\n",
      "tests/support/test-config.ts": 'import { openTestDatabase } from "./test-database";\n',
      "tests/harness.ts": 'export * from "./support/test-config.js";\n',
      "tests/payments.test.ts": 'import { startApp } from "./harness";\n',
      "tests/later.test.ts": 'const { startApp } = await import("./harness");\n',
      "src/features/rules.ts": "export const rule = 1;\n",
      "src/features/rules.test.ts": 'import { rule } from "./rules";\n',
    });
    expect(postgresTestFiles(root)).toEqual({
      all: ["src/features/rules.test.ts", "tests/later.test.ts", "tests/payments.test.ts"],
      selected: ["tests/later.test.ts", "tests/payments.test.ts"],
    });
  });

  it("takes a test that reads the database's address or starts a Node program that inherits it", () => {
    const root = bffTree({
      "tests/support/test-database.ts": "export {};\n",
      "tests/reads.test.ts": "const url = process.env.PAYGPA_DATABASE_URL;\n",
      "tests/cli.test.ts": 'import { spawnSync } from "node:child_process";\nspawnSync("npx", ["tsx"]);\n',
      "tests/xmllint.test.ts":
        'import { execFileSync } from "node:child_process";\nexecFileSync("xmllint");\n',
    });
    expect(postgresTestFiles(root).selected).toEqual(["tests/cli.test.ts", "tests/reads.test.ts"]);
  });

  it("in this BFF, takes every test that starts an app and leaves the pure rules out", () => {
    const { all, selected } = postgresTestFiles(join(import.meta.dirname, ".."));
    expect(selected).toEqual(
      expect.arrayContaining(["tests/payments.test.ts", "tests/database-dialect.test.ts"]),
    );
    expect(selected).toEqual(expect.arrayContaining(["tests/instances/two-instances.test.ts"]));
    expect(selected).not.toContain("src/features/payments/submission-rules.test.ts");
    expect(selected.length).toBeLessThan(all.length);
  });

  it("refuses a tree where nothing reaches the test database rather than run nothing", () => {
    const root = bffTree({
      "tests/support/test-database.ts": "export {};\n",
      "tests/a.test.ts": "export {};\n",
    });
    expect(() => postgresTestFiles(root)).toThrow("the PostgreSQL selection is broken");
  });
});
