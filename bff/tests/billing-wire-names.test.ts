/**
 * Billing's wire stays in its adapter (decision 027, decision 015): no field name of CCB's services
 * (`integrations/billing/wire-names.ts`) appears under `src/features/`. Names the product's own
 * contract also speaks (spec 002 §7's API, `packages/contract`) are left to the contract.
 *
 * `STILL_SPEAKING_WIRE` lists the feature files not yet moved to the port's domain words (empty
 * now, and it may only shrink). The financial summary, the premise, prepaid usage and every write's
 * answer cross the port in domain words too (`billing-domain.ts`, `billing-domain-writes.ts`): no
 * feature reads billing's CM shape (`summary.details.CurrentBalance` …).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { BILLING_WIRE_NAMES } from "../src/integrations/billing/wire-names";

const SRC = join(import.meta.dirname, "..", "src");
const CONTRACT = join(import.meta.dirname, "..", "..", "packages", "contract", "src");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

const wordsOf = (text: string) => new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);

/** The wire names the contract does not speak itself. */
const contractWords = new Set(
  filesUnder(CONTRACT).flatMap((file) => [...wordsOf(readFileSync(file, "utf8"))]),
);
const BILLING_ONLY = BILLING_WIRE_NAMES.filter((name) => !contractWords.has(name));

/** The billing wire names a source text speaks (whole words only). */
function wireNamesIn(text: string, names: readonly string[] = BILLING_ONLY): string[] {
  const words = wordsOf(text);
  return names.filter((name) => words.has(name));
}

/** Not yet in the port's domain words (issue of the house's third step): shrink only. */
const STILL_SPEAKING_WIRE: readonly string[] = [];

/**
 * Reading billing's financial summary in CM's shape (`summary.details.CurrentBalance`, `.details.AccountID`
 * …): the names are the contract's too, so the word scan above cannot tell a read of billing's answer
 * from a write of the contract's; a property read of `.details.` + a capitalised CM name can.
 */
const READS_CM_SUMMARY = /\.details\.[A-Z][A-Za-z]*\b/;

const featureFiles = filesUnder(join(SRC, "features")).map((file) => ({
  path: relative(SRC, file).split(sep).join("/"),
  names: wireNamesIn(readFileSync(file, "utf8")),
  readsCmSummary: READS_CM_SUMMARY.test(readFileSync(file, "utf8")),
}));

describe("billing's wire names stay in the billing adapter", () => {
  it("appear in no feature file beyond the shrinking list", () => {
    const speaking = featureFiles
      .filter((file) => file.names.length > 0 && !STILL_SPEAKING_WIRE.includes(file.path))
      .map((file) => `${file.path}: ${file.names.join(", ")}`);
    expect(speaking).toEqual([]);
  });

  it("keeps the list true: a file that no longer speaks wire leaves it", () => {
    const quiet = STILL_SPEAKING_WIRE.filter(
      (path) => !featureFiles.some((file) => file.path === path && file.names.length > 0),
    );
    expect(quiet).toEqual([]);
  });

  it("reads billing's financial summary in CM's shape in no feature file", () => {
    const reading = featureFiles.filter((file) => file.readsCmSummary).map((file) => file.path);
    expect(reading).toEqual([]);
  });

  it("tells a read of the summary's CM shape from the contract's words", () => {
    expect(READS_CM_SUMMARY.test("const balance = summary.details.CurrentBalance;")).toBe(true);
    expect(READS_CM_SUMMARY.test("return { details: { AccountID: account.accountId } };")).toBe(false);
    expect(READS_CM_SUMMARY.test("body.result.details.billRouteType")).toBe(false);
  });

  it("finds a planted wire name, and only as a whole word", () => {
    const planted = "const email = details.customerDetails.EmailID ?? '';";
    expect(wireNamesIn(planted)).toEqual(["customerDetails", "EmailID"]);
    expect(wireNamesIn("const customerDetailsShown = true;")).toEqual([]);
  });

  it("checks names the contract does not speak, and knows enough of them", () => {
    expect(BILLING_ONLY).toContain("customerDetails");
    expect(BILLING_ONLY).not.toContain("characteristicValue");
    expect(BILLING_ONLY.length).toBeGreaterThan(25);
  });
});
