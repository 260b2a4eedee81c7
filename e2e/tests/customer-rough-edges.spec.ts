/**
 * The customer's rough edges, each as a person meets it: no dead end after a payment (the quick-pay
 * receipt's 'Where is my payment?' opens without a login, for that payment only; a decline's Go
 * Back returns to the form; Close This Window closes the card dialog's tab; the dashboard says the
 * receipt opens in a new tab; the gateway's "unavailable" page links back to GPA), no billing jargon
 * on the customer's pages (nor a terms version on AutoPay, nor an Apply Deposit box on a $0.00
 * deposit), nothing fetched from outside (the favicon of the portal and of the gateway's hosted
 * page), the password rule said before Submit.
 */
import { arrangementMessages } from "@paygpa/contract";
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import type { Page } from "@playwright/test";
import { controlFetch } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { fillCardDialog, payOnGatewayPage, quickPayUpToGateway } from "./payment-helpers";

test.describe("a customer's path has no dead end and no jargon", () => {
  test.setTimeout(90_000);

  test("quick pay's 'Where is my payment?' opens for a payer with no login, in plain words, and only that payment", async ({
    page,
    browser,
    stack,
  }) => {
    const who = persona("postpaid-overdue");
    await quickPayUpToGateway(page, who, "1272.96");
    await payOnGatewayPage(page, { number: "4111111111111111" });
    await expect(page.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
      timeout: 20_000,
    });
    // One way of writing money: $1,272.96, not '$ 1272.96'.
    await expect(page.getByRole("table", { name: "Accounts Paid" })).toContainText("$1,272.96");
    const link = page.getByRole("link", { name: "Where is my payment?" });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/payment-timeline\/\d+\?ref=[\w-]{22}$/);

    // Another browser, no cookie at all (the receipt e-mail's reader): the timeline opens.
    const stranger = await browser.newContext({ baseURL: stack.portal });
    const other = await stranger.newPage();
    await other.goto(href);
    await expect(other.getByRole("heading", { name: "Where is my payment?" })).toBeVisible();
    await expect(other.getByRole("list", { name: "Steps of this payment" })).toContainText(
      "Your card was charged.",
    );
    const main = other.getByRole("main");
    await expect(main).toContainText("$1,272.96");
    await expect(main).not.toContainText("log in");
    await expect(main).not.toContainText("In CCB");
    await expect(main).not.toContainText("billing payment");
    await expect(other.getByRole("link", { name: "Back to PayGPA" })).toHaveAttribute("href", "/");

    // The same reference on the next invoice number, or no reference: nothing is shown.
    const [path, reference] = href.split("?ref=");
    const invoice = Number(path?.split("/").pop());
    await other.goto(`/payment-timeline/${invoice + 1}?ref=${reference}`);
    await expect(other.getByText("This payment cannot be shown to you.")).toBeVisible();
    await other.goto(`/payment-timeline/${invoice}`);
    await expect(main.getByRole("list", { name: "Steps of this payment" })).toHaveCount(0);
    await stranger.close();
  });

  test("a declined quick pay's Go Back returns to the payment form, not the home page", async ({ page }) => {
    await quickPayUpToGateway(page, persona("postpaid-current"), "20.00");
    await payOnGatewayPage(page, { number: "4000000000000002" });
    await expect(page.getByRole("heading", { name: "Sorry, your payment was not processed." })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/paynow$/);
    await expect(page.getByRole("heading", { name: "Quick Pay" }).first()).toBeVisible();
  });

  test("the gateway's 'Payments are unavailable' page leads back to GPA's site", async ({ page, stack }) => {
    const fault = await controlFetch(`${stack.gateway}/__control/faults`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: "/payment", status: 503 }),
    });
    expect(fault.ok).toBe(true);
    await quickPayUpToGateway(page, persona("postpaid-current"), "20.00");
    await expect(page.getByRole("heading", { name: "Payments are unavailable" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText("Your card has not been charged.")).toBeVisible();
    await page.getByRole("link", { name: "Return to Guam Power Authority" }).click();
    await expect(page).toHaveURL(`${stack.portal}/`);
    await expect(page.getByRole("button", { name: "Quick Pay" })).toBeVisible();
  });

  test("a payment arrangement offers no Apply Deposit box on an account with a $0.00 deposit", async ({
    page,
  }) => {
    const who = persona("arrangement-two-accounts");
    await logIn(page, who.username, who.password);
    await page.getByRole("link", { name: arrangementMessages.requestButton }).click();
    await page.getByRole("link", { name: "I want to apply!" }).click();
    for (const { accountId } of who.accounts) {
      const row = page.getByRole("row").filter({ hasText: accountId });
      await expect(row).toContainText("$0.00");
      await expect(row).toContainText("No deposit to apply");
      await expect(page.getByLabel(`Apply Deposit to account ${accountId}`)).toHaveCount(0);
    }
  });

  test("an AutoPay enrolment says what was agreed in plain words, not the terms' version number", async ({
    page,
    stack,
  }) => {
    const tokens = await controlFetch(`${stack.gateway}/__control/terminal/settings`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tokenization: true }),
    });
    expect(tokens.ok).toBe(true);
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await page.getByRole("link", { name: "Saved Cards" }).click();
    await fillCardDialog(page.getByRole("main"), {
      name: "MARIA CRUZ",
      number: "4111111111111111",
      zip: who.zip,
    });
    await page.getByRole("button", { name: "Save Card" }).click();
    await expect(page.getByText("The card was saved.")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("link", { name: "AutoPay" }).first().click();
    await page.getByLabel("Confirmation Email").fill(who.email);
    await page.getByRole("button", { name: "Review the AutoPay terms" }).click();
    await page.getByLabel("I have read and agree to the AutoPay terms above.").check();
    await page.getByRole("button", { name: "Enrol in AutoPay" }).click();
    await expect(page.getByText(/card ending 1111; agreed .+ to the terms below\./)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole("main")).not.toContainText(/\(terms [\d.-]+\)/);
  });

  test("the dashboard says the receipt opens in a new tab, and that tab's Close This Window closes it", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    const accountId = who.accounts[0]!.accountId;
    await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill("5.00");
    // The box beside the amount has a label a sighted customer reads.
    const label = page.locator("label", { hasText: `Select account ${accountId} for payment` });
    expect((await label.boundingBox())?.width ?? 0, "the label is seen, not only read out").toBeGreaterThan(
      20,
    );
    await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
    const result = await checkOutByCardSaying(page, who.zip);
    await expect(result.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
      timeout: 20_000,
    });
    const closed = result.waitForEvent("close");
    await result.getByRole("link", { name: "Close This Window" }).click();
    await closed;
    expect(result.isClosed()).toBe(true);
  });

  test("the portal and the gateway's hosted page answer /favicon.ico themselves", async ({
    request,
    stack,
  }) => {
    for (const origin of [stack.portal, stack.gateway]) {
      const icon = await request.get(`${origin}/favicon.ico`);
      expect(icon.status(), `${origin}/favicon.ico`).toBe(200);
      expect(icon.headers()["content-type"]).toContain("image/");
    }
  });

  test("sign-up states the password's letter, number and symbol rule before Submit", async ({ page }) => {
    const who = personasFile.unregistered.find((item) => item.billAddressSource === "PER")!;
    await page.goto("/sign-up");
    await page.getByLabel("Account Number").fill(who.accountId);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Billing Zip Code").fill(who.zip);
    await page.getByRole("button", { name: "Continue" }).click();
    await page
      .getByRole("dialog", { name: "Confirm Your Address" })
      .getByRole("button", { name: "Yes, Proceed" })
      .click();
    await expect(page.getByRole("heading", { name: "My Login Details" })).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      /8 to 15 characters, with at least one letter, one number and one symbol/,
    );
  });
});

/** Review, then the card dialog: it says where the receipt opens before Check Out is pressed. */
async function checkOutByCardSaying(page: Page, zip: string): Promise<Page> {
  const review = page.getByRole("dialog", { name: "Review Your Order" });
  await review.getByRole("button", { name: "Pay with Your Credit Card" }).click();
  const dialog = page.getByRole("dialog", { name: "Pay with Your Credit Card" });
  await expect(dialog.getByRole("button", { name: "Check Out" })).toHaveAccessibleDescription(
    "Your receipt opens in a new tab.",
  );
  await fillCardDialog(dialog, { name: "MARIA CRUZ", number: "4111111111111111", zip });
  const resultTab = page.context().waitForEvent("page");
  await dialog.getByRole("button", { name: "Check Out" }).click();
  return resultTab;
}
