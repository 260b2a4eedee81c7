/**
 * Saved cards and AutoPay end to end (decisions 030–032): save a card (a $0 verify that returns a
 * TransArmor token), enrol an account after the consent screen, move the system clock 30 days on,
 * see the reminder e-mail in the demo mail viewer, the draft on the due date, its 'Where is my
 * payment?' timeline and the lowered balance in billing; then stop AutoPay with one click.
 */
import { controlFetch, controlToken } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { mailsTo } from "./mail-helpers";
import { billingBalance, chargesDueAfter, E2E_CVV, latestDueDate } from "./payment-helpers";
import { moveSystemClock, resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current");
const accountId = maria.accounts[0]!.accountId;
const RECEIPTS = "maria.autopay@example.com";

// The clock moved a month: the system reset puts every service's clock back together for the next
// test (each service's own reset keeps its clock, and a BFF a month ahead of the gateway is refused).
test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

/** The subject of AutoPay's reminder (autopay-mail.ts). */
const REMINDER = /^AutoPay will pay \$/;

test("save a card, enrol in AutoPay, a month later: reminder, draft, timeline, lower balance; then stop", async ({
  page,
  stack,
}) => {
  test.setTimeout(240_000);
  // The terminal issues TransArmor tokens (gateway-simulator/README.md, 'TransArmor tokens').
  const tokens = await controlFetch(`${stack.gateway}/__control/terminal/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tokenization: true }),
  });
  expect(tokens.status).toBe(200);

  await logIn(page, maria.username, maria.password);
  await expect(page.getByRole("link", { name: "Saved Cards" })).toBeVisible();
  await page.getByRole("link", { name: "Saved Cards" }).click();
  await page.getByLabel("Cardholder Name").fill("MARIA CRUZ");
  await page.getByLabel("Card Number").fill("4111111111111111");
  await page.getByLabel("Expiration Date (MM/YY)").fill("12/30");
  await page.getByLabel("CVV").fill(E2E_CVV);
  await page.getByLabel("Billing Zip Code").fill(maria.zip);
  await page.getByRole("button", { name: "Save Card" }).click();
  await expect(page.getByText("The card was saved.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("rowheader", { name: "Visa ending 1111" })).toBeVisible();

  await page.getByRole("link", { name: "AutoPay" }).first().click();
  await page.getByLabel("Confirmation Email").fill(RECEIPTS);
  await page.getByRole("button", { name: "Review the AutoPay terms" }).click();
  await expect(page.getByRole("heading", { name: "AutoPay terms" })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText(/I authorize Guam Power Authority to charge my Visa card ending 1111/),
  ).toBeVisible();
  await page.getByLabel("I have read and agree to the AutoPay terms above.").check();
  await page.getByRole("button", { name: "Enrol in AutoPay" }).click();
  await expect(page.getByText(`AutoPay is on for account ${accountId}.`)).toBeVisible({ timeout: 15_000 });

  const before = await billingBalance(stack, accountId);
  expect(before).toBeGreaterThan(0);
  const dueDate = await latestDueDate(stack, accountId);
  await moveSystemClock(stack, { advance: "30d" });

  // The AutoPay job catches up within its interval: the reminder, then the draft on the due date.
  await expect
    .poll(async () => (await mailsTo(stack, RECEIPTS, REMINDER)).length, { timeout: 60_000 })
    .toBe(1);
  const [reminder] = await mailsTo(stack, RECEIPTS, REMINDER);
  expect(reminder!.text).toContain(`AutoPay will charge $${before.toFixed(2)} to your card ending 1111`);
  // Paid to its due date: what billing holds now is only the bill its cycle cut since, not due yet.
  const cutSince = await chargesDueAfter(stack, accountId, dueDate);
  await expect.poll(() => billingBalance(stack, accountId), { timeout: 60_000 }).toBeCloseTo(cutSince, 2);

  // QA and trainers read the reminder in the demo mail viewer.
  await page.goto(`/demo/mail?to=${encodeURIComponent(RECEIPTS)}&token=${controlToken()}`);
  await expect(page.getByRole("heading", { name: reminder!.subject })).toBeVisible({ timeout: 15_000 });

  // A month on, the session has ended: log in again and follow the payment.
  await logIn(page, maria.username, maria.password);
  await expect(page.getByRole("link", { name: "AutoPay" }).first()).toBeVisible();
  await page.goto("/dashboard/autopay");
  await expect(page.getByRole("cell", { name: "Paid", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Where is my payment?" }).click();
  await expect(page.getByRole("heading", { name: "Where is my payment?" })).toBeVisible();
  await expect(page.getByText("AutoPay, receipt number")).toBeVisible();
  await expect(page.getByText(/^Charged at the card gateway: Done/)).toBeVisible();
  await expect(page.getByText(/^Posted to your account in billing: Done/)).toBeVisible();

  await page.goto("/dashboard/autopay");
  await page.getByRole("button", { name: "Stop AutoPay" }).click();
  await expect(page.getByText("AutoPay is stopped. No further payment will be taken.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Account ${accountId}: AutoPay stopped` })).toBeVisible();
});

test("the card dialog saves a new card, then pays from it with its token", async ({ page, stack }) => {
  test.setTimeout(120_000);
  await controlFetch(`${stack.gateway}/__control/terminal/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tokenization: true }),
  });
  await logIn(page, maria.username, maria.password);
  const openDialog = async (amount: string) => {
    await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill(amount);
    await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
    await page
      .getByRole("dialog", { name: "Review Your Order" })
      .getByRole("button", { name: "Pay with Your Credit Card" })
      .click();
    return page.getByRole("dialog", { name: "Pay with Your Credit Card" });
  };
  const first = await openDialog("11.00");
  await first.getByLabel("Cardholder Name").fill("MARIA CRUZ");
  await first.getByLabel("Card Number").fill("5500000000000004");
  await first.getByLabel("Card Type").selectOption("MasterCard");
  await first.getByLabel("Expiration Date (MM/YY)").fill("12/30");
  await first.getByLabel("CVV").fill(E2E_CVV);
  await first.getByLabel("Billing Zip Code").fill(maria.zip);
  await first.getByLabel(/Save this card/).check();
  const firstResult = page.context().waitForEvent("page");
  await first.getByRole("button", { name: "Check Out" }).click();
  const firstTab = await firstResult;
  await expect(firstTab.getByRole("link", { name: "Where is my payment?" })).toBeVisible({ timeout: 20_000 });
  await firstTab.close();

  await page.goto("/dashboard");
  const second = await openDialog("12.00");
  await expect(second.getByLabel("Pay with")).toHaveValue(/.+/, { timeout: 15_000 });
  await expect(second.getByLabel("Card Number")).toHaveCount(0);
  const secondResult = page.context().waitForEvent("page");
  await second.getByRole("button", { name: "Check Out" }).click();
  const secondTab = await secondResult;
  await expect(secondTab.getByText("Mastercard 12.00 USD")).toBeVisible({ timeout: 20_000 });
  await secondTab.getByRole("link", { name: "Where is my payment?" }).click();
  await expect(secondTab.getByText("Card payment, receipt number")).toBeVisible();
});
