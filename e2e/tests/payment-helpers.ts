import { expect, type Locator, type Page } from "@playwright/test";
import { controlFetch, type StackUrls } from "../stack";
import { type CaughtMail, mailsTo } from "./mail-helpers";

/** The CVV every payment test types: the teardown searches the BFF's database and log for it. */
export const E2E_CVV = "8642";

/** Fills the gateway simulator's hosted card form by its labels and pays. */
export async function payOnGatewayPage(page: Page, card: { number: string; name?: string }): Promise<void> {
  await expect(page.getByLabel("Card number")).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Cardholder name").fill(card.name ?? "MARIA CRUZ");
  await page.getByLabel("Card number").fill(card.number);
  await page.getByLabel("Expiry date").fill("12/30");
  await page.getByLabel("Security code (CVV)").fill(E2E_CVV);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

/** Quick pay steps 1 to 3, up to the gateway's page. */
export async function quickPayUpToGateway(
  page: Page,
  who: { accounts: { accountId: string }[]; zip: string },
  amount: string,
): Promise<void> {
  await page.goto(`/paynow?accountId=${who.accounts[0]!.accountId}`);
  await expect(page.getByLabel("Account Number")).toHaveValue(who.accounts[0]!.accountId);
  await page.getByLabel("Zip Code").fill(who.zip);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Validation" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter Payment" })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("Amount to be Paid").fill(amount);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** The account's current balance as billing holds it. */
export async function billingBalance(stack: StackUrls, accountId: string): Promise<number> {
  const response = await fetch(`${stack.ccb}/rest/apis/cm/accounts/financialSummary`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ AccountID: accountId }),
  });
  const body = (await response.json()) as { details: { CurrentBalance: number } };
  return body.details.CurrentBalance;
}

/**
 * The new charges of the account's bills due after `dueDate`, as billing's Search Bills answers them:
 * the bills its cycle cut since (decision 029), not due yet.
 */
export async function chargesDueAfter(stack: StackUrls, accountId: string, dueDate: string): Promise<number> {
  const response = await fetch(`${stack.ccb}/rest/apis/customer/financials/bills/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accountId }),
  });
  const body = (await response.json()) as { result: { dueDate: string; newCharges: number }[] };
  const later = body.result.filter((bill) => bill.dueDate > dueDate);
  return Math.round(later.reduce((sum, bill) => sum + bill.newCharges, 0) * 100) / 100;
}

/** The due date of the account's latest bill, as billing's Search Bills answers it. */
export async function latestDueDate(stack: StackUrls, accountId: string): Promise<string> {
  const response = await fetch(`${stack.ccb}/rest/apis/customer/financials/bills/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accountId }),
  });
  const body = (await response.json()) as { result: { dueDate: string }[] };
  return (
    body.result
      .map((bill) => bill.dueDate)
      .sort()
      .at(-1) ?? ""
  );
}

/** A prepaid account's prepaid balance as billing holds it (the dashboard's Electric Balance). */
export async function prepaidBalance(stack: StackUrls, accountId: string): Promise<number> {
  const response = await fetch(`${stack.ccb}/rest/apis/cm/accounts/financialSummary`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ AccountID: accountId }),
  });
  const body = (await response.json()) as { prepaid?: { prepayBalance: number } };
  if (!body.prepaid) throw new Error(`account ${accountId} is not prepaid`);
  return body.prepaid.prepayBalance;
}

/** Dollars as the dashboard shows them: "$42.50". */
export function formatDollars(amount: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);
}

/** The payment receipts in the QA inbox for an address, newest first ("GPA payment receipt <invoice>"). */
export function receiptsTo(stack: StackUrls, address: string): Promise<CaughtMail[]> {
  return mailsTo(stack, address, /^GPA payment receipt \d+$/);
}

/** Fills the 'Pay with Your Credit Card' dialog (the Confirmation Email stays as prefilled). */
export async function fillCardDialog(
  dialog: Locator,
  card: { name: string; number: string; zip: string },
): Promise<void> {
  await dialog.getByLabel("Cardholder Name").fill(card.name);
  await dialog.getByLabel("Card Number").fill(card.number);
  await dialog.getByLabel("Expiration Date (MM/YY)").fill("12/30");
  await dialog.getByLabel("CVV").fill(E2E_CVV);
  await dialog.getByLabel("Billing Zip Code").fill(card.zip);
}

/**
 * From an open 'Review Your Order' dialog: on to 'Pay with Your Credit Card', fill it, Check Out,
 * and return the result tab the portal opens.
 */
export async function checkOutByCard(
  page: Page,
  card: { name: string; number: string; zip: string },
): Promise<Page> {
  await page
    .getByRole("dialog", { name: "Review Your Order" })
    .getByRole("button", { name: "Pay with Your Credit Card" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Pay with Your Credit Card" });
  await fillCardDialog(dialog, card);
  const resultTab = page.context().waitForEvent("page");
  await dialog.getByRole("button", { name: "Check Out" }).click();
  return resultTab;
}

/** The gateway's transactions for an invoice (its control API): purchases ("00") and refunds ("34"). */
export async function gatewayTransactionsFor(
  stack: StackUrls,
  invoice: string,
): Promise<{ transactionType: string; approved: boolean }[]> {
  const response = await controlFetch(`${stack.gateway}/__control/transactions`);
  const { transactions } = (await response.json()) as {
    transactions: { invoice: string; transactionType: string; approved: boolean }[];
  };
  return transactions.filter((transaction) => transaction.invoice === invoice);
}
