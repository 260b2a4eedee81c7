/**
 * Every named scenario shows what it promises (docs/qa-guide.md, "Named scenarios"): the guide's
 * table lists every scenario the BFF serves, each has a check of its promised effect
 * (scenario-checks.ts), and each check runs here after the scenario is applied as the guide applies
 * it (`POST /__control/scenarios/{name}`), not only its "how to check it" column read.
 */
import { join } from "node:path";
import { controlFetch } from "../stack";
import { expect, test } from "./fixtures";
import { guideScenarioNames, readGuide } from "./guide-blocks";
import { applyScenario, resetSystem } from "./qa-helpers";
import { SCENARIO_CHECKS } from "./scenario-checks";

const ROOT = join(import.meta.dirname, "..", "..");
const LISTED = guideScenarioNames(readGuide(ROOT, "qa-guide.md"));

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

test("the QA guide lists every scenario the BFF serves, and each has a check of its promise", async ({
  stack,
}) => {
  const response = await controlFetch(`${stack.bff}/__control/scenarios`);
  const { scenarios } = (await response.json()) as { scenarios: { name: string }[] };
  const served = scenarios.map((scenario) => scenario.name).sort();
  expect([...LISTED].sort()).toEqual(served);
  expect(Object.keys(SCENARIO_CHECKS).sort()).toEqual(served);
});

for (const name of LISTED) {
  test(`${name} shows what the QA guide promises`, async ({ page, stack }) => {
    test.setTimeout(150_000);
    const check = SCENARIO_CHECKS[name];
    expect(check, `a check of ${name}'s promise in scenario-checks.ts`).toBeDefined();
    await applyScenario(stack, name);
    await check?.(page, stack);
  });
}
