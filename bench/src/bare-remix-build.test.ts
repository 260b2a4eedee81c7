import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { BARE_REMIX_SOURCE, bareRemixInputsHash } from "./bare-remix-build";

const copy = mkdtempSync(join(tmpdir(), "paygpa-bare-remix-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

it("the bare Remix build's inputs hash stays the same until a source changes", () => {
  cpSync(BARE_REMIX_SOURCE, copy, { recursive: true, filter: (path) => !path.includes("node_modules") });
  const before = bareRemixInputsHash(copy);
  expect(bareRemixInputsHash(copy)).toBe(before);
  writeFileSync(join(copy, "app/routes/_index.tsx"), "export default function Index() { return null; }\n");
  expect(bareRemixInputsHash(copy)).not.toBe(before);
});
