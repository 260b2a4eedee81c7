/**
 * NAESB ESPI's espi.xsd (kept under docs/green-button/ with its Atom schema and licence) and Debian's
 * xmllint: what a test needs to validate a downloaded ESPI file (decision 042).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SCHEMA_DIR = join(import.meta.dirname, "..", "..", "docs", "green-button");
export const XMLLINT = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].find((path) => existsSync(path));
if (!XMLLINT)
  console.warn("xmllint is not installed (Debian: libxml2-utils): the ESPI schema check is skipped");

/** xmllint's complaints about an ESPI file, empty when it validates against espi.xsd. */
export function xmllint(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), "espi-")), "usage.xml");
  writeFileSync(file, text);
  return execFileSync(
    XMLLINT as string,
    ["--noout", "--nonet", "--schema", join(SCHEMA_DIR, "espi.xsd"), file],
    {
      env: { ...process.env, XML_CATALOG_FILES: join(SCHEMA_DIR, "catalog.xml") },
      encoding: "utf8",
      stdio: "pipe",
    },
  );
}
