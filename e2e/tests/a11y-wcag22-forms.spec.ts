/**
 * WCAG 2.2 criteria no rule engine decides, beside tests/wcag22.spec.ts: 3.3.7 Redundant Entry in
 * AutoPay (the e-mail on file prefilled, an enrolled account not offered again), 3.3.8 Accessible
 * Authentication (every password field a password manager can fill: the right autocomplete and
 * the account's username in the same form; paste allowed) and 2.5.8 Target Size (Minimum) on the
 * main screens at a desktop's width as well as a phone's.
 */
import type { Locator, Page } from "@playwright/test";
import { controlFetch } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { staff } from "./keyboard-helpers";
import { E2E_CVV } from "./payment-helpers";
import { phoneReport } from "./phone-helpers";

async function staffLogIn(page: Page): Promise<void> {
  const { username, password } = staff(1);
  await page.goto("/gpaadmin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
}

/**
 * Every password field inside `scope`: `autocomplete` says current-password or new-password, its
 * form holds the username it is for (autocomplete="username", shown or not), and typing a pasted
 * value in is not blocked.
 */
async function expectPasswordManagersWelcome(scope: Locator, where: string, count: number): Promise<void> {
  const fields = scope.locator("input[type=password]");
  await expect(fields, `${where}: password fields`).toHaveCount(count);
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    const what = `${where}, password field ${index + 1}`;
    expect
      .soft(await field.getAttribute("autocomplete"), `${what}: autocomplete`)
      .toMatch(/^(current|new)-password$/);
    const username = await field.evaluate(
      (input) =>
        (input as HTMLInputElement).form?.querySelector<HTMLInputElement>("input[autocomplete=username]")
          ?.value ?? null,
    );
    expect.soft(username, `${what}: its form names the account (autocomplete="username")`).not.toBeNull();
    await field.focus();
    const pasteAllowed = await field.evaluate((input) => {
      const data = new DataTransfer();
      data.setData("text/plain", "Pasted#Secret1");
      return input.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    expect.soft(pasteAllowed, `${what}: paste is not blocked`).toBe(true);
  }
}

test.describe("WCAG 2.2: entry, authentication and target size", () => {
  test("3.3.7: AutoPay prefills the e-mail on file and does not offer an account already enrolled", async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    const juan = persona("postpaid-and-prepaid");
    const [postpaid, prepaid] = juan.accounts;
    // The terminal issues TransArmor tokens, so that a card can be saved for AutoPay.
    const tokens = await controlFetch(`${stack.gateway}/__control/terminal/settings`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tokenization: true }),
    });
    expect(tokens.status).toBe(200);
    await logIn(page, juan.username, juan.password);
    await page.getByRole("link", { name: "Saved Cards" }).click();
    await page.getByLabel("Cardholder Name").fill("JUAN CAMACHO");
    await page.getByLabel("Card Number").fill("4111111111111111");
    await page.getByLabel("Expiration Date (MM/YY)").fill("12/30");
    await page.getByLabel("CVV").fill(E2E_CVV);
    await page.getByLabel("Billing Zip Code").fill(juan.zip);
    await page.getByRole("button", { name: "Save Card" }).click();
    await expect(page.getByText("The card was saved.")).toBeVisible({ timeout: 15_000 });

    await page.getByRole("link", { name: "AutoPay" }).first().click();
    await expect(page.getByLabel("Confirmation Email")).toHaveValue(juan.email!);
    const account = page.getByLabel("Account", { exact: true });
    await expect(account.locator("option")).toHaveText([
      `${postpaid!.accountId} (postpaid)`,
      `${prepaid!.accountId} (prepaid)`,
    ]);
    await account.selectOption(postpaid!.accountId);
    await page.getByRole("button", { name: "Review the AutoPay terms" }).click();
    await page.getByLabel("I have read and agree to the AutoPay terms above.").check();
    await page.getByRole("button", { name: "Enrol in AutoPay" }).click();
    await expect(page.getByText(`AutoPay is on for account ${postpaid!.accountId}.`)).toBeVisible({
      timeout: 15_000,
    });
    // Enrolling the other account asks neither for the e-mail again nor offers the first one.
    await expect(page.getByLabel("Confirmation Email")).toHaveValue(juan.email!);
    await expect(account.locator("option")).toHaveText([`${prepaid!.accountId} (prepaid)`]);
  });

  test("3.3.8: every password field a customer or staff member types into can be filled by a password manager", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const maria = persona("postpaid-current");
    await page.goto("/");
    await expectPasswordManagersWelcome(page.locator("main"), "customer log in", 1);
    await logIn(page, maria.username, maria.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.goto("/dashboard/edit-account");
    await page.getByRole("link", { name: "Change Password" }).click();
    await expect(page.getByLabel("Current Password")).toBeVisible();
    await expectPasswordManagersWelcome(page.locator("main"), "customer Change Password", 3);

    await page.context().clearCookies();
    await page.goto("/gpaadmin");
    await expectPasswordManagersWelcome(page.locator("main"), "back office log in", 1);
    await staffLogIn(page);
    await page.getByRole("button", { name: /^Hi, / }).click();
    await page.getByRole("menuitem", { name: "Change Pass" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await expect(dialog).toBeVisible();
    await expectPasswordManagersWelcome(dialog, "back office Change Password", 3);
  });

  const VIEWS = [
    { name: "desktop 1280 × 720", viewport: { width: 1280, height: 720 } },
    { name: "phone 390 × 844", viewport: { width: 390, height: 844 } },
  ];
  for (const view of VIEWS) {
    test(`2.5.8: every button, control link, checkbox, radio and select of the main screens is 24 × 24 px or more (${view.name})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(view.viewport);
      const expectTargets = async (where: string) => {
        await page.waitForLoadState("networkidle");
        const { smallTargets } = await phoneReport(page);
        expect.soft(smallTargets, `${where} (${view.name}): targets under 24 × 24 px`).toEqual([]);
      };
      for (const path of ["/", "/faq", "/paynow", "/sign-up"]) {
        await page.goto(path);
        await expectTargets(path);
      }
      const who = persona("many-accounts");
      await logIn(page, who.username, who.password);
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
      for (const path of [
        "/dashboard",
        "/dashboard/bills",
        "/dashboard/account-information",
        "/dashboard/autopay",
        "/dashboard/help",
      ]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
        await expectTargets(path);
      }
      await page.context().clearCookies();
      await staffLogIn(page);
      for (const path of ["", "/users", "/reports", "/announcements"]) {
        await page.goto(`/admin-dashboard${path}`);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
        await expectTargets(`/admin-dashboard${path}`);
      }
    });
  }
});
