/**
 * The main customer flows on a phone (phones, beyond the spec): at 390 × 844 (touch, mobile) and 320 px
 * wide, every screen reflows without sideways scrolling (WCAG 1.4.10), its targets are at least
 * 24 × 24 px (WCAG 2.5.8), the account tables read as cards, and the card dialog and the gateway's
 * hosted page fit the screen. One test per flow keeps the added run time small.
 */
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { arrangementMessages } from "@paygpa/contract";
import type { Page } from "@playwright/test";
import { agreeAndDownloadForms } from "./arrangement-helpers";
import { expect, logIn, persona, test } from "./fixtures";
import { expectDialogFits, expectFitsPhone, expectWithinWidth, PHONES, phoneReport } from "./phone-helpers";
import { fillCardDialog, payOnGatewayPage, quickPayUpToGateway } from "./payment-helpers";

/** Every account row is a card: its Amount (or Electric Balance) labelled, Pay and Actions on screen. */
async function expectAccountCards(page: Page, accounts: { accountId: string; prepaid?: boolean }[]) {
  for (const { accountId, prepaid } of accounts) {
    const card = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: accountId }) });
    await expectWithinWidth(page, card, `the card of account ${accountId}`);
    const label = card.getByText(prepaid ? "Electric Balance" : "Amount", { exact: true });
    await expect.soft(label, `account ${accountId}: its amount is labelled`).toBeVisible();
    await expectWithinWidth(page, label, `account ${accountId}'s amount label`);
    const pay = card.getByRole("button", { name: `${prepaid ? "Reload" : "Pay"} account ${accountId}` });
    const actions = card.getByRole("button", { name: `Select an Action for account ${accountId}` });
    for (const [control, what] of [
      [pay, "Pay"],
      [actions, "Actions"],
    ] as const) {
      await control.scrollIntoViewIfNeeded();
      await expectWithinWidth(page, control, `account ${accountId}'s ${what}`);
    }
  }
}

async function loggedIn(page: Page, key: string) {
  const who = persona(key);
  await logIn(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: /^Hi, / })).toBeVisible();
  return who;
}

for (const phone of PHONES) {
  test.describe(`on a ${phone.name}`, () => {
    test.use({ viewport: phone.viewport, isMobile: true, hasTouch: true });

    test("home, login and a one-account dashboard; Pay opens a card dialog that fits; the result page", async ({
      page,
    }) => {
      await page.goto("/");
      await expectFitsPhone(page, "home");
      const who = await loggedIn(page, "postpaid-current");
      const accountId = who.accounts[0]!.accountId;
      await expectFitsPhone(page, "dashboard");
      await expectAccountCards(page, [{ accountId }]);

      await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill("11.00");
      await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
      const review = page.getByRole("dialog", { name: "Review Your Order" });
      await expectDialogFits(page, review, "Review Your Order");
      await expectFitsPhone(page, "Review Your Order");
      await review.getByRole("button", { name: "Pay with Your Credit Card" }).click();
      const card = page.getByRole("dialog", { name: "Pay with Your Credit Card" });
      await expectDialogFits(page, card, "Pay with Your Credit Card");
      await expectFitsPhone(page, "Pay with Your Credit Card");
      await fillCardDialog(card, { name: "MARIA CRUZ", number: "4111111111111111", zip: "96913" });
      const resultTab = page.context().waitForEvent("page");
      await card.getByRole("button", { name: "Check Out" }).click();
      const result = await resultTab;
      await expect(result.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
        timeout: 20_000,
      });
      await expectFitsPhone(result, "payment result");
      await result.close();

      // The payment just made is a card of Payment History's Web Payments.
      await page.getByRole("button", { name: `Select an Action for account ${accountId}` }).click();
      await page.getByRole("menuitem", { name: "Payment History" }).click();
      const history = page.getByRole("dialog", { name: `Payment History — Account ${accountId}` });
      const newest = history.getByRole("table", { name: "Web Payments" }).getByRole("row").nth(1);
      await expect(newest).toContainText("$11.00");
      await expect(newest.getByText("Card Reference", { exact: true })).toBeVisible();
      await expectDialogFits(page, history, "Payment History");
      await expectFitsPhone(page, "Payment History");
    });

    test("a 7-account dashboard as cards, My Bills and the usage dialog", async ({ page }) => {
      const who = await loggedIn(page, "many-accounts");
      // Prepaid accounts come first (spec 002 §4); the postpaid ones are the other tab.
      const reload = who.accounts.find((account) => account.kind === "prepaid")!;
      await expect(page.getByRole("rowheader", { name: reload.accountId })).toBeVisible();
      await expectFitsPhone(page, "7-account dashboard, prepaid tab");
      await expectAccountCards(page, [{ accountId: reload.accountId, prepaid: true }]);
      await page.getByRole("tab", { name: "Postpaid Accounts" }).click();
      const postpaid = who.accounts.filter((account) => account !== reload);
      await expect(page.getByRole("rowheader", { name: postpaid.at(-1)!.accountId })).toBeVisible();
      await expectFitsPhone(page, "7-account dashboard, postpaid tab");
      await expectAccountCards(page, postpaid);

      const first = who.accounts[0]!.accountId;
      await page.getByRole("button", { name: `Select an Action for account ${first}` }).click();
      await expectFitsPhone(page, "the actions menu");
      await page.getByRole("menuitem", { name: "View Consumption" }).click();
      const usage = page.getByRole("dialog", { name: `View Consumption — Account ${first}` });
      await expect(usage.getByText("12-month average:")).toBeVisible();
      await expectDialogFits(page, usage, "View Consumption");
      await expectFitsPhone(page, "View Consumption");
      await page.keyboard.press("Escape");

      // On a phone the dashboard's navigation is a menu behind the header's button.
      await page.getByRole("button", { name: "Navigation" }).click();
      await expectFitsPhone(page, "the navigation menu");
      await page.getByRole("link", { name: "My Bills" }).first().click();
      await expect(page.getByText(/Showing 10 Results out of \d+/)).toBeVisible();
      await expect(page.getByRole("row").nth(1).getByText("Total Amount", { exact: true })).toBeVisible();
      await expectFitsPhone(page, "My Bills");
    });

    test("quick pay up to the gateway's hosted page, which fits, and the result", async ({ page }) => {
      await quickPayUpToGateway(page, persona("postpaid-current"), "12.00");
      await expect(page.getByLabel("Card number")).toBeVisible({ timeout: 20_000 });
      await expectFitsPhone(page, "the hosted payment page");
      await expectWithinWidth(page, page.locator("form").first(), "the hosted card form");
      await payOnGatewayPage(page, { number: "4111111111111111" });
      await expect(page.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
        timeout: 20_000,
      });
      await expectFitsPhone(page, "quick pay's result");
    });

    test("quick pay's steps and sign-up's steps reflow", async ({ page }) => {
      const who = persona("postpaid-current");
      await page.goto(`/paynow?accountId=${who.accounts[0]!.accountId}`);
      await expectFitsPhone(page, "quick pay step 1");
      await page.getByLabel("Zip Code").fill(who.zip);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "Validation" })).toBeVisible({ timeout: 15_000 });
      await expectFitsPhone(page, "quick pay step 2");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "Enter Payment" })).toBeVisible({ timeout: 15_000 });
      await expectFitsPhone(page, "quick pay step 3");

      const newcomer = personasFile.unregistered.find((item) => item.billAddressSource === "PER")!;
      await page.goto("/sign-up");
      await expectFitsPhone(page, "sign-up step 1");
      await page.getByLabel("Account Number").fill(newcomer.accountId);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "My Account Details" })).toBeVisible();
      await expectFitsPhone(page, "sign-up step 2");
      await page.getByLabel("Billing Zip Code").fill(newcomer.zip);
      await page.getByRole("button", { name: "Continue" }).click();
      const confirm = page.getByRole("dialog", { name: "Confirm Your Address" });
      await expectDialogFits(page, confirm, "Confirm Your Address");
      await confirm.getByRole("button", { name: "Yes, Proceed" }).click();
      await expect(page.getByRole("heading", { name: "My Login Details" })).toBeVisible();
      await expectFitsPhone(page, "sign-up step 3");
    });

    test("the home page's dialogs and the other customer screens reflow", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Quick Pay" }).click();
      const quickPay = page.getByRole("dialog", { name: "Quick Pay" });
      await expectDialogFits(page, quickPay, "Quick Pay");
      await expectFitsPhone(page, "the Quick Pay dialog");
      for (const [dialog, name] of [
        ["forgot-username", "Forgot Username"],
        ["forgot-password", "Forgot Password"],
      ] as const) {
        await page.goto(`/?dialog=${dialog}`);
        await expectDialogFits(page, page.getByRole("dialog", { name }), name);
        await expectFitsPhone(page, `the ${name} dialog`);
      }
      for (const path of ["/faq", "/terms-and-conditions", "/privacy-policy"]) {
        await page.goto(path);
        await expectFitsPhone(page, path);
      }
      await loggedIn(page, "postpaid-current");
      for (const path of ["account-information", "edit-account", "survey", "help", "news"]) {
        await page.goto(`/dashboard/${path}`);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expectFitsPhone(page, `/dashboard/${path}`);
      }
    });

    test("the payment arrangement's steps reflow", async ({ page }) => {
      const who = await loggedIn(page, "deposit-applicable");
      const accountId = who.accounts[0]!.accountId;
      await page.getByRole("link", { name: arrangementMessages.requestButton }).click();
      await expect(page.getByRole("link", { name: "I want to apply!" })).toBeVisible();
      await expectFitsPhone(page, "arrangement offer");
      await page.getByRole("link", { name: "I want to apply!" }).click();
      await expect(page.getByLabel(`Apply Deposit to account ${accountId}`)).toBeVisible();
      await expectFitsPhone(page, "arrangement step 1 (deposit)");
      await page.getByRole("link", { name: "Next" }).click();
      await expect(page.getByLabel(`Payment Amount for account ${accountId}`)).toBeVisible();
      await expectFitsPhone(page, "arrangement step 2 (pay today)");
      await page.goto("/payment-arrangement/apply-for-payment-arrangement");
      await expect(page.getByLabel(`Request Extension for account ${accountId}`)).toBeVisible();
      await expectFitsPhone(page, "arrangement step 3 (apply)");
      await page.getByLabel(`Request Extension for account ${accountId}`).check();
      await agreeAndDownloadForms(page);
      await expect(page.getByLabel(/^Signed form for case /)).toBeAttached();
      await expectFitsPhone(page, "arrangement step 4 (print, sign, send)");
    });
  });
}

test.describe("the phone checks themselves", () => {
  test.use({ viewport: PHONES[1].viewport, isMobile: true, hasTouch: true });

  test("they see a page wider than the phone, a small button and a small checkbox, not a link in a sentence", async ({
    page,
  }) => {
    await page.setContent(`<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1">
      <p>Read the <a href="/faq">FAQ</a> first.</p>
      <button style="height: 16px">Forgot</button>
      <input type="checkbox" aria-label="tick" style="width: 16px; height: 16px">
      <button style="width: 24px; height: 24px">x</button>
      <div style="width: 480px">a wide table</div>`);
    const report = await phoneReport(page);
    expect(report.overflow).toBeGreaterThanOrEqual(160);
    expect(report.tooWide).toEqual(["div."]);
    expect(report.smallTargets).toEqual([
      expect.stringMatching(/^button "Forgot" \d+×16$/),
      'input "tick" 16×16',
    ]);
  });
});
