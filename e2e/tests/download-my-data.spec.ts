/**
 * Green Button Download My Data from the View Consumption dialog (decision 042), as a customer uses
 * it: by keyboard, a three-month period typed into From and To, then both files — the XML an ESPI
 * Atom feed of that period's reads that validates against espi.xsd with xmllint, the CSV the same
 * reads; a reversed period shows the BFF's message and downloads nothing.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expectNoViolations } from "./a11y";
import { expect, persona, test } from "./fixtures";
import { logInByKeyboard, tabTo } from "./keyboard-helpers";

const SCHEMA_DIR = join(import.meta.dirname, "..", "..", "docs", "green-button");
const XMLLINT = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].find((path) => existsSync(path));

async function consumptionDialogByKeyboard(page: Page) {
  const who = persona("postpaid-current");
  await logInByKeyboard(page, who.username, who.password);
  const accountId = who.accounts[0]!.accountId;
  await tabTo(page, page.getByRole("button", { name: `Select an Action for account ${accountId}` }));
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "View Consumption" }).press("Enter");
  return { accountId, dialog: page.getByRole("dialog", { name: `View Consumption — Account ${accountId}` }) };
}

/** Types a date as a person does in Chromium's date field (en-US: month, day, year). */
async function typeDate(page: Page, field: Locator, day: string) {
  await tabTo(page, field);
  await page.keyboard.type(`${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`);
  await expect(field).toHaveValue(day);
}

test("Download My Data: a three-month period typed by keyboard, then the Green Button XML and the CSV", async ({
  page,
}) => {
  const { accountId, dialog } = await consumptionDialogByKeyboard(page);
  const section = dialog.getByRole("region", { name: "Download My Data" });
  // The last 13 months are offered first.
  await expect(section.getByLabel("To")).not.toHaveValue("");
  await expectNoViolations(page, "View Consumption, Download My Data");

  await typeDate(page, section.getByLabel("From"), "2026-08-01");
  await typeDate(page, section.getByLabel("To"), "2026-10-31");
  await tabTo(page, section.getByRole("button", { name: "Green Button XML" }));
  const xmlDownload = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const xml = await xmlDownload;
  expect(xml.suggestedFilename()).toBe(`gpa-usage-${accountId}-2026-08-01-to-2026-10-31.xml`);
  const xmlPath = (await xml.path()) as string;
  const text = await readFile(xmlPath, "utf8");
  expect(text).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xmlns:espi="http://naesb.org/espi">');
  expect(text.match(/<espi:IntervalBlock>/g)).toHaveLength(92);
  expect(text).toContain("<espi:UsageSummary>");
  if (XMLLINT) {
    const schema = join(SCHEMA_DIR, "espi.xsd");
    const output = execFileSync(XMLLINT, ["--noout", "--nonet", "--schema", schema, xmlPath], {
      env: { ...process.env, XML_CATALOG_FILES: join(SCHEMA_DIR, "catalog.xml") },
      encoding: "utf8",
      stdio: "pipe",
    });
    expect(output).toBe("");
  }
  await expect(section.getByRole("status")).toHaveText(`Downloaded ${xml.suggestedFilename()}.`);

  await page.keyboard.press("Tab");
  await expect(section.getByRole("button", { name: "Spreadsheet (CSV)" })).toBeFocused();
  const csvDownload = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const csv = await csvDownload;
  const lines = (await readFile((await csv.path()) as string, "utf8")).trim().split("\r\n");
  expect(lines[0]).toBe("Account,Service point,Start (Guam time),End (Guam time),kWh,Quality");
  expect(lines[1]).toMatch(new RegExp(`^${accountId},\\d{10},2026-08-01T00:00:00\\+10:00,`));
  expect(lines.at(-1)).toMatch(/,2026-10-31T23:45:00\+10:00,2026-11-01T00:00:00\+10:00,/);
});

test("Download My Data: a reversed period is refused with the BFF's message, nothing downloads", async ({
  page,
}) => {
  const { dialog } = await consumptionDialogByKeyboard(page);
  const section = dialog.getByRole("region", { name: "Download My Data" });
  await expect(section.getByLabel("To")).not.toHaveValue("");
  await section.getByLabel("From").fill("2026-10-31");
  await section.getByLabel("To").fill("2026-08-01");
  let downloaded = false;
  page.on("download", () => {
    downloaded = true;
  });
  await section.getByRole("button", { name: "Spreadsheet (CSV)" }).click();
  await expect(section.getByRole("alert")).toHaveText("The period must start before it ends.");
  expect(downloaded).toBe(false);
});
