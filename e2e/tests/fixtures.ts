import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { resetStack, stackUrls, type StackUrls } from "../stack";
import { A11yWatch, describeViolations, ibmTime } from "./a11y";

export type Persona = (typeof personasFile.customers)[number];

/** A documented fixture customer, by key (see fixtures/personas.json). */
export function persona(key: string): Persona {
  const found = personasFile.customers.find((item) => item.key === key);
  if (!found) throw new Error(`No persona ${key} in fixtures/personas.json`);
  return found;
}

/** Page states already checked by axe in this worker (the same screen is checked once per run). */
const checkedStates = new Set<string>();

export const test = base.extend<{ stack: StackUrls; a11y: undefined }>({
  // Every test starts from the fixtures: billing, gateway and BFF reset.
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const urls = stackUrls();
      await resetStack(urls);
      await use(urls);
    },
    { auto: true },
  ],
  // The home page's system pop-up is a modal: it is marked as seen so that it covers no other test
  // (the announcements test opens a page without this).
  page: async ({ page }, use) => {
    await page.addInitScript(() => sessionStorage.setItem("paygpa.systemPopupSeen", "*"));
    await use(page);
  },
  // Accessibility (WCAG 2.2 AA): every page and open dialog of every context the test uses is
  // checked with axe (WCAG 2.2 A/AA) when it appears and at the end; any violation fails the test.
  a11y: [
    async ({ browser, context }, use, testInfo) => {
      // The time the checks take is added to the test's own time-out: axe runs in the page and, on
      // 2 busy cores, slows the test's own steps by about as much.
      // The QA mail inbox is maildev's own page (decision 040), not the product's: not checked.
      const { mailInbox: _inbox, ...product } = stackUrls();
      const ours = new Set(Object.values(product).map((url) => new URL(url).origin));
      const watch = new A11yWatch(checkedStates, ours, (took) =>
        testInfo.setTimeout(testInfo.timeout + took),
      );
      const contexts = [context];
      const ibmBefore = ibmTime.milliseconds;
      await watch.watch(context);
      const restore = watch.watchBrowser(browser, (opened) => contexts.push(opened));
      await use(undefined);
      restore();
      await watch.finish(contexts);
      testInfo.annotations.push({
        type: "accessibility",
        description: `${watch.checked} page state(s) checked by axe and IBM's engine in ${Math.round(watch.milliseconds)} ms (IBM's share ${Math.round(ibmTime.milliseconds - ibmBefore)} ms)`,
      });
      // IBM's engine on every state (decision 044): its findings are reported on the test and in
      // test-results/ibm-findings.txt, and fail the test only with PAYGPA_IBM_STRICT=1 until the
      // states the whole suite reaches are clean; axe's findings and explicit checks always fail.
      const ibm = watch.found.filter(({ violation }) => violation.id.startsWith("ibm:"));
      const others = watch.found.filter(({ violation }) => !violation.id.startsWith("ibm:"));
      if (ibm.length > 0) {
        const text = describeViolations(ibm);
        testInfo.annotations.push({ type: "ibm-findings", description: text });
        mkdirSync(testInfo.project.outputDir, { recursive: true });
        appendFileSync(
          join(testInfo.project.outputDir, "ibm-findings.txt"),
          `## ${testInfo.titlePath.join(" › ")}\n${text}\n\n`,
        );
      }
      const failing = process.env.PAYGPA_IBM_STRICT === "1" ? watch.found : others;
      if (failing.length > 0) throw new Error(describeViolations(failing));
    },
    { auto: true },
  ],
});

export { expect };

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}
