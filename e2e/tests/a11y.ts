import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { Result } from "axe-core";
import { A11Y_EXEMPTIONS } from "./a11y-exemptions";
import { ibmViolations } from "./a11y-ibm";
import { watchPageState } from "./a11y-page-state";
import { focusReport } from "./focus-helpers";

/**
 * Accessibility checked on every page and dialog the suite visits (WCAG 2.2 AA): the WCAG 2.0, 2.1
 * and 2.2 A and AA rules of axe-core. Public utilities in the US must meet WCAG 2.1 AA (ADA Title II,
 * 2024 rule); the portal aims at 2.2 AA (docs/accessibility.md lists each 2.2 criterion and what
 * covers it). axe's only 2.2 rule is `target-size` (2.5.8, tag `wcag22aa`); 2.4.11 Focus Not
 * Obscured, 2.5.7 Dragging, 3.2.6, 3.3.7 and 3.3.8 have no axe rule and are tests of their own
 * (tests/wcag22.spec.ts). IBM's engine reads every state too (tests/a11y-ibm.ts).
 */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Rules switched on by name, beyond the tags: 2.5.3 Label in Name is still marked experimental in
 * axe; `target-size` is named as well so that it runs even where axe leaves it out of the tag.
 */
const RULES_BY_NAME = ["label-content-name-mismatch", "target-size"];

/** One violation, with where it was seen. */
export interface SeenViolation {
  where: string;
  violation: Result;
}

/** How long IBM's engine took in this worker, in ms (each test reports its share). */
export const ibmTime = { milliseconds: 0 };

/** The check under way in each page, if any: the next one waits for it. */
const scanning = new WeakMap<Page, Promise<unknown>>();

/**
 * Runs axe, then IBM's engine, on the page as it is now; the violations left after the written
 * exemptions. One check at a time in a page: axe refuses a second run in a document while one is
 * under way ("Axe is already running"), and the watch's background check of a state that has just
 * settled and a test's own `expectNoViolations` of the same screen otherwise overlap.
 */
export function scanPage(page: Page, where = page.url()): Promise<SeenViolation[]> {
  const previous = scanning.get(page) ?? Promise.resolve();
  const next = previous.then(() => scanNow(page, where));
  scanning.set(
    page,
    next.catch(() => undefined),
  );
  return next;
}

async function scanNow(page: Page, where: string): Promise<SeenViolation[]> {
  const results = await new AxeBuilder({ page })
    // (`options` replaces what `withTags` set, so it comes first.)
    .options({ rules: Object.fromEntries(RULES_BY_NAME.map((rule) => [rule, { enabled: true }])) })
    .withTags(WCAG_22_AA)
    // Runs axe inside the page itself: the default mode opens a new page for every check, which on
    // 2 cores cost more than the check. (Cross-origin frames are then left out: the suite has none
    // of its own; the hosted payment page is a whole page, checked as such.)
    .setLegacyMode(true)
    .analyze();
  const ibmStarted = performance.now();
  const ibm = await ibmViolations(page);
  ibmTime.milliseconds += performance.now() - ibmStarted;
  const found = [...results.violations, ...(await focusObscured(page)), ...ibm];
  const inHeader = await selectorsInTheHeader(page, found);
  return withoutExemptions(found, inHeader).map((violation) => ({ where, violation }));
}

/**
 * WCAG 2.4.11 Focus Not Obscured (Minimum), which axe has no rule for: the focused control, if
 * any, is not entirely hidden under a sticky header, a fixed banner or a dialog that does not hold
 * it. Reported in axe's own shape, so that it reads and is exempted like axe's findings.
 */
async function focusObscured(page: Page): Promise<Result[]> {
  const focus = await focusReport(page);
  if (!focus || focus.coveredPoints < 5) return [];
  const finding = {
    id: "focus-not-obscured",
    impact: "serious",
    tags: ["wcag22aa", "wcag2411"],
    description: "The focused control is not entirely hidden by author-created content",
    help: "Focus must not be entirely hidden by sticky or fixed content",
    helpUrl: "https://www.w3.org/WAI/WCAG22/Understanding/focus-not-obscured-minimum.html",
    nodes: [
      {
        target: [focus.focused],
        html: focus.focused,
        any: [],
        all: [],
        none: [],
        failureSummary: `Fix the following:\n  covered by ${focus.coveredBy.join(", ")}`,
      },
    ],
  };
  return [finding as unknown as Result];
}

/** Throws with a readable message when the page as it is now has any violation. */
export async function expectNoViolations(page: Page, where?: string): Promise<void> {
  const found = await scanPage(page, where);
  if (found.length > 0) throw new Error(describeViolations(found));
}

/** The selectors axe names beside a too-small target that point at the sticky header or inside it. */
async function selectorsInTheHeader(page: Page, violations: Result[]): Promise<Set<string>> {
  const selectors = violations
    .filter((violation) => violation.id === "target-size")
    .flatMap((violation) => violation.nodes)
    .flatMap((node) => node.any.flatMap((check) => check.relatedNodes ?? []))
    .map((related) => related.target.join(" "));
  if (selectors.length === 0) return new Set();
  const inside = await page.evaluate(
    (list) => list.filter((selector) => document.querySelector(selector)?.closest("header") != null),
    [...new Set(selectors)],
  );
  return new Set(inside);
}

function withoutExemptions(violations: Result[], inHeader: Set<string>): Result[] {
  return violations
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) =>
          !(violation.id === "target-size" && scrolledUnderTheHeader(node, inHeader)) &&
          !A11Y_EXEMPTIONS.some(
            (exempt) => exempt.rule === violation.id && node.target.join(" ").includes(exempt.target),
          ),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

/**
 * A target axe finds too small only because the page is scrolled so that the sticky page header
 * covers part of it (axe's "partially obscured", by the `<header>` or what is inside it). That is a scroll position,
 * not the target's size: 2.5.8 measures the target, and content under a sticky header is 2.4.11
 * Focus Not Obscured's concern, checked on every state by `focusObscured` (with the page's
 * `scroll-padding-top`). A target obscured by anything else, or small in itself, still fails.
 */
function scrolledUnderTheHeader(node: Result["nodes"][number], inHeader: Set<string>): boolean {
  const obscured = node.any.find((check) => /partially obscured/.test(check.message));
  if (!obscured || obscured.relatedNodes === undefined || obscured.relatedNodes.length === 0) return false;
  // axe names the element over the target: the header itself, or a link inside it (its logo link).
  const byTheHeaderOnly = obscured.relatedNodes.every(
    (related) => related.html.startsWith("<header") || inHeader.has(related.target.join(" ")),
  );
  const smallOtherwise = node.any.some(
    (check) => check !== obscured && !/closest neighbors|partially obscured/.test(check.message),
  );
  return byTheHeaderOnly && !smallOtherwise;
}

/** Rule, impact, help URL, where, and each element's selector with axe's summary of the fix. */
export function describeViolations(found: SeenViolation[]): string {
  const lines = [`${found.length} accessibility violation(s) (axe and IBM Equal Access, WCAG 2.2 A/AA):`];
  for (const { where, violation } of found) {
    lines.push(
      `- ${violation.id} [${violation.impact ?? "?"}] ${violation.help}`,
      `  on ${where}`,
      `  ${violation.helpUrl}`,
    );
    for (const node of violation.nodes.slice(0, 5)) {
      const summary = (node.failureSummary ?? "").split("\n").slice(1, 3).join(" ").trim();
      lines.push(`    target ${node.target.join(" ")}: ${summary}`);
    }
    if (violation.nodes.length > 5) lines.push(`    … and ${violation.nodes.length - 5} more`);
  }
  return lines.join("\n");
}

/** Watches contexts, scans each new page state once per run, and gathers what it finds. */
export class A11yWatch {
  private readonly pending = new Set<Promise<void>>();
  private readonly chains = new WeakMap<Page, Promise<void>>();
  readonly found: SeenViolation[] = [];
  /** How many page states were checked, and the time it took (reported on each test). */
  checked = 0;
  milliseconds = 0;

  /**
   * `seen` is shared by every test of a worker, so that the same page state is checked once per run;
   * `onChecked` hears the time each check took.
   */
  constructor(
    private readonly seen: Set<string>,
    /** The stack's own origins: a page a test serves as another site's (an attacker's) is not ours. */
    private readonly origins: ReadonlySet<string>,
    private readonly onChecked: (milliseconds: number) => void = () => {},
  ) {}

  async watch(context: BrowserContext): Promise<void> {
    await context.exposeBinding("__paygpaA11yState", ({ page }, state: string) => {
      this.queue(page, state);
    });
    await context.addInitScript(watchPageState);
  }

  /** Makes contexts and pages a test opens itself (`browser.newContext()`) watched too. */
  watchBrowser(browser: Browser, opened: (context: BrowserContext) => void): () => void {
    const original = browser.newContext;
    browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
      const context = await original.apply(browser, args);
      await this.watch(context);
      opened(context);
      return context;
    };
    return () => {
      browser.newContext = original;
    };
  }

  private queue(page: Page, state: string): void {
    const { url, dialogs, errors } = JSON.parse(state) as {
      url: string;
      dialogs: string[];
      errors: number;
    };
    // Record ids and numbers in paths differ between tests; the screen is the same.
    const origin = new URL(page.url()).origin;
    if (!this.origins.has(origin)) return;
    const screen = url.replace(/\d{3,}|[0-9a-f]{8}-[0-9a-f-]{27}/g, "#");
    const key = `${origin}${screen} ${dialogs.join(" + ")}${errors ? " (errors shown)" : ""}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const previous = this.chains.get(page) ?? Promise.resolve();
    const next = previous.then(() => this.scan(page, key, url));
    this.chains.set(page, next);
    this.pending.add(next);
    void next.finally(() => this.pending.delete(next));
  }

  private async scan(page: Page, key: string, url: string): Promise<void> {
    const now = new URL(page.url());
    if (now.pathname + now.search !== url) {
      // Gone elsewhere while waiting its turn: that page's own state is reported when it settles.
      this.seen.delete(key);
      return;
    }
    const started = performance.now();
    try {
      const found = await scanPage(page, key);
      const after = new URL(page.url());
      if (after.pathname + after.search !== url) {
        // Moved on (a client-side navigation) while it was checked: what was read may be half of
        // each screen; the new screen reports itself when it settles.
        this.seen.delete(key);
        return;
      }
      this.found.push(...found);
      const took = performance.now() - started;
      this.checked += 1;
      this.milliseconds += took;
      this.onChecked(took);
    } catch (error) {
      // The page navigated or closed while it was checked (axe, injected into the old document, is
      // gone from the new one): its next state reports itself and is checked then.
      this.seen.delete(key);
      const moved = page.isClosed() || new URL(page.url()).pathname + new URL(page.url()).search !== url;
      if (
        !moved &&
        !/closed|destroyed|navigat|detached|reading 'run'|axe is not defined|ace is not defined/i.test(
          String(error),
        )
      ) {
        throw error;
      }
    }
  }

  /** The end of a test: every page still open checked as it is now (once per state), then waited for. */
  async finish(contexts: BrowserContext[]): Promise<void> {
    for (const context of contexts) {
      for (const page of context.pages()) {
        const state = await page
          .evaluate(() => (window as unknown as { __paygpaA11yNow?: () => string }).__paygpaA11yNow?.())
          .catch(() => undefined);
        if (state) this.queue(page, state);
      }
    }
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
