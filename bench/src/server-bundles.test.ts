import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./stack";

const folder = mkdtempSync(join(tmpdir(), "paygpa-server-bundle-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Bundles a workspace's server entry as its `build` script does, into a temp file; answers the code. */
function bundle(workspace: string, entry: string): string {
  const outfile = join(folder, `${workspace}.mjs`);
  const built = spawnSync(process.execPath, [join(ROOT, "scripts/build-server.mjs"), entry, outfile], {
    cwd: join(ROOT, workspace),
    encoding: "utf8",
  });
  expect(built.status, built.stderr).toBe(0);
  return readFileSync(outfile, "utf8");
}

const importedPackages = (code: string) =>
  [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1] as string);

describe("npm start runs built JavaScript (bench/README.md)", () => {
  it("bundles the billing simulator with the workspace packages in and npm packages left to node_modules", () => {
    const code = bundle("ccb-simulator", "src/server.ts");
    const imports = importedPackages(code);
    // TypeScript workspace packages (decision 001) cannot be loaded by node: they must be inside.
    expect(imports.filter((name) => name.startsWith("@paygpa/"))).toEqual([]);
    expect(code).toContain("../fixtures/src/personas.ts");
    expect(imports).toContain("koa");
    expect(readFileSync(join(folder, "ccb-simulator.mjs.map"), "utf8")).toContain('"sources"');
  });

  it("bundles the BFF with its native driver external, so node loads better-sqlite3 as installed", () => {
    const imports = importedPackages(bundle("bff", "src/server.ts"));
    expect(imports).toContain("better-sqlite3");
    expect(imports.filter((name) => name.startsWith("@paygpa/") || name.endsWith(".ts"))).toEqual([]);
  });
});
