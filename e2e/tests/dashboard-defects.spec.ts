/**
 * Defects a new customer met (a defect a new customer met), each as the customer meets it.
 */
import { expect, logIn, persona, test } from "./fixtures";
import { checkOutByCard } from "./payment-helpers";

test.describe("defects met by a new user", () => {
  test("the terms page has the terms summary of spec 002 §1", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    await expect(page.getByRole("heading", { name: "Summary of the terms" })).toBeVisible();
    for (const line of [
      "Residential cards accepted: Visa, MasterCard and Discover. Commercial accepts MasterCard only.",
      "Anyone may pay another person's bill with the correct account information.",
      "A failed card payment counts as not paid.",
      "The site does not store financial information.",
    ]) {
      await expect(page.getByText(line)).toBeVisible();
    }
    await expect(page.getByText(/Online payments may not credit immediately/)).toBeVisible();
    await expect(page.getByText(/Fees of the card issuer or bank/)).toBeVisible();
  });

  test("the sample bill shows an obviously fictitious account", async ({ page }) => {
    await page.goto("/sign-up?dialog=sample-bill");
    const picture = page.getByRole("img", { name: /Sample GPA bill/ });
    await expect(picture).toBeVisible();
    const svg = await (await page.request.get("/sample-bill.svg")).text();
    expect(svg).toContain("SAMPLE");
    expect(svg).not.toContain("1000000021");
  });

  test("a residential customer pays with a Discover card from the dashboard", async ({ page }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill("12.00");
    await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
    await page
      .getByRole("dialog", { name: "Review Your Order" })
      .getByRole("button", { name: "Pay with Your Credit Card" })
      .click();
    const card = page.getByRole("dialog", { name: "Pay with Your Credit Card" });
    await card.getByLabel("Card Type").selectOption("Discover");
    await card.getByLabel("Cardholder Name").fill("MARIA CRUZ");
    await card.getByLabel("Card Number").fill("6011000000000004");
    await card.getByLabel("Expiration Date (MM/YY)").fill("12/30");
    await card.getByLabel("CVV").fill("8642");
    await card.getByLabel("Billing Zip Code").fill("96913");
    const result = page.context().waitForEvent("page");
    await card.getByRole("button", { name: "Check Out" }).click();
    await expect((await result).getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
      timeout: 20_000,
    });
  });
});

test.describe("a browser in another time zone", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the payment result page shows Guam's date and time, labelled, as the receipt does", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill("10.00");
    await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
    const result = await checkOutByCard(page, {
      name: "MARIA CRUZ",
      number: "4111111111111111",
      zip: "96913",
    });
    await expect(result.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
      timeout: 20_000,
    });
    const guamNow = new Intl.DateTimeFormat("en-US", {
      timeZone: "Pacific/Guam",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(new Date());
    await expect(result.getByText(`${guamNow},`, { exact: false }).first()).toContainText("(Guam time)");
  });
});

test.describe("a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the account table reads as cards: Amount, Pay and Actions are on screen without sideways scrolling", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    const pay = page.getByRole("button", { name: `Pay account ${accountId}` });
    const actions = page.getByRole("button", { name: `Select an Action for account ${accountId}` });
    for (const control of [pay, actions, page.getByLabel(`Amount to be Paid for account ${accountId}`)]) {
      await expect(control).toBeInViewport();
      const box = await control.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await expect(page.getByText("Amount", { exact: true }).first()).toBeVisible();
    const sideways = await page.evaluate(() =>
      Array.from(document.querySelectorAll("table")).some(
        (table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth + 1,
      ),
    );
    expect(sideways).toBe(false);
  });
});
