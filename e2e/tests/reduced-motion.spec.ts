/**
 * Reduced motion (WCAG 2.3.3 Animation from Interactions; 2.2.2 Pause, Stop, Hide for the slider):
 * when the person's system asks for reduced motion, nothing on the page animates or transitions
 * (every computed animation and transition lasts about 0 s, `tailwind.css`), and the announcement
 * slider stays still until its Play button is pressed (`announcements.tsx`). Checked on the home
 * page with its slider, the Quick Pay dialog, the dashboard, and the dashboard's dialogs with the
 * usage chart.
 */
import type { Page } from "@playwright/test";
import { expect, logIn, persona, test } from "./fixtures";

/** Elements (and their ::before and ::after) whose animation or transition lasts longer than 1 ms. */
function movingElements(): string[] {
  const seconds = (list: string) =>
    Math.max(...list.split(",").map((value) => Number.parseFloat(value) || 0));
  const moving: string[] = [];
  for (const element of Array.from(document.querySelectorAll("body *"))) {
    for (const pseudo of [null, "::before", "::after"]) {
      const style = getComputedStyle(element, pseudo);
      const animated = style.animationName !== "none" && seconds(style.animationDuration) > 0.001;
      const transitioned =
        style.transitionProperty !== "none" &&
        seconds(style.transitionDuration) + seconds(style.transitionDelay) > 0.001;
      if (animated || transitioned) {
        const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
        moving.push(
          `${element.tagName.toLowerCase()}${pseudo ?? ""} "${name.trim().slice(0, 30)}": ${
            animated ? `animation ${style.animationDuration}` : `transition ${style.transitionDuration}`
          }`,
        );
      }
    }
  }
  return moving;
}

async function expectStill(page: Page, where: string): Promise<void> {
  expect.soft(await page.evaluate(movingElements), `${where}: moving under reduced motion`).toEqual([]);
}

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing animates or transitions: the slider, the dialogs, the dashboard and its chart", async ({
    page,
  }) => {
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Announcements" });
    // The slider is still: its button offers Play, not Pause.
    await expect(slider.getByRole("button", { name: "Play announcements" })).toBeVisible();
    await expectStill(page, "home");
    // The check sees motion where there is some: without the preference the slider's track slides.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await page.evaluate(movingElements)).not.toEqual([]);
    await page.emulateMedia({ reducedMotion: "reduce" });

    await slider.getByRole("button", { name: "Go to slide 2" }).click();
    await expectStill(page, "home, slide 2");
    await page.getByRole("button", { name: "Quick Pay" }).click();
    await expect(page.getByRole("dialog", { name: "Quick Pay" })).toBeVisible();
    await expectStill(page, "Quick Pay dialog");
    await page.keyboard.press("Escape");

    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill("0");
    await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectStill(page, "dashboard with its message");
    await page.getByRole("button", { name: `Select an Action for account ${accountId}` }).click();
    await expectStill(page, "account action menu");
    await page.getByRole("menuitem", { name: "View Consumption" }).click();
    const dialog = page.getByRole("dialog", { name: `View Consumption — Account ${accountId}` });
    await expect(dialog.getByText("Show the chart's data as a table")).toBeVisible({ timeout: 15_000 });
    await expectStill(page, "View Consumption dialog with its chart");
  });
});
