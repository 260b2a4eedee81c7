import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { expect, type Locator, type Page } from "@playwright/test";

/** A member of staff of the fixtures, by level (see fixtures/personas.json). */
export function staff(level: number): { username: string; password: string } {
  const found = personasFile.admins.find((item) => item.level === level);
  if (!found) throw new Error(`No admin of level ${level} in fixtures/personas.json`);
  return found;
}

/** Whether `target` holds the keyboard focus now (no waiting for it). */
async function hasFocus(target: Locator): Promise<boolean> {
  return target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
    .catch(() => false);
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page, and returns
 * how many Tab stops that took (1 = the first stop).
 */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<number> {
  for (let stops = 1; stops <= limit; stops += 1) {
    await page.keyboard.press("Tab");
    if (await hasFocus(target)) return stops;
  }
  throw new Error(`${target} was not reached in ${limit} Tab stops`);
}

/** Tabs to `target` and presses Enter on it. */
export async function tabAndPress(page: Page, target: Locator, key = "Enter"): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Logs in from the home page with the keyboard only. */
export async function logInByKeyboard(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/");
  await tabTo(page, page.getByLabel("Username"));
  await page.keyboard.type(username);
  await page.keyboard.press("Tab");
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/** Logs in to the back office from /gpaadmin with the keyboard only. */
export async function staffLogInByKeyboard(page: Page, level: number): Promise<void> {
  const { username, password } = staff(level);
  await page.goto("/gpaadmin");
  await tabTo(page, page.getByLabel("Username"));
  await page.keyboard.type(username);
  await page.keyboard.press("Tab");
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
}
