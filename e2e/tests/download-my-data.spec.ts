/**
 * Green Button Download My Data from the View Consumption dialog (decision 042), as a customer uses
 * it: by keyboard, the XML file is the ESPI Atom feed of the account's reads; by pointer, the CSV.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, logIn, persona, test } from "./fixtures";

async function consumptionDialog(page: Page) {
  const who = persona("postpaid-current");
  await logIn(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const accountId = who.accounts[0]!.accountId;
  await page.getByRole("button", { name: `Select an Action for account ${accountId}` }).click();
  await page.getByRole("menuitem", { name: "View Consumption" }).click();
  return { accountId, dialog: page.getByRole("dialog", { name: `View Consumption — Account ${accountId}` }) };
}

test("Download My Data: the Green Button XML by keyboard, the CSV by pointer", async ({ page }) => {
  const { accountId, dialog } = await consumptionDialog(page);
  await expect(dialog.getByRole("heading", { name: "Download My Data" })).toBeVisible();
  const xmlLink = dialog.getByRole("link", { name: "Green Button XML" });
  // Tab from the section's last focusable part back to the XML link, then Enter, as a keyboard user.
  await dialog.getByRole("link", { name: "Spreadsheet (CSV)" }).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(xmlLink).toBeFocused();
  const xmlDownload = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const xml = await xmlDownload;
  expect(xml.suggestedFilename()).toMatch(
    new RegExp(`^gpa-usage-${accountId}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.xml$`),
  );
  const text = await readFile((await xml.path()) as string, "utf8");
  expect(text).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xmlns:espi="http://naesb.org/espi">');
  expect(text).toContain("<espi:UsagePoint>");
  expect(text).toContain("<espi:IntervalBlock>");
  expect(text).toContain("<espi:UsageSummary>");

  const csvDownload = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Spreadsheet (CSV)" }).click();
  const csv = await csvDownload;
  const lines = (await readFile((await csv.path()) as string, "utf8")).split("\r\n");
  expect(lines[0]).toBe("Account,Service point,Start (Guam time),End (Guam time),kWh,Quality");
  expect(lines[1]).toMatch(
    new RegExp(`^${accountId},\\d{10},\\S+\\+10:00,\\S+\\+10:00,\\d+\\.\\d{3},(actual|estimated)$`),
  );
});
