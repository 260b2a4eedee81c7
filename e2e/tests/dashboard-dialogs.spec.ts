/**
 * The account actions' dialogs and My Bills (spec 002 §2 account actions; spec 002 §2 My Bills), as a customer uses them.
 */
import { controlFetch } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { checkOutByCard } from "./payment-helpers";
import type { Page } from "@playwright/test";

async function openAction(page: Page, accountId: string, action: string) {
  await page.getByRole("button", { name: `Select an Action for account ${accountId}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
  return page.getByRole("dialog", { name: `${action} — Account ${accountId}` });
}

async function loggedIn(page: Page, key: string) {
  const who = persona(key);
  await logIn(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return { who, accountId: who.accounts[0]!.accountId };
}

test.describe("account actions", () => {
  test("View Statement lists billing's lines; Escape closes it and focus returns to the menu", async ({
    page,
  }) => {
    const { accountId } = await loggedIn(page, "postpaid-current");
    const dialog = await openAction(page, accountId, "View Statement");
    const rows = dialog.getByRole("table").getByRole("row");
    await expect(rows.nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    expect(await rows.count()).toBeLessThanOrEqual(19);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("button", { name: `Select an Action for account ${accountId}` }),
    ).toBeFocused();
  });

  test("Payment History of a customer who never paid online says 'No Web Payments Made'", async ({
    page,
  }) => {
    // Payments' records outlive a reset: a persona no other test pays for.
    const { accountId } = await loggedIn(page, "deposit-credit");
    const dialog = await openAction(page, accountId, "Payment History");
    await expect(dialog.getByText("No Web Payments Made")).toBeVisible();
    await expect(dialog.getByRole("table", { name: "Payments" })).toContainText("Payment");
  });

  test("a card payment made now is the first line of the Web Payments, in Guam time", async ({ page }) => {
    const { accountId } = await loggedIn(page, "postpaid-current");
    await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill("15.37");
    await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
    const result = await checkOutByCard(page, {
      name: "MARIA CRUZ",
      number: "4111111111111111",
      zip: "96913",
    });
    await expect(result.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
      timeout: 20_000,
    });
    await result.close();

    const dialog = await openAction(page, accountId, "Payment History");
    const newest = dialog.getByRole("table", { name: "Web Payments" }).getByRole("row").nth(1);
    await expect(newest).toContainText("$15.37");
    await expect(newest).toContainText("(Guam time)");
  });

  test("View Consumption charts 12 months with a data table; a prepaid account changes period", async ({
    page,
  }) => {
    const { accountId } = await loggedIn(page, "postpaid-current");
    const dialog = await openAction(page, accountId, "View Consumption");
    await expect(dialog.getByText("12-month average:")).toBeVisible();
    await expect(dialog.getByTestId("consumption-chart").locator("svg").first()).toBeVisible({
      timeout: 15_000,
    });
    await dialog.getByText("Show the chart's data as a table").click();
    await expect(dialog.getByRole("table", { name: "Monthly kWh" }).getByRole("row")).toHaveCount(13);
    await dialog.getByLabel("Show").selectOption("amount");
    await expect(dialog.getByRole("table", { name: "Monthly bill amount" })).toContainText("$");
  });

  test("a prepaid account's consumption reloads by period and shows the prepaid figures", async ({
    page,
  }) => {
    const { accountId } = await loggedIn(page, "prepaid-only");
    const dialog = await openAction(page, accountId, "View Consumption");
    await expect(dialog.getByText("Prepay Balance")).toBeVisible();
    await dialog.getByText("Show the chart's data as a table").click();
    const firstDay = await dialog
      .getByRole("table", { name: "Daily kWh" })
      .getByRole("rowheader")
      .first()
      .textContent();
    await dialog.getByLabel("Period").selectOption("2");
    await expect(
      dialog.getByRole("table", { name: "Daily kWh" }).getByRole("rowheader").first(),
    ).not.toHaveText(firstDay ?? "");
  });

  test("Paperless Billing: toggled, updated, and still toggled after reopening", async ({ page }) => {
    const { accountId } = await loggedIn(page, "postpaid-current");
    let dialog = await openAction(page, accountId, "Paperless Billing");
    const toggle = dialog.getByRole("switch");
    await expect(toggle).toBeVisible();
    const wasOn = await toggle.isChecked();
    await toggle.setChecked(!wasOn);
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(dialog.getByText("Your paperless billing has been updated!")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    dialog = await openAction(page, accountId, "Paperless Billing");
    if (wasOn) await expect(dialog.getByRole("switch")).not.toBeChecked();
    else await expect(dialog.getByRole("switch")).toBeChecked();
  });

  test("Paperless Billing shows 'Server Error! ' when billing cannot be reached", async ({ page, stack }) => {
    const { accountId } = await loggedIn(page, "postpaid-current");
    await controlFetch(`${stack.ccb}/__control/faults`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: `/rest/apis/customer/v-model/accounts/${accountId}`, status: 500 }),
    });
    const dialog = await openAction(page, accountId, "Paperless Billing");
    await expect(dialog.getByRole("alert")).toHaveText("Server Error!");
  });

  test("Notification Settings are saved and shown again on reopening", async ({ page }) => {
    const { accountId } = await loggedIn(page, "postpaid-current");
    let dialog = await openAction(page, accountId, "Notification Settings");
    await dialog.getByRole("group", { name: "My bill is ready" }).getByLabel("E-mail").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Your notification settings have been saved.")).toBeVisible();
    await page.keyboard.press("Escape");
    dialog = await openAction(page, accountId, "Notification Settings");
    await expect(dialog.getByRole("group", { name: "My bill is ready" }).getByLabel("E-mail")).toBeChecked();
    await expect(
      dialog.getByRole("group", { name: "My bill is past due" }).getByLabel("E-mail"),
    ).not.toBeChecked();
  });
});

test.describe("My Bills", () => {
  test("pages the bills and opens one in a new tab; an edited link is refused", async ({ page, context }) => {
    const { accountId } = await loggedIn(page, "postpaid-current");
    await page.getByRole("link", { name: "My Bills" }).first().click();
    await expect(page.getByText(/Showing 10 Results out of \d+/)).toBeVisible();
    const firstBill = await page.getByRole("rowheader").first().textContent();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByRole("rowheader").first()).not.toHaveText(firstBill ?? "");
    await page.getByRole("link", { name: "Previous" }).click();

    const tab = context.waitForEvent("page");
    await page
      .getByRole("link", { name: /View Bill/ })
      .first()
      .click();
    const bill = await tab;
    await bill.waitForLoadState();
    await expect(bill.getByRole("heading", { name: "Guam Power Authority: your bill" })).toBeVisible();
    await expect(bill.getByText(accountId)).toBeVisible();

    const edited = new URL(bill.url());
    edited.searchParams.set("account", persona("postpaid-overdue").accounts[0]!.accountId);
    const refused = await bill.goto(edited.toString());
    expect(refused?.status()).toBe(403);
    await expect(bill.getByText("This bill cannot be shown")).toBeVisible();
    await expect(bill.getByText(accountId)).toHaveCount(0);
  });
});

test.describe("Account Information", () => {
  test("a customer with several accounts picks one and sees its bill, Pay Now, usage and addresses", async ({
    page,
  }) => {
    const who = persona("many-accounts");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByRole("link", { name: "Account Information" }).first().click();
    await expect(page.getByRole("heading", { name: "Account Information" })).toBeVisible();
    const selector = page.getByRole("combobox", { name: "Account", exact: true });
    const options = await selector.locator("option").allTextContents();
    expect(options.length).toBe(who.accounts.length);
    for (const option of options) expect(option.length).toBeLessThanOrEqual(42);
    await selector.selectOption(who.accounts[1]!.accountId);
    await page.getByRole("button", { name: "Show Account" }).click();
    await expect(page.getByRole("heading", { name: `Account ${who.accounts[1]!.accountId}` })).toBeVisible();
    await expect(page.getByText("Total Amount Due")).toBeVisible();
    await expect(page.getByRole("link", { name: "Pay Now" })).toHaveAttribute("href", "/paynow");
    await expect(page.getByText("12-month average:")).toBeVisible();
    await expect(page.getByText("Premise Address")).toBeVisible();
    await expect(page.getByText("Mailing Address")).toBeVisible();
  });
});
