/**
 * Zoom (WCAG 1.4.4 Resize Text, 1.4.10 Reflow): the three main flows stay usable
 * - at a 400 % page zoom of a 1280 × 720 window, emulated as the CSS size the page then has, 320 × 180;
 * - with the text at 200 % in that window (the root font size doubled, as a browser's text-only zoom
 *   does), the layout left as it is.
 * On each screen nothing scrolls sideways and no text is cut off inside a box too small for it; each
 * control is reached and pressed as a person does (Playwright refuses a click on a control another
 * box covers, such as a sticky header). The flows go up to the card payment, not through the gateway.
 */
import { arrangementMessages } from "@paygpa/contract";
import type { Page } from "@playwright/test";
import { expect, logIn, persona, test } from "./fixtures";
import { phoneReport } from "./phone-helpers";

/** Boxes that cut their own text off: hidden overflow with more text than room (screen-reader-only texts aside). */
function clippedText(): string[] {
  const clipped: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
    const style = getComputedStyle(element);
    const hides = (value: string) => value === "hidden" || value === "clip";
    if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
    if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const text = Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? "")
      .join("")
      .trim();
    if (!text) continue;
    // An ellipsis that opens the whole text on focus or tap (ui/truncated-text.tsx) is not lost.
    if (style.textOverflow === "ellipsis" && element.closest("[aria-describedby], button, [tabindex]"))
      continue;
    const over =
      element.scrollWidth - element.clientWidth > 1 || element.scrollHeight - element.clientHeight > 1;
    if (over) clipped.push(`${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`);
  }
  return clipped;
}

/** The screen as it is now: no sideways scrolling, no text cut off. */
async function expectUsable(page: Page, where: string): Promise<void> {
  await page.waitForLoadState("load");
  const { overflow, tooWide } = await phoneReport(page);
  expect
    .soft(overflow, `${where}: scrolls sideways by ${overflow}px (${tooWide.join("; ")})`)
    .toBeLessThanOrEqual(0);
  expect.soft(await page.evaluate(clippedText), `${where}: text cut off`).toEqual([]);
}

/** Quick pay, from the home page's dialog to the Enter Payment step's Continue. */
async function quickPay(page: Page, zoom: string): Promise<void> {
  const who = persona("postpaid-current");
  await page.goto("/");
  await expectUsable(page, `${zoom}: home`);
  await page.getByRole("button", { name: "Quick Pay" }).click();
  const dialog = page.getByRole("dialog", { name: "Quick Pay" });
  await dialog.getByLabel("Account Number").fill(who.accounts[0]!.accountId);
  await expectUsable(page, `${zoom}: Quick Pay dialog`);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Zip Code").fill(who.zip);
  await expectUsable(page, `${zoom}: quick pay, Customer Information`);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Validation" })).toBeVisible({ timeout: 15_000 });
  await expectUsable(page, `${zoom}: quick pay, Validation`);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Amount to be Paid")).toBeVisible({ timeout: 15_000 });
  await expectUsable(page, `${zoom}: quick pay, Enter Payment`);
  await page.getByRole("button", { name: "Continue" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Continue" })).toBeInViewport();
}

/** The dashboard's card payment, up to the card dialog's Check Out; then the arrangement's steps 1 to 3. */
async function dashboardAndArrangement(page: Page, zoom: string): Promise<void> {
  const who = persona("arrangement-two-accounts");
  const accountId = who.accounts[0]!.accountId;
  await logIn(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill("10.00");
  await expectUsable(page, `${zoom}: dashboard`);
  await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
  const review = page.getByRole("dialog", { name: "Review Your Order" });
  await expect(review.getByRole("rowheader", { name: accountId })).toBeVisible();
  await expectUsable(page, `${zoom}: Review Your Order`);
  await review.getByRole("button", { name: "Pay with Your Credit Card" }).click();
  const card = page.getByRole("dialog", { name: "Pay with Your Credit Card" });
  await card.getByLabel("Cardholder Name").fill("TERESITA AGUIGUI");
  await expectUsable(page, `${zoom}: Pay with Your Credit Card`);
  // The dialog scrolls inside itself: its last button is reached.
  await card.getByRole("button", { name: "Check Out" }).scrollIntoViewIfNeeded();
  await expect(card.getByRole("button", { name: "Check Out" })).toBeInViewport();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: arrangementMessages.requestButton }).click();
  await page.getByRole("link", { name: "I want to apply!" }).click();
  await expect(page.getByRole("heading", { name: /in 4 Easy Steps!$/ })).toBeVisible({ timeout: 15_000 });
  await expectUsable(page, `${zoom}: arrangement step 1`);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByLabel(`Payment Amount for account ${accountId}`)).toBeVisible({ timeout: 15_000 });
  await expectUsable(page, `${zoom}: arrangement step 2`);
  await page.getByRole("link", { name: "Next" }).click();
  await page.getByLabel(`Request Extension for account ${accountId}`).check({ timeout: 15_000 });
  await expectUsable(page, `${zoom}: arrangement step 3`);
  await page.getByRole("button", { name: "I Agree" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "I Agree" })).toBeInViewport();
}

test.describe("zoom", () => {
  test.setTimeout(90_000);

  test.describe("400 % page zoom of a 1280 × 720 window (320 × 180 CSS px)", () => {
    test.use({ viewport: { width: 320, height: 180 } });

    test("quick pay, the dashboard's card payment and the arrangement reflow and stay usable", async ({
      page,
    }) => {
      await quickPay(page, "400 %");
      await dashboardAndArrangement(page, "400 %");
    });
  });

  test.describe("text at 200 % in a 1280 × 720 window", () => {
    test("quick pay, the dashboard's card payment and the arrangement keep every text and control", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        // A user style sheet's doubled root size, as a browser's text-only zoom sets it.
        document.addEventListener("DOMContentLoaded", () => {
          const style = document.createElement("style");
          style.textContent = "html { font-size: 200% !important; }";
          document.head.append(style);
        });
      });
      await quickPay(page, "text 200 %");
      await dashboardAndArrangement(page, "text 200 %");
    });
  });
});
