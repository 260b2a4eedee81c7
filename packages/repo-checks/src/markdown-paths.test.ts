import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { looksLikePath, markdownPaths, missingPaths, treePaths } from "./markdown-paths.js";

function tree(files: string[]): string[] {
  const root = mkdtempSync(join(tmpdir(), "markdown-paths-"));
  for (const path of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), "");
  }
  return treePaths(root);
}

describe("the paths a document names", () => {
  it("takes backticked paths and link targets, without their line or anchor", () => {
    const text =
      "See `bff/src/app.ts:12`, [the rooms](docs/decisions/015-bff-rooms.md#context) and `routes/<area>/`.";
    expect(markdownPaths(text)).toEqual([
      "bff/src/app.ts",
      "routes/<area>/",
      "docs/decisions/015-bff-rooms.md",
    ]);
  });

  it("leaves URL paths, addresses, MIME types, settings, commands and build output alone", () => {
    for (const text of [
      "/dashboard/survey",
      "https://example.com/a",
      "docs.oracle.com/en/industries",
      "text/xml",
      "application/x-www-form-urlencoded",
      "PAYGPA_GATEWAY_HMAC_KEY_ID/_HMAC_KEY",
      "LISTEN/NOTIFY",
      "@paygpa/contract",
      "dist/server.mjs",
      "bff/data/bff.sqlite",
      "{base}/message/{category}",
    ]) {
      expect(looksLikePath(text), text).toBe(false);
    }
    expect(looksLikePath("bff/src/features/<feature>/*.handlers.ts")).toBe(true);
  });
});

describe("missingPaths", () => {
  const files = tree([
    "bff/src/platform/http/errors.ts",
    "portal/app/routes/public/home.tsx",
    "docs/requirements.md",
  ]);

  it("fits a path from the root or from a folder the prose has named", () => {
    const text =
      "`bff/src/platform/http/errors.ts`, `platform/http/errors.ts`, `routes/public/`, `routes/<area>/home.tsx`, `docs/`";
    expect(missingPaths(text, files)).toEqual([]);
  });

  it("names a path that moved or never was", () => {
    const text =
      "`bff/src/contract/routes.ts`, `platform/http/error.ts`, `portal/app/features/home/`, `home.tsx/`";
    expect(missingPaths(text, files)).toEqual([
      "bff/src/contract/routes.ts",
      "platform/http/error.ts",
      "portal/app/features/home/",
      "home.tsx/",
    ]);
  });
});
