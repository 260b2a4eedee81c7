/**
 * The account actions' dialogs for a customer who has nothing yet (spec 002 §2, "Done when": each
 * dialog with a persona that has none): the new-customer persona's account was opened this month,
 * so billing has no statement line, no consumption and no payment, and the portal no web payment.
 * The texts are the spec's (002 §8 'Empty payment history', 'No chart data') or, where the spec has
 * none, the catalogue's.
 */
import type { Page } from "@playwright/test";
import { expect, logIn, persona, test } from "./fixtures";

// The spec's texts (002 §8) and the catalogue's own, copied here so a changed text fails a test.
const NO_DATA = "There is no data available as of the moment.";
const NO_WEB_PAYMENTS = "No Web Payments Made";
const NO_NOTICES = "No notices are switched on for this account yet.";
const PAPERLESS_OFF = "Paperless billing is off: your bills come by mail.";

async function openAction(page: Page, accountId: string, action: string) {
  await page.getByRole("button", { name: `Select an Action for account ${accountId}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
  return page.getByRole("dialog", { name: `${action} — Account ${accountId}` });
}

async function newCustomer(page: Page) {
  const who = persona("new-customer");
  await logIn(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return who.accounts[0]!.accountId;
}

test.describe("account actions of a new customer (nothing billed or paid yet)", () => {
  test("View Statement says there is no data, with no table", async ({ page }) => {
    const accountId = await newCustomer(page);
    const dialog = await openAction(page, accountId, "View Statement");
    await expect(dialog.getByRole("status")).toHaveText(NO_DATA);
    await expect(dialog.getByRole("table")).toHaveCount(0);
  });

  test("View Consumption says there is no data, with no chart and no average", async ({ page }) => {
    const accountId = await newCustomer(page);
    const dialog = await openAction(page, accountId, "View Consumption");
    await expect(dialog.getByRole("tabpanel", { name: "Month" }).getByRole("status")).toHaveText(NO_DATA);
    // Download My Data (decision 042) has nothing to offer yet either, and says so.
    await expect(dialog.getByRole("region", { name: "Download My Data" }).getByRole("status")).toHaveText(
      "There are no meter readings to download yet.",
    );
    await expect(dialog.getByText("12-month average:")).toHaveCount(0);
    await expect(dialog.getByTestId("consumption-chart")).toHaveCount(0);
  });

  test("Payment History says there is no data and 'No Web Payments Made'", async ({ page }) => {
    const accountId = await newCustomer(page);
    const dialog = await openAction(page, accountId, "Payment History");
    await expect(dialog.getByRole("status")).toHaveText(NO_DATA);
    await expect(dialog.getByText(NO_WEB_PAYMENTS)).toBeVisible();
    await expect(dialog.getByRole("table")).toHaveCount(0);
  });

  test("Paperless Billing loads the mailed bill: the switch off, with Update", async ({ page }) => {
    const accountId = await newCustomer(page);
    const dialog = await openAction(page, accountId, "Paperless Billing");
    await expect(dialog.getByRole("switch")).not.toBeChecked();
    await expect(dialog.getByRole("status")).toHaveText(PAPERLESS_OFF);
    await expect(dialog.getByRole("button", { name: "Update" })).toBeEnabled();
  });

  test("Notification Settings has no notice switched on and says so", async ({ page }) => {
    const accountId = await newCustomer(page);
    const dialog = await openAction(page, accountId, "Notification Settings");
    await expect(dialog.getByRole("status")).toHaveText(NO_NOTICES);
    const boxes = dialog.getByRole("checkbox");
    await expect(boxes.first()).toBeVisible();
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  });
});

test.describe("account actions of a customer with data show no empty text", () => {
  test("Notification Settings once a notice is chosen, and View Statement with billing's lines", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    const accountId = who.accounts[0]!.accountId;
    let dialog = await openAction(page, accountId, "Notification Settings");
    const billReady = dialog.getByRole("group", { name: "My bill is ready" }).getByLabel("E-mail");
    await billReady.check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Your notification settings have been saved.")).toBeVisible();
    await expect(dialog.getByText(NO_NOTICES)).toHaveCount(0);
    await page.keyboard.press("Escape");
    dialog = await openAction(page, accountId, "View Statement");
    await expect(dialog.getByRole("table")).toBeVisible();
    await expect(dialog.getByText(NO_DATA)).toHaveCount(0);
  });
});

test.describe("the card dialog's form (Conform)", () => {
  test("an emptied field's message goes as the customer types, and a reopened dialog starts clean", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill("5.00");
    await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
    const review = page.getByRole("dialog", { name: "Review Your Order" });
    await review.getByRole("button", { name: "Pay with Your Credit Card" }).click();
    let card = page.getByRole("dialog", { name: "Pay with Your Credit Card" });
    await card.getByLabel("Cardholder Name").fill("MARIA CRUZ");
    await card.getByRole("button", { name: "Check Out" }).click();
    // The first field in error (after the cardholder) has the focus and says so.
    await expect(card.getByLabel("Card Number")).toBeFocused();
    await expect(card.getByLabel("Card Number")).toHaveAttribute("aria-invalid", "true");
    await expect(card.getByText("Please enter your Zip Code.")).toBeVisible();
    await card.getByLabel("Billing Zip Code").fill("96913");
    await expect(card.getByText("Please enter your Zip Code.")).toHaveCount(0);
    expect(page.context().pages()).toHaveLength(1);

    // Cancel goes back to the order; paying again opens a new form.
    await card.getByRole("button", { name: "Cancel" }).click();
    await expect(card).toHaveCount(0);
    await review.getByRole("button", { name: "Pay with Your Credit Card" }).click();
    card = page.getByRole("dialog", { name: "Pay with Your Credit Card" });
    await expect(card.getByLabel("Cardholder Name")).toHaveValue("");
    await expect(card.getByLabel("Confirmation Email")).toHaveValue(who.email!);
    await expect(card.getByText("Please enter your Zip Code.")).toHaveCount(0);
  });
});
