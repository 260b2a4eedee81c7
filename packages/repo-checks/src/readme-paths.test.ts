import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pathExists, sectionPaths } from "./readme-paths.js";

describe("the README's paths", () => {
  const readme =
    "# x\n## Where a change goes\n| a | `bff/src/` and `*.ts`, `portal/app/routes.ts` |\n## Next\n`other/path`\n";

  it("takes the backticked paths of one section only", () => {
    expect(sectionPaths(readme, "Where a change goes")).toEqual(["bff/src/", "portal/app/routes.ts"]);
  });

  it("fits placeholders and globs to the tree", () => {
    const root = mkdtempSync(join(tmpdir(), "repo-checks-"));
    mkdirSync(join(root, "bff/src/features/payments"), { recursive: true });
    writeFileSync(join(root, "bff/src/features/payments/payments.handlers.ts"), "");
    expect(pathExists(root, "bff/src/features/<feature>/*.handlers.ts")).toBe(true);
    expect(pathExists(root, "bff/src/features/<feature>/*.routes.ts")).toBe(false);
    expect(pathExists(root, "bff/src/features/")).toBe(true);
    expect(pathExists(root, "bff/src/features/payments/payments.handlers.ts/")).toBe(false);
    expect(pathExists(root, "bff/src/contract/")).toBe(false);
  });
});
