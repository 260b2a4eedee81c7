/**
 * The go-live kit names every billing call the adapter makes, and no other (decision 036):
 * docs/ccb-go-live.md's "`METHOD /rest/apis/…`" entries are exactly the paths of the adapter's
 * tables (`ccb-paths.ts`, `oracle-paths.ts`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CCB_PATHS } from "../src/integrations/billing/ccb-paths";
import { ORACLE_PATHS } from "../src/integrations/billing/oracle-paths";

const KIT = join(import.meta.dirname, "..", "..", "docs", "ccb-go-live.md");

/**
 * A path's parameter as the kit writes it: `{personId}` for Get and Update Person, `{webUserId}` for
 * Update and Delete Web User (one path, one row), `{payPlanId}` and `{billSegmentId}` for theirs, else
 * `{accountId}`.
 */
const PERSON_PATHS = ["person", "updatePerson"];
const OTHER_IDS: Record<string, string> = {
  webUser: "{webUserId}",
  payPlan: "{payPlanId}",
  billSegment: "{billSegmentId}",
};
const parameterOf = (name: string) =>
  PERSON_PATHS.includes(name) ? "{personId}" : (OTHER_IDS[name] ?? "{accountId}");
const written = (name: string, path: string | ((id: string) => string)) =>
  typeof path === "function" ? decodeURIComponent(path(parameterOf(name))) : path;

const adapterPaths = () =>
  [...Object.entries(CCB_PATHS), ...Object.entries(ORACLE_PATHS)]
    .map(([name, path]) => written(name, path))
    .map((path) => `/rest/apis${path}`)
    .sort();

const kitPaths = () =>
  [...readFileSync(KIT, "utf8").matchAll(/`(?:GET|POST|PUT|PATCH|DELETE) (\/rest\/apis[^`]+)`/g)]
    .map((match) => match[1] ?? "")
    .sort();

describe("docs/ccb-go-live.md", () => {
  it("lists every billing call the adapter makes, once, and no other", () => {
    expect(kitPaths()).toEqual(adapterPaths());
  });
});
