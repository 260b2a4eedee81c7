/**
 * Keyboard and focus (WCAG 2.1.1 Keyboard, 2.4.1 Bypass Blocks, 2.4.2 Page Titled,
 * 2.4.3 Focus Order, 2.2.2 Pause, Stop, Hide). No mouse here: every gesture is `page.keyboard`.
 */
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { expect, logIn, persona, test } from "./fixtures";
import { logInByKeyboard, staffLogInByKeyboard, tabAndPress, tabTo } from "./keyboard-helpers";

const focusedMain = (page: import("@playwright/test").Page) => page.locator("main#main");

test.describe("keyboard only", () => {
  test("the skip link is the first Tab stop of every layout and moves focus to the main content", async ({
    page,
  }) => {
    test.setTimeout(90_000); // nine screens in three areas
    const who = persona("postpaid-current");
    const check = async (address: string | null) => {
      if (address) await page.goto(address);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip, `${address}: first Tab stop`).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(focusedMain(page), `${address}: after the skip`).toBeFocused();
    };
    for (const address of ["/", "/faq", "/paynow", "/sign-up", "/gpaadmin"]) await check(address);

    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await check("/dashboard");
    await check("/payment-arrangement");
    // After the skip, the next Tab stop is inside the main content, not the navigation.
    await page.goto("/dashboard");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main")?.id)).toBe("main");

    await page.context().clearCookies();
    await staffLogInByKeyboard(page, 1);
    await check("/admin-dashboard");
  });

  test("logging in: the login form comes right after the header, on a phone too", async ({ page }) => {
    const who = persona("postpaid-current");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    // Skip link, logo, FAQ, then the Username field the phone draws first.
    expect(await tabTo(page, page.getByLabel("Username"))).toBe(4);
    await page.keyboard.type(who.username);
    await page.keyboard.press("Tab");
    await page.keyboard.type(who.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Postpaid Accounts" })).toBeVisible();
  });

  test("quick pay up to the hosted page; each step's heading takes focus and the title names the step", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    await page.goto("/");
    await tabAndPress(page, page.getByRole("button", { name: "Quick Pay" }));
    const dialog = page.getByRole("dialog", { name: "Quick Pay" });
    await tabTo(page, dialog.getByLabel("Account Number"));
    await page.keyboard.type(who.accounts[0]!.accountId);
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Customer Information" })).toBeFocused();
    await expect(page).toHaveTitle(/^Customer Information - Quick Pay/);
    await tabTo(page, page.getByLabel("Zip Code"));
    await page.keyboard.type(who.zip);
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Validation" })).toBeFocused({ timeout: 15_000 });
    await expect(page).toHaveTitle(/^Validation - Quick Pay/);
    await tabAndPress(page, page.getByRole("button", { name: "Continue" }));

    await expect(page.getByRole("heading", { name: "Enter Payment" })).toBeFocused({ timeout: 15_000 });
    await expect(page).toHaveTitle(/^Enter Payment - Quick Pay/);
    await tabTo(page, page.getByLabel("Amount to be Paid"));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("12.34");
    await tabAndPress(page, page.getByRole("button", { name: "Continue" }));
    await expect(page.getByLabel("Card number")).toBeVisible({ timeout: 20_000 });
  });

  test("dashboard pay up to the card dialog and back: Escape returns focus to each opener", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    await logInByKeyboard(page, who.username, who.password);
    const pay = page.getByRole("button", { name: `Pay account ${accountId}` });
    await tabAndPress(page, pay);

    const review = page.getByRole("dialog", { name: "Review Your Order" });
    await expect(review).toBeVisible();
    const toCard = review.getByRole("button", { name: "Pay with Your Credit Card" });
    await tabAndPress(page, toCard);
    const card = page.getByRole("dialog", { name: "Pay with Your Credit Card" });
    await expect(card.getByLabel("Cardholder Name")).toBeVisible();
    await tabTo(page, card.getByLabel("Cardholder Name"));
    await page.keyboard.type("MARIA CRUZ");

    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();
    await expect(toCard).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(review).toBeHidden();
    await expect(pay).toBeFocused();
  });

  test("sign-up to the end: each step's heading takes focus and the title names the step", async ({
    page,
  }) => {
    const who = personasFile.unregistered.find((item) => item.billAddressSource === "PER")!;
    await page.goto("/sign-up");
    await expect(page).toHaveTitle(/^My Account Number - Sign Up/);
    await tabTo(page, page.getByLabel("Account Number"));
    await page.keyboard.type(who.accountId);
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "My Account Details" })).toBeFocused({ timeout: 15_000 });
    await expect(page).toHaveTitle(/^My Account Details - Sign Up/);
    await tabTo(page, page.getByLabel("Billing Zip Code"));
    await page.keyboard.type(who.zip);
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Confirm Your Address" });
    await tabAndPress(page, confirm.getByRole("button", { name: "Yes, Proceed" }));

    await expect(page.getByRole("heading", { name: "My Login Details" })).toBeFocused({ timeout: 15_000 });
    await expect(page).toHaveTitle(/^My Login Details - Sign Up/);

    const typeInto = async (label: string, text: string) => {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.type(text);
    };
    await typeInto("Username", "ignacio.keys");
    await typeInto("Password", "Welcome#2026");
    await typeInto("Confirm Password", "Welcome#2026");
    await typeInto("Email Address", "ignacio.keys@example.com");
    await typeInto("Confirm Email Address", "ignacio.keys@example.com");
    const question = page.getByLabel("Security Question");
    await tabTo(page, question);
    await page.keyboard.press("ArrowDown");
    await expect(question).not.toHaveValue("");
    await typeInto("Answer", "Lucky 7");
    const agree = page.getByLabel(/I have read and agree/);
    await tabTo(page, agree);
    await page.keyboard.press("Space");
    await expect(agree).toBeChecked();
    await tabAndPress(page, page.getByRole("button", { name: "Submit" }));

    await expect(page.getByRole("heading", { name: "Thank you for signing up!" })).toBeFocused({
      timeout: 15_000,
    });
    await expect(page).toHaveTitle(/^Done - Sign Up/);
  });
});

test.describe("steps of the back office and the arrangement", () => {
  test("Phoned-In: a search keeps the focus, Next moves it to the heading and the title names the step", async ({
    page,
  }) => {
    const accountId = persona("postpaid-current").accounts[0]!.accountId;
    await staffLogInByKeyboard(page, 4);
    await page.goto("/admin-dashboard/phoned-in");
    await expect(page).toHaveTitle(/^Account Search - Phoned-In Bill Payment/);
    await tabTo(page, page.getByLabel("Account ID", { exact: true }));
    await page.keyboard.type(accountId);
    await tabAndPress(page, page.getByRole("button", { name: "Search" }));
    const summary = page.getByRole("table", { name: "Account Summary" });
    await expect(summary.getByRole("rowheader", { name: accountId })).toBeVisible({ timeout: 15_000 });
    // The search changed the address but not the step: the heading did not take the focus.
    await expect(page.getByRole("heading", { name: "Phoned-In Bill Payment" })).not.toBeFocused();

    await tabAndPress(page, page.getByRole("link", { name: "Next" }));
    await expect(page.getByRole("heading", { name: "Phoned-In Bill Payment" })).toBeFocused({
      timeout: 15_000,
    });
    await expect(page).toHaveTitle(/^Verify Amount - Phoned-In Bill Payment/);
  });

  test("payment arrangement: each step page's heading takes focus", async ({ page }) => {
    const who = persona("deposit-applicable");
    await logInByKeyboard(page, who.username, who.password);
    await page.goto("/payment-arrangement");
    await tabAndPress(page, page.getByRole("link", { name: "I want to apply!" }));
    await expect(page).toHaveURL(/\/payment-arrangement\/use-deposit$/, { timeout: 15_000 });
    await expect(page.locator("#step-title")).toBeFocused();
    await expect(page).toHaveTitle(/^Use Deposit \| Payment Arrangement/);
  });
});

test.describe("titles", () => {
  test("every screen the suite visits has its own non-empty title", async ({ page }) => {
    test.setTimeout(120_000); // thirty screens
    const titles = new Map<string, string>();
    const visit = async (address: string) => {
      await page.goto(address);
      await expect(page.locator("h1, h2").first()).toBeVisible({ timeout: 15_000 });
      titles.set(address, await page.title());
    };
    for (const address of ["/", "/faq", "/privacy-policy", "/terms-and-conditions", "/paynow", "/sign-up"]) {
      await visit(address);
    }
    for (const address of ["/maintenance", "/reset-password", "/no-such-page", "/gpaadmin"])
      await visit(address);

    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    for (const screen of [
      "",
      "/account-information",
      "/bills",
      "/survey",
      "/help",
      "/news",
      "/edit-account",
    ]) {
      await visit(`/dashboard${screen}`);
    }
    await visit("/payment-arrangement");

    await page.context().clearCookies();
    await staffLogInByKeyboard(page, 1);
    const admin = [
      "",
      "/users",
      "/system-maintenance",
      "/announcements",
      "/reports",
      "/reports/needs-a-hand",
      "/reports/reconciliation",
      "/phoned-in",
      "/password-reset",
      "/file-path",
      "/arrangement-forms",
      "/audit-log",
    ];
    for (const screen of admin) await visit(`/admin-dashboard${screen}`);

    const all = [...titles.entries()];
    for (const [address, title] of all) expect(title.trim(), address).not.toBe("");
    const seen = new Map<string, string>();
    for (const [address, title] of all) {
      expect(seen.get(title), `${address} has the title of ${seen.get(title)}`).toBeUndefined();
      seen.set(title, address);
    }
  });
});

test.describe("announcement slider (WCAG 2.2.2)", () => {
  const activeTitle = (page: import("@playwright/test").Page) =>
    page.getByRole("region", { name: "Announcements" }).locator("[data-shown] h3");

  test("Pause stops it; Play starts it again", async ({ page }) => {
    test.setTimeout(45_000);
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Announcements" });
    const first = await activeTitle(page).textContent();
    await tabAndPress(page, slider.getByRole("button", { name: "Pause announcements" }));
    const play = slider.getByRole("button", { name: "Play announcements" });
    await expect(play).toBeFocused();
    // Focus leaves the slider: only the person's Pause holds it now.
    await page.keyboard.press("Shift+Tab");
    await page.waitForTimeout(7_500);
    await expect(activeTitle(page)).toHaveText(first ?? "");

    await tabAndPress(page, play);
    await page.keyboard.press("Shift+Tab");
    await expect(activeTitle(page)).not.toHaveText(first ?? "", { timeout: 9_000 });
  });

  test("under prefers-reduced-motion it does not move by itself", async ({ page }) => {
    test.setTimeout(45_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Announcements" });
    await expect(slider.getByRole("button", { name: "Play announcements" })).toBeVisible();
    const first = await activeTitle(page).textContent();
    await page.waitForTimeout(7_500);
    await expect(activeTitle(page)).toHaveText(first ?? "");
  });
});
