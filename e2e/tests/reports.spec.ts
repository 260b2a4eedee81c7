/**
 * Back office reports (spec 000 §2 Reports; built for a million payments; beyond the spec): finance finds the payments made in this test by quick
 * pay and by the dashboard's card dialog, with totals, paging, the logs without a card number and
 * the CSV export; an approved payment billing refused shows in 'Payments that need a hand' and
 * 'Post again' posts it once billing is back.
 */
import { readFileSync } from "node:fs";
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import type { Page } from "@playwright/test";
import { controlFetch } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { checkOutByCard, payOnGatewayPage, quickPayUpToGateway } from "./payment-helpers";

const admin = (level: number) => personasFile.admins.find((item) => item.level === level)!;

async function adminLogIn(page: Page, level: number) {
  const { username, password } = admin(level);
  await page.goto("/gpaadmin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
}

/** Quick pay through the hosted page; answers the receipt (invoice) number. */
async function quickPay(page: Page, who: ReturnType<typeof persona>, amount: string): Promise<string> {
  await quickPayUpToGateway(page, who, amount);
  await payOnGatewayPage(page, { number: "4111111111111111" });
  await expect(page.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({ timeout: 20_000 });
  return page.url().split("/").pop() ?? "";
}

async function searchReport(page: Page, accountId: string, day: string, isoDay: string) {
  await page.goto("/admin-dashboard/reports");
  await page.getByLabel("Pay Date Start", { exact: true }).fill(day);
  // The end date chosen with the date picker fills the MM/DD/YYYY field.
  await page.getByLabel("Choose pay date end").fill(isoDay);
  await expect(page.getByLabel("Pay Date End", { exact: true })).toHaveValue(day);
  await page.getByLabel("Account No.").fill(accountId);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`accountId=${accountId}`));
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ""));

test("finance finds today's quick pay and dashboard payments with totals, pages, logs and the CSV export", async ({
  page,
  stack,
}) => {
  const who = persona("postpaid-current");
  const accountId = who.accounts[0]!.accountId;
  const { today } = (await (await controlFetch(`${stack.ccb}/__control/clock`)).json()) as { today: string };
  const day = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;

  await adminLogIn(page, 3);
  await searchReport(page, accountId, day, today);
  const countBefore = Number(await page.getByTestId("total-count").textContent());
  const amountBefore = dollars((await page.getByTestId("total-amount").textContent()) ?? "");

  const quickPayInvoice = await quickPay(page, who, "11.11");
  await logIn(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByLabel(`Amount to be Paid for account ${accountId}`).fill("22.25");
  await page.getByRole("button", { name: `Pay account ${accountId}` }).click();
  const result = await checkOutByCard(page, { name: "MARIA CRUZ", number: "4111111111111111", zip: who.zip });
  await expect(result.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
    timeout: 20_000,
  });
  const dashboardInvoice = result.url().split("/").pop() ?? "";
  await result.close();

  await adminLogIn(page, 3);
  await searchReport(page, accountId, day, today);
  await expect(page.getByTestId("total-count")).toHaveText(String(countBefore + 2));
  expect(dollars((await page.getByTestId("total-amount").textContent()) ?? "")).toBeCloseTo(
    amountBefore + 33.36,
    2,
  );
  const table = page.getByRole("table", { name: "Payments" });
  for (const invoice of [quickPayInvoice, dashboardInvoice]) {
    await expect(table.getByRole("row", { name: new RegExp(invoice) })).toContainText("Online");
  }

  // The log of the dashboard payment: the gateway's answer, no card number in it.
  await table.getByRole("button", { name: `View log of payment ${dashboardInvoice}` }).click();
  const logs = page.getByRole("dialog", { name: "Payment Logs" });
  await expect(logs.getByTestId("payment-log")).toContainText(`Transaction_Approved: "YES"`);
  expect(await logs.textContent()).not.toMatch(/\d{13,19}/);
  await page.keyboard.press("Escape");

  await table.getByRole("button", { name: quickPayInvoice, exact: true }).click();
  const details = page.getByRole("dialog", { name: `Payment Details for Receipt Number ${quickPayInvoice}` });
  await expect(details).toContainText("approved");
  await expect(details).toContainText("$11.11");
  await page.keyboard.press("Escape");

  // Page sizes 10, 30 and 50.
  await page.getByRole("link", { name: "30 rows per page" }).click();
  await expect(page).toHaveURL(/pageSize=30/);
  await expect(page.getByRole("navigation", { name: "Pages of payments" })).toContainText("Page 1 of");

  // Export CSV: named by the rule, one row per attempt the search found.
  const attempts = Number(
    ((await page.getByText(/attempts match/).textContent()) ?? "").split(" ")[0]?.replace(/,/g, ""),
  );
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{2}-\d{2}-\d{4}-Admin-Control-Reports\.csv$/);
  const lines = readFileSync(await file.path(), "utf8")
    .trim()
    .split("\n");
  expect(lines).toHaveLength(attempts + 1);
  expect(lines.slice(1).every((line) => line.includes(`,${accountId},`))).toBe(true);
  expect(lines.some((line) => line.includes(quickPayInvoice))).toBe(true);
});

test("a payment billing refused shows in 'needs a hand', and Post again posts it once billing is back", async ({
  page,
  stack,
}) => {
  const who = persona("postpaid-overdue");
  const payments = "/rest/apis/customer/financials/paymentEvents/";
  const fault = (init: RequestInit, query = "") =>
    controlFetch(`${stack.ccb}/__control/faults${query}`, init);
  await fault({
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ route: payments, status: 404 }),
  });
  const invoice = await quickPay(page, who, "13.13");

  await adminLogIn(page, 1);
  await page.goto("/admin-dashboard/reports/needs-a-hand");
  const row = page.getByRole("row", { name: new RegExp(invoice) });
  await expect(row).toContainText("Failed", { timeout: 15_000 });
  await expect(row).toContainText("404");

  await fault({ method: "DELETE" }, `?route=${encodeURIComponent(payments)}`);
  await row.getByRole("button", { name: /Post again/ }).click();
  await expect(page.getByRole("status")).toHaveText("Posted to billing.");
  await expect(page.getByRole("row", { name: new RegExp(invoice) })).toHaveCount(0);

  const posted = (await (await controlFetch(`${stack.ccb}/__control/payments`)).json()) as {
    payments: { externalReferenceId: string }[];
  };
  expect(posted.payments.filter((p) => p.externalReferenceId.startsWith(`PAYGPA-${invoice}-`))).toHaveLength(
    1,
  );
});
