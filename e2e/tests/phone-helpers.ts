/**
 * Checks of a screen on a phone (phones, beyond the spec), as a person holding one meets it:
 * - WCAG 1.4.10 Reflow: at 320 CSS px the page never scrolls sideways;
 * - WCAG 2.5.8 Target Size (Minimum): buttons, links that are controls (not words inside a
 *   sentence, which the criterion exempts as "inline"), checkboxes, radios and selects are at least
 *   24 × 24 px;
 * - a dialog or a card row fits across the screen.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export const PHONES = [
  // A current mid-size phone (the iPhone 12–15 width) and the narrowest that WCAG 1.4.10 names.
  { name: "390 × 844 phone", viewport: { width: 390, height: 844 } },
  { name: "320 px phone", viewport: { width: 320, height: 640 } },
] as const;

/** What a page measures of itself: how far it scrolls sideways, and every target under 24 px. */
type PhoneReport = { overflow: number; tooWide: string[]; smallTargets: string[] };

function measure({ root, width }: { root: string | null; width: number }): PhoneReport {
  const MIN = 24;
  const scope: ParentNode = root ? (document.querySelector(root) ?? document) : document;
  const selector =
    'button, [role="button"], [role="menuitem"], [role="tab"], a[href], select, input[type="checkbox"], input[type="radio"]';
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  // WCAG 2.5.8's "Inline" exception: a link among the words of a sentence (words of its own
  // paragraph around it, not a column's label above it).
  const inSentence = (element: Element) => {
    if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
    return Array.from(element.parentElement?.childNodes ?? []).some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim().length > 0,
    );
  };
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
  const smallTargets: string[] = [];
  for (const element of Array.from(scope.querySelectorAll(selector))) {
    if (!shown(element) || inSentence(element)) continue;
    const box = element.getBoundingClientRect();
    // Screen-reader-only texts (1 px) and slides parked off screen are not targets a finger meets.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.right <= 0 || box.left >= width) continue;
    if (box.width < MIN - 0.5 || box.height < MIN - 0.5) {
      smallTargets.push(`${name(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  // The innermost elements reaching past the right edge: what to fix when the page scrolls sideways.
  const past = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
  const tooWide = Array.from(document.body.querySelectorAll("*"))
    .filter((element) => past(element) && !Array.from(element.children).some(past))
    .slice(0, 6)
    .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
  // Against the phone's width, not innerWidth: a mobile browser zooms out to show a page too wide
  // for it, and innerWidth then grows with the page.
  return { overflow: document.documentElement.scrollWidth - width, tooWide, smallTargets };
}

/** What the page measures of itself at the phone's width. */
export async function phoneReport(page: Page, root: string | null = null): Promise<PhoneReport> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate(measure, { root, width });
}

/** The page does not scroll sideways and its targets are big enough for a finger. */
export async function expectFitsPhone(page: Page, where: string, root: string | null = null): Promise<void> {
  await page.waitForLoadState("load");
  const report = await phoneReport(page, root);
  expect
    .soft(
      report.overflow,
      `${where}: the page scrolls sideways by ${report.overflow}px (${report.tooWide.join("; ")})`,
    )
    .toBeLessThanOrEqual(0);
  expect.soft(report.smallTargets, `${where}: targets under 24 × 24 px`).toEqual([]);
}

/** The element lies across the screen's width: nothing of it is cut off on the left or right. */
export async function expectWithinWidth(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect.soft(box, `${what} is drawn`).not.toBeNull();
  expect.soft(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect.soft(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(width + 0.5);
}

/** A dialog fits the screen: across its width, and no taller than the screen (it scrolls inside). */
export async function expectDialogFits(page: Page, dialog: Locator, what: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await expectWithinWidth(page, dialog, what);
  const box = await dialog.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect.soft(box!.y, `${what} starts below the top`).toBeGreaterThanOrEqual(0);
  expect.soft(box!.y + box!.height, `${what} ends above the bottom`).toBeLessThanOrEqual(height + 0.5);
}
