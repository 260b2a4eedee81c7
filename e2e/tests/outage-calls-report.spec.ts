/**
 * The outage calls in the back office's Reports (decision 046, amended): Maria reports no power;
 * staff filter the report by keyboard (account, kind), see her call delivered to the outage system
 * with its call id, and download the CSV. Every page state is checked by axe (the suite's fixture).
 */
import { readFileSync } from "node:fs";
import { expect, persona, test } from "./fixtures";
import { logInByKeyboard, staffLogInByKeyboard, tabTo } from "./keyboard-helpers";
import { resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current");
const MARIA = maria.accounts[0]?.accountId ?? "";

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

test("staff find a customer's outage call in Reports by account and kind, and download it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInByKeyboard(page, maria.username, maria.password);
  await page.goto("/dashboard/outages");
  await tabTo(page, page.getByRole("radio", { name: "No power" }), 80);
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Report Outage" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("You reported: No power")).toBeVisible();

  await staffLogInByKeyboard(page, 1);
  await page.goto("/admin-dashboard/reports/outage-calls");
  await expect(page.getByRole("heading", { name: "Outage calls" })).toBeVisible();
  await tabTo(page, page.getByLabel("Kind"));
  await page.keyboard.type("Line down");
  await tabTo(page, page.getByLabel("Account number"));
  await page.keyboard.type(MARIA);
  await tabTo(page, page.getByRole("button", { name: "Show calls" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("No outage call matches these filters.")).toBeVisible();

  await tabTo(page, page.getByLabel("Kind"));
  await page.keyboard.type("No power");
  await tabTo(page, page.getByRole("button", { name: "Show calls" }));
  await page.keyboard.press("Enter");
  const row = page.getByRole("row").filter({ hasText: MARIA });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Customer");
  await expect(row).toContainText("Delivered");
  await expect(row.getByRole("cell").last()).toContainText(/\d{7}/);

  const downloadStarted = page.waitForEvent("download");
  await tabTo(page, page.getByRole("link", { name: /Export CSV/ }));
  await page.keyboard.press("Enter");
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/-Outage-Calls\.csv$/);
  const lines = readFileSync(await download.path(), "utf8")
    .trim()
    .split("\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,${MARIA},`);
  expect(lines[1]).toContain(",Customer,No power,Delivered,");
});
