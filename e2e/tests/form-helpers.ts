import { expect, type Locator, type Page } from "@playwright/test";
import { tabTo } from "./keyboard-helpers";

/**
 * Form helpers that use a field as a person does: click into it, type key by key, and leave it with
 * Tab. `fill` sets the value in one step and never blurs the field, so it misses what happens when a
 * field loses the focus (validation on blur, a re-render that empties a field).
 */

/** Clicks into `field`, clears what it holds with the keyboard, types `text` key by key. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  await field.pressSequentially(text);
}

/** Types `text` into `field`, then presses Tab to leave it, as a person moves to the next field. */
export async function typeAndTab(page: Page, field: Locator, text: string): Promise<void> {
  await typeInto(field, text);
  await page.keyboard.press("Tab");
  await expect(field).not.toBeFocused();
}

/**
 * Fills a form field after field, each typed and left with Tab, then checks that every field still
 * holds what was typed (a field emptied on blur fails here, with its label).
 */
export async function typeFields(
  page: Page,
  entries: ReadonlyArray<readonly [Locator, string]>,
): Promise<void> {
  for (const [field, text] of entries) await typeAndTab(page, field, text);
  for (const [field, text] of entries) await expect(field).toHaveValue(text);
}

/** Presses a button with a click, as a person with a mouse does, after the fields were typed. */
export async function press(button: Locator): Promise<void> {
  await button.click();
}

/**
 * Types a date (YYYY-MM-DD) into a date field as a person does in Chromium's en-US date field: Tab
 * to it (the focus lands on the month), then the digits month, day, year; the field must hold it.
 */
export async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  await tabTo(page, field, 80);
  await page.keyboard.type(`${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`);
  await expect(field).toHaveValue(iso);
}

/**
 * Waits until the page's scripts have taken over `control`'s form (React has hydrated it). Pressed
 * before that, the browser posts the form itself: on a loaded machine a test that types into a page
 * just loaded can beat the scripts, and the plain post lands on an error page (`chrome-error://`)
 * instead of the answer the scripts show. A person waits for the page to be ready; so does the test.
 */
export async function untilFormReady(control: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        control.evaluate((element) => {
          const form = (element as HTMLButtonElement).form ?? element.closest("form") ?? element;
          return Object.keys(form).some((key) => key.startsWith("__reactProps$"));
        }),
      { message: "the page's scripts took over the form", timeout: 15_000 },
    )
    .toBe(true);
}
