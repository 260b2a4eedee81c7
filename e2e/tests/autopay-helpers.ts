/**
 * AutoPay on a saved card, as a customer sets it up (the steps autopay.spec.ts tests one by one):
 * for specs where AutoPay on is where the test starts (autopay-clock.spec.ts, texts-clock.spec.ts).
 */
import { expect, type Page } from "@playwright/test";
import { controlFetch, type StackUrls } from "../stack";
import { typeFields } from "./form-helpers";
import { E2E_CVV } from "./payment-helpers";

/** The gateway terminal issues TransArmor tokens (gateway-simulator/README.md): a card can be saved. */
export async function issueCardTokens(stack: StackUrls): Promise<void> {
  const response = await controlFetch(`${stack.gateway}/__control/terminal/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tokenization: true }),
  });
  expect(response.status).toBe(200);
}

/**
 * From a logged-in page: Saved Cards (a Visa typed in), then AutoPay with the receipts' address,
 * the terms reviewed and agreed to; ends when the page says AutoPay is on for the account.
 */
export async function enrolInAutoPayWithASavedCard(
  page: Page,
  who: { cardholder: string; zip: string; email: string; accountId: string },
): Promise<void> {
  await page.getByRole("link", { name: "Saved Cards" }).click();
  await typeFields(page, [
    [page.getByLabel("Cardholder Name"), who.cardholder],
    [page.getByLabel("Card Number"), "4111111111111111"],
    [page.getByLabel("Expiration Date (MM/YY)"), "12/30"],
    [page.getByLabel("CVV"), E2E_CVV],
    [page.getByLabel("Billing Zip Code"), who.zip],
  ]);
  await page.getByRole("button", { name: "Save Card" }).click();
  await expect(page.getByText("The card was saved.")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "AutoPay" }).first().click();
  await typeFields(page, [[page.getByLabel("Confirmation Email"), who.email]]);
  await page.getByRole("button", { name: "Review the AutoPay terms" }).click();
  await expect(page.getByRole("heading", { name: "AutoPay terms" })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("I have read and agree to the AutoPay terms above.").check();
  await page.getByRole("button", { name: "Enrol in AutoPay" }).click();
  await expect(page.getByText(`AutoPay is on for account ${who.accountId}.`)).toBeVisible({
    timeout: 15_000,
  });
}
