import { expect, logIn, persona, test } from "./fixtures";
import { staff } from "./keyboard-helpers";

const info = () => {
  const a = document.activeElement as HTMLElement;
  const s = getComputedStyle(a);
  return [a.tagName, a.getAttribute("aria-label"), a.getAttribute("tabindex"), a.outerHTML.slice(0, 120), a.scrollWidth, a.clientWidth, s.outlineStyle, s.outlineWidth, s.transition, a.matches(":focus"), a.matches(":focus-visible"), a.matches(":focus-within")].join(" | ");
};
const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

test("probe", async ({ page }) => {
  const { username, password } = staff(1);
  await page.goto("/gpaadmin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
  await page.goto("/admin-dashboard/reports");
  await page.locator("body").focus();
  for (let i = 0; i < 0; i++) {
    await page.keyboard.press("Tab");
    await page.evaluate(frames);
    if (i >= 17) console.log(i + 1, await page.evaluate(info));
  }
  await page.context().clearCookies();
  const who = persona("many-accounts");
  await logIn(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("tab", { name: "Postpaid Accounts" }).click();
  await expect(page.getByRole("button", { name: /^Pay account / })).toHaveCount(6, { timeout: 15_000 });
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.textContent?.includes("Skip to main"))) break;
  }
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press("Tab");
    await page.evaluate(frames);
    console.log(i + 1, await page.evaluate(info));
  }
});
