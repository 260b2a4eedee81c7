/**
 * Keyboard and focus, the dialogs (WCAG 2.1.1 Keyboard, 2.4.3 Focus Order): a press on a dialog's
 * button is never lost — not while the dialog's code loads, not before the page's own script has
 * run — and closing a dialog gives the focus back to what opened it. No mouse: `page.keyboard` only.
 */
import { expect, persona, test } from "./fixtures";
import { tabAndPress, tabTo } from "./keyboard-helpers";

test.describe("focus goes back where it came from", () => {
  test("a dialog whose code is still loading when Tab is pressed gives the focus back to its button", async ({
    page,
  }) => {
    // The home page's dialogs load when first opened (page weight): a slow network must not lose the opener.
    await page.route(/\/assets\/forgot-dialog-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Forgot Username", exact: true });
    await tabAndPress(page, button);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const dialog = page.getByRole("dialog", { name: "Forgot Username" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a press on Quick Pay before the page's script has run opens the dialog once it has", async ({
    page,
  }) => {
    // The page's script is held back until the button has been pressed, as on a slow phone where a
    // person presses before the script has arrived: the press is kept and acted on, not lost.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: "Quick Pay", exact: true });
    await tabAndPress(page, button);
    release();
    const dialog = page.getByRole("dialog", { name: "Quick Pay" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("closing Quick Pay, Forgot Username and Forgot Password returns focus to their buttons", async ({
    page,
  }) => {
    await page.goto("/");
    for (const [opener, title] of [
      ["Quick Pay", "Quick Pay"],
      ["Forgot Username", "Forgot Username"],
      ["Forgot Password", "Forgot Password"],
    ] as const) {
      const button = page.getByRole("button", { name: opener, exact: true });
      await tabAndPress(page, button);
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      // Cancel gives it back too.
      await page.keyboard.press("Enter");
      await tabAndPress(page, dialog.getByRole("button", { name: "Cancel" }));
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test("Forgot Password: the question takes focus, and after the result focus is back on its button", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Forgot Password" });
    await tabAndPress(page, opener);
    const dialog = page.getByRole("dialog", { name: "Forgot Password" });
    await tabTo(page, dialog.getByLabel("Account Number"));
    await page.keyboard.type(who.accounts[0]!.accountId);
    await page.keyboard.press("Tab");
    await page.keyboard.type(who.username);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { level: 3 })).toBeFocused({ timeout: 15_000 });
    await tabTo(page, dialog.getByLabel("Security Answer"));
    await page.keyboard.type(who.securityAnswer);
    await page.keyboard.press("Enter");

    const result = page.getByRole("dialog").filter({ hasText: "e-mail" });
    await expect(result).toBeVisible({ timeout: 15_000 });
    await tabAndPress(page, result.getByRole("button", { name: "Okay" }));
    await expect(result).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("closing the system pop-up, which nothing opened, puts focus on the main content", async ({
    browser,
    stack,
  }) => {
    // A fresh context: the pop-up has not been seen.
    const context = await browser.newContext({ baseURL: stack.portal });
    const page = await context.newPage();
    await page.goto("/");
    const popup = page.getByRole("dialog", { name: "Scheduled system maintenance" });
    await expect(popup).toBeVisible();
    await tabAndPress(page, popup.getByRole("button", { name: "Okay" }));
    await expect(popup).toBeHidden();
    await expect(page.locator("main#main")).toBeFocused();
    await context.close();
  });

  test("a busy Log In button keeps the focus while it reads 'Please wait...'", async ({ page }) => {
    const who = persona("postpaid-current");
    await page.goto("/");
    await tabTo(page, page.getByLabel("Username"));
    await page.keyboard.type(who.username);
    await page.keyboard.press("Tab");
    await page.keyboard.type(who.password);
    const button = page.getByRole("button", { name: "Log In" });
    await tabAndPress(page, button);
    const busy = page.getByRole("button", { name: "Please wait..." });
    await expect(busy).toBeFocused();
    await expect(busy).toBeDisabled(); // aria-disabled: a second press sends nothing
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  });
});
