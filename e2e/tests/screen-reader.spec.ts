/**
 * Screen-reader walk-throughs of the three main flows: quick pay, the dashboard's card payment and
 * the payment arrangement's four steps, each driven by accessible names only (roles and labels,
 * never a CSS selector or a test id) and by the keyboard, typing and tabbing as a person does. Each
 * message the flow shows must be said by a live region (announce-helpers.ts) and each field in error
 * must carry its message as its description, so a control left unnamed or a message left unannounced
 * fails here. WCAG 1.3.1, 2.1.1, 3.3.1, 4.1.2, 4.1.3; 3.3.7 Redundant Entry as each flow goes.
 */
import { arrangementMessages, messages, paymentMessages } from "@paygpa/contract";
import { expect, persona, test } from "./fixtures";
import { expectAnnounced, expectFieldError, liveRegionTexts } from "./announce-helpers";
import { logInByKeyboard, tabAndPress, tabTo } from "./keyboard-helpers";
import { E2E_CVV } from "./payment-helpers";
import type { Page } from "@playwright/test";

/** Selects what a field holds and types `text` over it, as a person corrects a field. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/**
 * WCAG 3.3.7 Redundant Entry: no field of this step asks again for what the customer already gave
 * (the account number, the zip code, the name or the e-mail address); what is known is shown or filled.
 */
async function expectNotAskedAgain(page: Page, where: string): Promise<void> {
  await expect(
    page.getByRole("textbox", { name: /account number|zip code|^name|customer name|e-?mail/i }),
    `${where}: asks again for what was given`,
  ).toHaveCount(0);
}

/** The gateway's hosted card page, field by field with Tab, then Enter on its Pay button. */
async function payOnHostedPageByKeyboard(page: Page, name: string): Promise<void> {
  await expect(page.getByLabel("Card number")).toBeVisible({ timeout: 20_000 });
  for (const [label, text] of [
    ["Cardholder name", name],
    ["Card number", "4111111111111111"],
    ["Expiry date", "12/30"],
    ["Security code (CVV)", E2E_CVV],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await retype(page, text);
  }
  await tabAndPress(page, page.getByRole("button", { name: /^Pay \$/ }));
}

test.describe("screen-reader walk-throughs", () => {
  test.setTimeout(90_000);

  test("the read-back hears live regions only, not a message drawn outside one", async ({ page }) => {
    await page.setContent(
      '<main><p>Please enter your Zip Code.</p><div role="status">Saved.</div>' +
        '<div aria-live="polite"><ul><li>Too short.</li></ul></div><div role="alert" hidden>Old.</div></main>',
    );
    expect(await liveRegionTexts(page)).toEqual(["Saved.", "Too short."]);
    await expect(expectAnnounced(page, "Please enter your Zip Code.", 500)).rejects.toThrow();
  });

  test("quick pay: every step by its names, each error announced, the account number asked once", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    await page.goto("/");
    await tabAndPress(page, page.getByRole("button", { name: "Quick Pay" }));
    const dialog = page.getByRole("dialog", { name: "Quick Pay" });
    await expect(dialog).toHaveAccessibleDescription("Enter the 10-digit account number shown on your bill.");
    const dialogAccount = dialog.getByLabel("Account Number");
    await tabTo(page, dialogAccount);
    await page.keyboard.type("12345");
    await page.keyboard.press("Enter");
    await expectAnnounced(page, messages.accountNumberInvalid);
    await expectFieldError(dialogAccount, messages.accountNumberInvalid);
    await expect(dialogAccount).toBeFocused();
    await retype(page, accountId);
    await page.keyboard.press("Enter");

    // Step 1: the heading takes the focus; the account number typed in the dialog is filled in.
    await expect(page.getByRole("heading", { name: "Customer Information" })).toBeFocused({
      timeout: 15_000,
    });
    await expect(page.getByRole("listitem").filter({ hasText: "Customer Information" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expect(page.getByLabel("Account Number")).toHaveValue(accountId);
    await tabAndPress(page, page.getByRole("button", { name: "Continue" }));
    const zip = page.getByLabel("Zip Code");
    await expectAnnounced(page, paymentMessages.enterZipCode);
    await expectFieldError(zip, paymentMessages.enterZipCode);
    await expect(zip).toBeFocused();
    await page.keyboard.type(who.zip);
    await page.keyboard.press("Enter");

    // Step 2: the account is read back, not asked again.
    await expect(page.getByRole("heading", { name: "Validation" })).toBeFocused({ timeout: 15_000 });
    await expect(page.getByRole("definition").filter({ hasText: accountId })).toBeVisible();
    await expectNotAskedAgain(page, "quick pay, Validation");
    await tabAndPress(page, page.getByRole("button", { name: "Continue" }));

    // Step 3: an amount under $1 is refused aloud, then corrected.
    await expect(page.getByRole("heading", { name: "Enter Payment" })).toBeFocused({ timeout: 15_000 });
    await expectNotAskedAgain(page, "quick pay, Enter Payment");
    const amount = page.getByLabel("Amount to be Paid");
    await tabTo(page, amount);
    await retype(page, "0.50");
    await tabAndPress(page, page.getByRole("button", { name: "Continue" }));
    await expectAnnounced(page, paymentMessages.amountRange);
    await expectFieldError(amount, paymentMessages.amountRange);
    await tabTo(page, amount);
    await retype(page, "12.34");
    await tabAndPress(page, page.getByRole("button", { name: "Continue" }));

    await payOnHostedPageByKeyboard(page, "MARIA CRUZ");
    await expect(page.getByRole("heading", { name: paymentMessages.approved })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("table", { name: "Accounts Paid" }).getByRole("rowheader")).toHaveText(
      accountId,
    );
    await expect(page.getByRole("button", { name: "Print this Receipt" })).toBeVisible();
  });

  test("the dashboard's card payment: by names and keys, each refusal announced, the receipt in a new tab", async ({
    page,
    context,
  }) => {
    const who = persona("postpaid-current");
    const accountId = who.accounts[0]!.accountId;
    await logInByKeyboard(page, who.username, who.password);
    const amount = page.getByLabel(`Amount to be Paid for account ${accountId}`);
    const select = page.getByRole("checkbox", { name: `Select account ${accountId} for payment` });
    const pay = page.getByRole("button", { name: `Pay account ${accountId}` });
    await tabTo(page, amount, 60);
    await retype(page, "0");
    await page.keyboard.press("Tab");
    await expect(select).not.toBeChecked();
    await tabAndPress(page, pay);
    await expectAnnounced(page, paymentMessages.enterAmount);
    await tabTo(page, amount, 60);
    await retype(page, "25.50");
    await page.keyboard.press("Tab");
    await expect(select).toBeChecked();
    await tabAndPress(page, pay);

    const review = page.getByRole("dialog", { name: "Review Your Order" });
    await expect(review.getByRole("rowheader", { name: accountId })).toBeVisible();
    await tabAndPress(page, review.getByRole("button", { name: "Pay with Your Credit Card" }));

    const card = page.getByRole("dialog", { name: "Pay with Your Credit Card" });
    // The e-mail on file is filled in, not asked again (3.3.7).
    await expect(card.getByLabel("Confirmation Email")).toHaveValue(who.email);
    for (const [label, text] of [
      ["Cardholder Name", "MARIA CRUZ"],
      ["Card Number", "5500000000000004"],
      ["Expiration Date (MM/YY)", "12/30"],
      ["CVV", E2E_CVV],
    ] as const) {
      await tabTo(page, card.getByLabel(label));
      await retype(page, text);
    }
    await tabAndPress(page, card.getByRole("button", { name: "Check Out" }));
    const zip = card.getByLabel("Billing Zip Code");
    await expectAnnounced(page, paymentMessages.enterBillingZip);
    await expectFieldError(zip, paymentMessages.enterBillingZip);
    await expect(zip).toBeFocused();
    await page.keyboard.type("96913");
    await tabAndPress(page, card.getByRole("button", { name: "Check Out" }));
    // The card type says Visa; a Master Card number is refused, in an alert.
    await expectAnnounced(page, paymentMessages.invalidVisa);
    await expect(card.getByRole("alert")).toHaveText(paymentMessages.invalidVisa);
    await tabTo(page, card.getByLabel("Card Number"));
    await retype(page, "4111111111111111");
    const resultTab = context.waitForEvent("page");
    await tabAndPress(page, card.getByRole("button", { name: "Check Out" }));
    const result = await resultTab;
    await expect(result.getByRole("heading", { name: paymentMessages.approved })).toBeVisible({
      timeout: 20_000,
    });
    await expect(result.getByRole("table", { name: "Accounts Paid" }).getByRole("rowheader")).toHaveText(
      accountId,
    );
  });

  test("the payment arrangement's four steps: by names and keys, each message announced, nothing asked twice", async ({
    page,
  }) => {
    const who = persona("deposit-applicable");
    const accountId = who.accounts[0]!.accountId;
    await logInByKeyboard(page, who.username, who.password);
    await tabAndPress(page, page.getByRole("link", { name: arrangementMessages.requestButton }), "Enter");
    await tabAndPress(page, page.getByRole("link", { name: "I want to apply!" }));

    // Step 1: apply the deposit (a checkbox, pressed with Space).
    const steps = page.getByRole("list", { name: "Steps" });
    await expect(steps.getByRole("listitem").first()).toHaveAttribute("aria-current", "step");
    await expect(
      page.getByRole("heading", { name: "Request for Payment Arrangement in 4 Easy Steps!" }),
    ).toBeFocused({
      timeout: 15_000,
    });
    await expectNotAskedAgain(page, "arrangement step 1");
    const deposit = page.getByRole("checkbox", { name: `Apply Deposit to account ${accountId}` });
    await tabTo(page, deposit);
    await page.keyboard.press("Space");
    await expect(deposit).toBeChecked();
    await tabAndPress(page, page.getByRole("link", { name: "Next" }));

    // Step 2: Pay Now without an amount is refused aloud; paying nothing today is allowed (Next).
    await expect(
      page.getByRole("heading", { name: "How much are you able to pay today? (can be as low as $0)" }),
    ).toBeFocused({ timeout: 15_000 });
    await expectNotAskedAgain(page, "arrangement step 2");
    await tabAndPress(page, page.getByRole("button", { name: "Pay Now" }));
    await expectAnnounced(page, arrangementMessages.enterAmount);
    await expectFieldError(
      page.getByLabel(`Payment Amount for account ${accountId}`),
      arrangementMessages.enterAmount,
    );
    // Back to step 1 and on again: the deposit is still applied, not asked again (3.3.7).
    await tabAndPress(page, page.getByRole("link", { name: "Back" }));
    await expect(deposit).toBeChecked({ timeout: 15_000 });
    await tabAndPress(page, page.getByRole("link", { name: "Next" }));
    await expect(page.getByRole("heading", { name: /^How much are you able to pay today/ })).toBeFocused({
      timeout: 15_000,
    });
    await tabAndPress(page, page.getByRole("link", { name: "Next" }));

    // Step 3: I Agree with no account checked is refused in an alert.
    await expect(page.getByRole("heading", { name: "Apply for Payment Arrangement" })).toBeFocused({
      timeout: 15_000,
    });
    await expectNotAskedAgain(page, "arrangement step 3");
    await tabAndPress(page, page.getByRole("button", { name: "I Agree" }));
    await expectAnnounced(page, arrangementMessages.checkOneAccount);
    const extension = page.getByRole("checkbox", { name: `Request Extension for account ${accountId}` });
    await tabTo(page, extension);
    await page.keyboard.press("Space");
    await expect(extension).toBeChecked();
    const download = page.waitForEvent("download");
    await tabAndPress(page, page.getByRole("button", { name: "I Agree" }));

    // Step 4: the form downloads; the account and case are read back, not asked for (3.3.7).
    await expect(page.getByRole("heading", { name: /Print, Sign and Send/i })).toBeFocused({
      timeout: 20_000,
    });
    const form = await (await download).path();
    await expectNotAskedAgain(page, "arrangement step 4");
    const signed = page.getByLabel(/^Signed form for case \d+$/);
    await tabTo(page, signed);
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    await (await chooser).setFiles(form);
    // The chosen file's name is read back in its box.
    await expect(page.getByRole("textbox", { name: /^File name for case \d+$/ })).not.toHaveValue("");
    await tabAndPress(page, page.getByRole("button", { name: "Submit" }));
    // The success message is said before the page moves on to the dashboard.
    await expectAnnounced(page, /^File\(s\) successfully uploaded!/, 20_000);
    await expect(page.getByRole("heading", { name: /^Hi, / })).toBeVisible({ timeout: 15_000 });
  });
});
