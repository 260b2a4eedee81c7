/**
 * A phoned-in payment in the transaction report (spec 000 §2 Reports and
 * Phoned-In, §3 'mode Online or Phoned-In'): a clerk takes a card payment of two accounts for a
 * customer on the phone, then finance finds it in the report as Phoned-In, with the clerk's name.
 */
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import type { Page } from "@playwright/test";
import { controlFetch } from "../stack";
import { expect, persona, test } from "./fixtures";
import { payOnGatewayPage } from "./payment-helpers";

const adminOf = (level: number) => personasFile.admins.find((item) => item.level === level)!;
const current = persona("postpaid-current").accounts[0]!.accountId;
const overdue = persona("postpaid-overdue").accounts[0]!.accountId;

async function adminLogIn(page: Page, level: number) {
  const { username, password } = adminOf(level);
  await page.goto("/gpaadmin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
}

/** The clerk's whole phoned-in payment: two accounts, their amounts, the hosted page; the receipt no. */
async function takePhonedInPayment(page: Page): Promise<string> {
  await page.goto("/admin-dashboard/phoned-in");
  await page.getByLabel("Account ID", { exact: true }).fill(current);
  await page.getByRole("button", { name: "Add Account" }).click();
  await page.getByRole("textbox", { name: "Account ID 2" }).fill(overdue);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(
    page.getByRole("table", { name: "Account Summary" }).getByRole("rowheader", { name: overdue }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.getByLabel(`Payment amount for ${current}`).fill("15.15");
  await page.getByLabel(`Payment amount for ${overdue}`).fill("26.26");
  const [checkoutTab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Continue" }).click(),
  ]);
  await payOnGatewayPage(checkoutTab, { number: "4111111111111111", name: "MARIA CRUZ" });
  await expect(checkoutTab.getByText("Approved - Thank you")).toBeVisible({ timeout: 20_000 });
  const invoice = /\/payment-result\/(\d+)/.exec(checkoutTab.url())?.[1] ?? "";
  await checkoutTab.close();
  await expect(page.getByRole("status").filter({ hasText: "Approved - Thank you" })).toBeVisible({
    timeout: 30_000,
  });
  return invoice;
}

test("a phoned-in payment shows in the report as Phoned-In with the clerk's name", async ({
  page,
  stack,
}) => {
  const clerk = adminOf(4);
  await adminLogIn(page, 4);
  const invoice = await takePhonedInPayment(page);
  expect(invoice).toMatch(/^\d+$/);

  const { today } = (await (await controlFetch(`${stack.ccb}/__control/clock`)).json()) as { today: string };
  const day = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;
  // Finance, in the same browser once the clerk's session is gone.
  await page.context().clearCookies();
  await adminLogIn(page, 3);
  await page.goto("/admin-dashboard/reports");
  await page.getByLabel("Pay Date Start", { exact: true }).fill(day);
  await page.getByLabel("Pay Date End", { exact: true }).fill(day);
  await page.getByLabel("Invoice No.").fill(invoice);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`invoice_num=${invoice}`));

  // One report row per account line of the payment, each Phoned-In and taken by the clerk.
  const rows = page.getByRole("table", { name: "Payments" }).getByRole("row", { name: new RegExp(invoice) });
  await expect(rows).toHaveCount(2);
  for (const [accountId, amount] of [
    [current, "$15.15"],
    [overdue, "$26.26"],
  ] as const) {
    const row = rows.filter({ hasText: accountId });
    await expect(row).toContainText("Phoned-In");
    await expect(row).toContainText(`by ${clerk.username}`);
    await expect(row).toContainText(amount);
  }
});
