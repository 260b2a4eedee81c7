/**
 * Phoned-In Bill Payment and pay by link (spec 000 §2, §8; pay by link is beyond the spec): a clerk takes a
 * payment of two accounts for a customer on the phone, the hosted page and the result open in a new
 * tab, step 3 shows the clerk the outcome; or the clerk e-mails a link the customer pays with.
 */
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import type { Page } from "@playwright/test";
import { expect, persona, test } from "./fixtures";
import { typeInto } from "./form-helpers";
import { mailTo } from "./mail-helpers";
import { payOnGatewayPage } from "./payment-helpers";

const clerk = personasFile.admins.find((item) => item.level === 4)!;
const current = persona("postpaid-current").accounts[0]!.accountId;
const overdue = persona("postpaid-overdue").accounts[0]!.accountId;

/** The clerk logs in at /gpaadmin and opens the Phoned-In screen. */
async function openPhonedIn(page: Page) {
  await page.goto("/gpaadmin");
  await page.getByLabel("Username").fill(clerk.username);
  await page.getByLabel("Password").fill(clerk.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
  await page.goto("/admin-dashboard/phoned-in");
  await expect(page.getByRole("heading", { name: "Phoned-In Bill Payment" })).toBeVisible();
}

/** Step 1: the two accounts searched, then Next to step 2. */
async function searchTwoAccounts(page: Page) {
  await page.getByLabel("Account ID", { exact: true }).fill(current);
  await page.getByRole("button", { name: "Add Account" }).click();
  await page.getByRole("textbox", { name: "Account ID 2" }).fill(overdue);
  await page.getByRole("button", { name: "Search" }).click();
  const summary = page.getByRole("table", { name: "Account Summary" });
  await expect(summary.getByRole("rowheader", { name: current })).toBeVisible();
  await expect(summary.getByRole("rowheader", { name: overdue })).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=2/);
}

async function enterAmounts(page: Page) {
  await page.getByLabel(`Payment amount for ${current}`).fill("12.34");
  await page.getByLabel(`Payment amount for ${overdue}`).fill("20");
}

test.describe("Phoned-In Bill Payment (spec 000 §2)", () => {
  test("a failed search shows billing's description with the account id", async ({ page }) => {
    await openPhonedIn(page);
    await page.getByLabel("Account ID", { exact: true }).fill("9999999999");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("alert")).toHaveText("Account number doesn't exist (9999999999)");
  });

  test("Enter in an Account ID searches: it neither adds an account nor removes one", async ({ page }) => {
    await openPhonedIn(page);
    const summary = page.getByRole("table", { name: "Account Summary" });
    const second = page.getByRole("textbox", { name: "Account ID 2" });
    await typeInto(page.getByLabel("Account ID", { exact: true }), current);
    await page.keyboard.press("Enter");
    await expect(summary.getByRole("rowheader", { name: current })).toBeVisible();
    await expect(second).toHaveCount(0);
    // With two rows, Enter in the second still searches both (Remove Account ID 2 is not pressed).
    await page.getByRole("button", { name: "Add Account" }).click();
    await typeInto(second, overdue);
    await page.keyboard.press("Enter");
    await expect(summary.getByRole("rowheader", { name: overdue })).toBeVisible();
    await expect(summary.getByRole("rowheader", { name: current })).toBeVisible();
    await expect(second).toHaveValue(overdue);
    await expect(page.getByRole("textbox", { name: "Account ID 3" })).toHaveCount(0);
  });

  test("the Account Summary: the location cut at 25 characters with the whole on focus, and Account Details", async ({
    page,
  }) => {
    await openPhonedIn(page);
    await page.getByLabel("Account ID", { exact: true }).fill(current);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByRole("table", { name: "Account Summary" }).getByRole("row").nth(1);
    const location = row.getByRole("cell").first();
    await expect(location).toContainText("...");
    await expect(row.getByRole("tooltip")).toBeHidden();
    await location.locator("[tabindex='0']").focus();
    await expect(row.getByRole("tooltip")).toBeVisible();
    // Escape hides it where the focus stays (WCAG 1.4.13 dismissible).
    await page.keyboard.press("Escape");
    await expect(row.getByRole("tooltip")).toBeHidden();
    await expect(location.locator("[tabindex='0']")).toBeFocused();
    await page.getByRole("button", { name: `Details of ${current}` }).click();
    const details = page.getByRole("dialog", { name: "Account Details" });
    await expect(details.getByRole("row", { name: /Account No\./ })).toContainText(current);
  });

  test("two accounts, amounts, the hosted page and result in a new tab, the outcome at step 3", async ({
    page,
    context,
  }) => {
    await openPhonedIn(page);
    await searchTwoAccounts(page);
    await enterAmounts(page);
    const [checkoutTab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Continue" }).click(),
    ]);
    await payOnGatewayPage(checkoutTab, { number: "4111111111111111", name: "MARIA CRUZ" });
    await expect(checkoutTab).toHaveURL(/\/payment-result\/\d+/, { timeout: 20_000 });
    await expect(checkoutTab.getByText("Approved - Thank you")).toBeVisible({ timeout: 20_000 });

    // The clerk's own tab follows the attempt at step 3.
    await expect(page).toHaveURL(/step=3&invoice=\d+/);
    await expect(page.getByRole("status").filter({ hasText: "Approved - Thank you" })).toBeVisible({
      timeout: 30_000,
    });
    const outcome = page.getByRole("table", { name: "Payment outcome" });
    await expect(outcome.getByRole("row", { name: /Amount/ })).toContainText("$32.34");

    // The payment is in the account's Web payment history, taken by this clerk.
    await page.goto(`/admin-dashboard/phoned-in?accounts=${overdue}`);
    await page.getByRole("link", { name: `Payment History of ${overdue}` }).click();
    const dialog = page.getByRole("dialog", { name: `Payment History (${overdue})` });
    await expect(dialog.getByRole("row").filter({ hasText: clerk.username })).toContainText("$20.00");
    await dialog.getByRole("tab", { name: "Complete" }).click();
    await expect(dialog.getByRole("row").nth(1)).toBeVisible();
    // The customer's texts and e-mails: when, to whom (masked), kind, status; never a body.
    await dialog.getByRole("tab", { name: "Texts and E-mails" }).click();
    const sent = dialog.getByRole("tabpanel", { name: "Texts and E-mails" });
    await expect(sent.getByRole("columnheader", { name: "Status" })).toBeVisible();
    await expect(sent).not.toContainText("http");
  });
});

test.describe("pay by link (beyond the spec: card numbers stay off the phone)", () => {
  test("the clerk e-mails a link, the customer pays with it, and it pays only once", async ({
    page,
    stack,
  }) => {
    await openPhonedIn(page);
    await searchTwoAccounts(page);
    await enterAmounts(page);
    const email = "phoned.in.customer@example.com";
    await page.getByLabel("Customer's Email Address").fill(email);
    await page.getByRole("button", { name: "E-mail a Payment Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();

    const mail = await mailTo(stack, email, /^Your GPA payment link$/);
    const link = /\/pay-link\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    // The customer, in a browser of their own.
    const customer = await page.context().browser()!.newContext({ baseURL: stack.portal });
    const customerPage = await customer.newPage();
    await customerPage.goto(link!);
    const order = customerPage.getByRole("table", { name: "Review Your Order" });
    await expect(order.getByRole("row", { name: /Total Amount/ })).toContainText("$32.34");
    await customerPage.getByRole("button", { name: "Pay Now" }).click();
    await payOnGatewayPage(customerPage, { number: "4111111111111111", name: "JOSE SANTOS" });
    await expect(customerPage.getByText("Approved - Thank you")).toBeVisible({ timeout: 20_000 });

    await customerPage.goto(link!);
    await expect(customerPage.getByRole("alert")).toContainText("This payment link is not valid");
    await customer.close();
  });
});
