/**
 * What a screen reader says without being asked, read back in tests (WCAG 4.1.3 Status Messages):
 * the text of the page's live regions (role status, alert or log; aria-live polite or assertive).
 * A message drawn outside every live region is heard only by a person who goes looking for it, so
 * `expectAnnounced` fails on it.
 */
import { expect, type Locator, type Page } from "@playwright/test";

function readLiveRegions(): string[] {
  const regions = document.querySelectorAll(
    '[role="status"], [role="alert"], [role="log"], [aria-live="polite"], [aria-live="assertive"]',
  );
  return Array.from(regions)
    .filter((region) => region.checkVisibility({ visibilityProperty: true }))
    .map((region) => (region as HTMLElement).innerText.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The text each live region of the page holds now (regions shown and not empty). */
export function liveRegionTexts(page: Page): Promise<string[]> {
  return page.evaluate(readLiveRegions);
}

/** A live region of the page says `message` (a screen reader announces it when it appears). */
export async function expectAnnounced(page: Page, message: string | RegExp, timeout = 10_000): Promise<void> {
  const heard = (texts: string[]) =>
    texts.some((text) => (typeof message === "string" ? text.includes(message) : message.test(text)));
  await expect
    .poll(async () => heard(await liveRegionTexts(page)), {
      message: `announced by a live region: ${message}`,
      timeout,
    })
    .toBe(true);
}

/**
 * A field in error says so to a screen reader: it is marked invalid and the message is its
 * description, read when the field takes the focus.
 */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
