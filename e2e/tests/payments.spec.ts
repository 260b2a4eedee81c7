import { readFileSync } from "node:fs";
import { expect, logIn, persona, test } from "./fixtures";
import { controlFetch } from "../stack";
import { expectAccessiblePdf, readPdfStructure } from "./pdf-structure";
import { moveSystemClock, resetSystem } from "./qa-helpers";
import {
  billingBalance,
  E2E_CVV,
  checkOutByCard,
  fillCardDialog,
  formatDollars,
  gatewayTransactionsFor,
  payOnGatewayPage,
  prepaidBalance,
  quickPayUpToGateway,
  receiptsTo,
} from "./payment-helpers";

test.describe("payments end to end", () => {
  test.setTimeout(90_000);

  test("quick pay approved through the hosted page: receipt, PDF and billing balance lowered", async ({
    page,
    stack,
  }) => {
    const who = persona("postpaid-overdue");
    const accountId = who.accounts[0]!.accountId;
    const before = await billingBalance(stack, accountId);
    await quickPayUpToGateway(page, who, "12.34");
    await payOnGatewayPage(page, { number: "4111111111111111" });

    await expect(page).toHaveURL(/\/payment-result\/\d+$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText("Visa 12.34 USD")).toBeVisible();
    await expect(page.getByText("############1111")).toBeVisible();
    const invoice = page.url().split("/").pop() ?? "";
    const paid = page.getByRole("table", { name: "Accounts Paid" });
    await expect(paid.getByRole("rowheader", { name: accountId })).toBeVisible();

    const downloadStarted = page.waitForEvent("download");
    await page.getByRole("button", { name: "Save this as PDF file" }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe(`GPA-Receipt-${invoice}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain(`Transaction Reference: ${invoice}`);
    // A tagged PDF a screen reader reads in order: logo and barcode described, every line real text.
    const structure = await readPdfStructure(await download.path());
    expect(expectAccessiblePdf(structure, `GPA Payment Receipt ${invoice}`)).toEqual([]);
    expect(structure.elements.map(({ role }) => role).slice(0, 4)).toEqual(["Figure", "P", "H1", "P"]);
    expect(structure.elements[0]).toMatchObject({ alt: "PayGPA, Guam Power Authority logo" });
    expect(structure.elements[2]).toMatchObject({ text: "Approved - Thank you" });
    expect(structure.elements).toContainEqual({ role: "H2", text: "Accounts Paid" });
    expect(structure.elements).toContainEqual({ role: "P", text: `Account ${accountId}: $12.34` });
    expect(structure.elements).toContainEqual({ role: "P", text: `Transaction Reference: ${invoice}` });
    expect(structure.elements.at(-2)).toEqual({
      role: "Figure",
      alt: `Barcode of the transaction reference ${invoice}`,
      text: "",
    });
    expect(structure.elements.at(-1)).toEqual({ role: "P", text: invoice });
    // Its HTML twin is the page itself: printed, the receipt's lines without the page's buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible();
    await expect(page.getByText(invoice, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Print this Receipt" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Save this as PDF file" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await expect(page.getByRole("button", { name: "Print this Receipt" })).toBeVisible();

    // Posted to billing by the BFF's outbox: the account owes 12.34 less.
    await expect
      .poll(async () => Math.round((before - (await billingBalance(stack, accountId))) * 100), {
        timeout: 20_000,
      })
      .toBe(1234);
    // The receipt refreshes itself until billing's payment id is in.
    await expect(page.getByText(/^Payment ID: \d+$/)).toBeVisible({ timeout: 20_000 });
  });

  test("quick pay declined through the hosted page shows the failure page", async ({ page }) => {
    await quickPayUpToGateway(page, persona("postpaid-current"), "20.00");
    await payOnGatewayPage(page, { number: "4000000000000002" });
    await expect(page.getByRole("heading", { name: "Sorry, your payment was not processed." })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText("There was a problem processing your credit card information."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/paynow");
  });

  test("when the gateway's answer never comes, the result page stops waiting after 2 minutes of the system clock and says so", async ({
    page,
    stack,
  }) => {
    // The card is charged, but the relay to the BFF is lost: the checkout stays pending.
    expect((await controlFetch(`${stack.gateway}/__control/drop-next-relay`, { method: "POST" })).ok).toBe(
      true,
    );
    await quickPayUpToGateway(page, persona("postpaid-current"), "15.00");
    await payOnGatewayPage(page, { number: "4111111111111111" });
    await expect(page).toHaveURL(/\/payment-result\/\d+$/, { timeout: 20_000 });
    await expect(page.getByRole("status")).toHaveText("Loading...");

    const stillConfirming = page.getByRole("heading", { name: "Your payment is still being confirmed." });
    // The wait runs on the system clock (the BFF's, as the page asks it again), not the browser's:
    // three minutes on, the next ask (1.5 s later) ends it; a lost relay settles only after 5.
    await page.waitForTimeout(2_000);
    await expect(stillConfirming).toBeHidden();
    await moveSystemClock(stack, { advance: "3m" });
    await expect(stillConfirming).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText("your receipt will be e-mailed")).toBeVisible();
    const invoice = page.url().split("/").pop() ?? "";
    await expect(page.getByText(invoice, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Check Again" }).click();
    await expect(page.getByRole("button", { name: "Check Again" })).toBeEnabled();
    await expect(stillConfirming).toBeVisible();
    // The clocks back to the start for the next test (its reset leaves the BFF's clock alone).
    await resetSystem(stack);
  });

  test("the commercial payment page refuses a Visa", async ({ page }) => {
    await quickPayUpToGateway(page, persona("commercial"), "30.00");
    await payOnGatewayPage(page, { number: "4111111111111111" });
    await expect(page.getByRole("alert")).toContainText("Visa is not accepted for this payment", {
      timeout: 20_000,
    });
  });

  test("a cash-only account cannot continue in quick pay, and its dashboard Pay is disabled", async ({
    page,
  }) => {
    const who = persona("cash-only");
    await page.goto("/paynow");
    await page.getByLabel("Account Number").fill(who.accounts[0]!.accountId);
    await page.getByLabel("Zip Code").fill(who.zip);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Validation" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("alert")).toContainText("flagged for Cash Only payments");
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();

    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(
      page.getByRole("button", { name: `Pay account ${who.accounts[0]!.accountId}` }),
    ).toBeDisabled();
  });

  test("dashboard pay through the card dialog opens the receipt in a new tab", async ({
    page,
    context,
    stack,
  }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    const before = await billingBalance(stack, accountId);
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    const amount = page.getByLabel(`Amount to be Paid for account ${accountId}`);
    await amount.fill("0");
    await amount.blur();
    await expect(
      page.getByRole("checkbox", { name: `Select account ${accountId} for payment` }),
    ).not.toBeChecked();
    await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter an amount!");
    await amount.fill("25.50");
    await expect(
      page.getByRole("checkbox", { name: `Select account ${accountId} for payment` }),
    ).toBeChecked();
    await page.getByRole("button", { name: `Pay account ${accountId}` }).click();

    const review = page.getByRole("dialog", { name: "Review Your Order" });
    await expect(review.getByText("Total Amount")).toBeVisible();
    await expect(review.getByText("$ 25.50").first()).toBeVisible();
    await review.getByRole("button", { name: "Pay with Your Credit Card" }).click();

    const card = page.getByRole("dialog", { name: "Pay with Your Credit Card" });
    // The Confirmation Email starts as the e-mail on file; both new fields are required.
    const email = card.getByLabel("Confirmation Email");
    await expect(email).toHaveValue(who.email);
    await email.fill("");
    await card.getByLabel("Cardholder Name").fill("MARIA CRUZ");
    await card.getByLabel("Card Number").fill("5500000000000004");
    await card.getByLabel("Expiration Date (MM/YY)").fill("12/30");
    await card.getByLabel("CVV").fill(E2E_CVV);
    await card.getByRole("button", { name: "Check Out" }).click();
    await expect(card.getByText("Please enter your Zip Code.")).toBeVisible();
    await expect(card.getByText("Please enter your Email Address.")).toBeVisible();
    await expect(card.getByLabel("Billing Zip Code")).toBeFocused();
    await card.getByLabel("Billing Zip Code").fill("96913");
    await email.fill("maria.receipts@example.org");
    await card.getByRole("button", { name: "Check Out" }).click();
    await expect(card.getByRole("alert")).toHaveText("Please enter a valid Visa Card Number!");

    await card.getByLabel("Card Type").selectOption("MasterCard");
    const newTab = context.waitForEvent("page");
    await card.getByRole("button", { name: "Check Out" }).click();
    const result = await newTab;
    await expect(result.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(result.getByText("Mastercard 25.50 USD")).toBeVisible();
    await expect(card).toHaveCount(0);
    // One tab for the result, however the dashboard re-renders afterwards (the refused try closed its own).
    await expect(page.getByRole("heading", { name: /^Hi, / })).toBeVisible();
    expect(context.pages()).toHaveLength(2);
    await expect
      .poll(async () => Math.round((before - (await billingBalance(stack, accountId))) * 100), {
        timeout: 20_000,
      })
      .toBe(2550);
    // The receipt went to the Confirmation Email given in the dialog.
    await expect
      .poll(async () => (await receiptsTo(stack, "maria.receipts@example.org")).length, { timeout: 10_000 })
      .toBe(1);
  });

  test("prepaid Reload through the card dialog raises the prepaid balance", async ({ page, stack }) => {
    const who = persona("prepaid-only");
    const accountId = who.accounts[0]!.accountId;
    const before = await prepaidBalance(stack, accountId);
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    const table = page.getByRole("table", { name: "Prepaid Accounts" });
    const row = table.getByRole("row", { name: new RegExp(accountId) });
    await expect(row).toContainText(formatDollars(before));

    await row.getByLabel(`Amount to be Paid for account ${accountId}`).fill("20.00");
    await row.getByRole("button", { name: `Reload account ${accountId}` }).click();
    const result = await checkOutByCard(page, {
      name: "ROSA TAITANO",
      number: "4111111111111111",
      zip: who.zip,
    });
    await expect(result.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
      timeout: 20_000,
    });

    // Billing raises the prepaid balance once the BFF has posted the payment; the dashboard shows it.
    await expect
      .poll(async () => Math.round(((await prepaidBalance(stack, accountId)) - before) * 100), {
        timeout: 20_000,
      })
      .toBe(2000);
    await page.reload();
    await expect(row).toContainText(formatDollars(before + 20));
    await expect.poll(async () => (await receiptsTo(stack, who.email)).length).toBe(1);
  });

  test("with the gateway down, Check Out opens the result tab on the failure page", async ({
    page,
    stack,
  }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    await controlFetch(`${stack.gateway}/__control/faults`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: "/transaction/*", status: 503 }),
    });
    await logIn(page, who.username, who.password);
    await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill("10.00");
    await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
    const result = await checkOutByCard(page, {
      name: "MARIA CRUZ",
      number: "4111111111111111",
      zip: who.zip,
    });
    await expect(result.getByRole("heading", { name: "Sorry, your payment was not processed." })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await expect(
      page.getByRole("dialog", { name: "Pay with Your Credit Card" }).getByRole("alert"),
    ).toHaveText("Server Error. Try again later!");
  });

  test("a double Check Out of the card dialog charges the card once", async ({ page, context, stack }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    const before = await billingBalance(stack, accountId);
    // Every Check Out request leaves the browser twice (a double submission on a flaky network):
    // both carry the dialog's one idempotency key.
    let sent = 0;
    await page.route(/\/payments\/card(\.data)?(\?|$)/, async (route) => {
      const [first] = await Promise.all([route.fetch(), route.fetch()]);
      sent += 2;
      await route.fulfill({ response: first });
    });
    await logIn(page, who.username, who.password);
    await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill("12.34");
    await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
    await page
      .getByRole("dialog", { name: "Review Your Order" })
      .getByRole("button", { name: "Pay with Your Credit Card" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Pay with Your Credit Card" });
    await fillCardDialog(dialog, { name: "MARIA CRUZ", number: "4111111111111111", zip: who.zip });
    const resultTab = context.waitForEvent("page");
    await dialog.getByRole("button", { name: "Check Out" }).dblclick();
    const result = await resultTab;
    await expect(result.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
      timeout: 20_000,
    });

    expect(sent).toBeGreaterThanOrEqual(2);
    const invoice = new URL(result.url()).pathname.split("/").pop() ?? "";
    expect(await gatewayTransactionsFor(stack, invoice)).toEqual([
      expect.objectContaining({ transactionType: "00", approved: true }),
    ]);
    const all = (await (await controlFetch(`${stack.gateway}/__control/transactions`)).json()) as {
      transactions: unknown[];
    };
    expect(all.transactions).toHaveLength(1);
    await expect
      .poll(async () => Math.round((before - (await billingBalance(stack, accountId))) * 100), {
        timeout: 20_000,
      })
      .toBe(1234);
  });

  test("quick pay's Enter Payment asks for an amount, keeps it in range, and Cancel needs none", async ({
    page,
  }) => {
    const who = persona("postpaid-overdue");
    await quickPayUpToGateway(page, who, "");
    await expect(page.getByRole("alert")).toHaveText("Please enter an amount!");
    await expect(page.getByLabel("Amount to be Paid")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Amount to be Paid").fill("0.50");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid amount of $1.00 to $99,999.99!");
    await expect(page).toHaveURL(/step=3/);
    await page.getByLabel("Amount to be Paid").fill("");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Validation" })).toBeVisible();
  });
});
