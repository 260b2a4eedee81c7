/**
 * Usage by month, day and hour (decision 042), as a customer and a clerk use it: the
 * customer moves between the tabs with the arrow keys, reads how this bill period compares and why,
 * and reads the table of the chart; a clerk opens a customer's usage from the Phoned-In screen and
 * downloads it as CSV for them. Every state is checked with axe by the suite's fixture.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./a11y";
import { expect, persona, test } from "./fixtures";
import { logInByKeyboard, staffLogInByKeyboard, tabTo } from "./keyboard-helpers";
import { expectDialogFits, expectFitsPhone } from "./phone-helpers";

const customer = persona("postpaid-current");
const accountId = customer.accounts[0]!.accountId;

/** The customer opens View Consumption on their account from the keyboard. */
async function openConsumptionByKeyboard(page: Page) {
  await logInByKeyboard(page, customer.username, customer.password);
  await tabTo(page, page.getByRole("button", { name: `Select an Action for account ${accountId}` }));
  await page.keyboard.press("Enter");
  const item = page.getByRole("menuitem", { name: "View Consumption" });
  await expect(item).toBeVisible();
  await item.press("Enter");
  return page.getByRole("dialog", { name: `View Consumption — Account ${accountId}` });
}

test("a customer switches month, day and hour by keyboard and reads the comparison, the words and the table", async ({
  page,
}) => {
  const dialog = await openConsumptionByKeyboard(page);
  const tab = (name: string) => dialog.getByRole("tab", { name });
  await expect(tab("Month")).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByText("12-month average:")).toBeVisible();

  // One Tab stop for the tabs; the arrow keys move and select.
  await tabTo(page, tab("Month"));
  await page.keyboard.press("ArrowRight");
  await expect(tab("Day")).toBeFocused();
  await expect(tab("Day")).toHaveAttribute("aria-selected", "true");
  const dayPanel = dialog.getByRole("tabpanel", { name: "Day" });
  await expect(
    dayPanel.getByRole("heading", { name: /^Usage by day, bill of \d{4}-\d{2}-\d{2}$/ }),
  ).toBeVisible();
  const compared = dayPanel.getByRole("region", { name: "Compared with other periods" });
  await expect(compared).toContainText(
    /(\d+% (more|less) than|The same as) the last bill period \([\d,.]+ kWh\)/,
  );
  await expect(compared).toContainText(/(\d+% (more|less) than|The same as) the same period last year/);
  await expect(compared).toContainText(
    /You used (about the same as in|\d+% (more|less) than in) the same period last year/,
  );

  // The chart's table, opened from the keyboard: a row per day of the bill period.
  await tabTo(page, dayPanel.getByText("Show the chart's data as a table"));
  await page.keyboard.press("Enter");
  const days = dayPanel.getByRole("table", { name: /^Usage by day/ });
  await expect(days.getByRole("columnheader", { name: "Usage" })).toBeVisible();
  expect(await days.getByRole("rowheader").count()).toBeGreaterThanOrEqual(28);
  await expect(days.getByRole("rowheader").first()).toHaveAccessibleName(/^\d{4}-\d{2}-\d{2}$/);
  await expectNoViolations(page, "View Consumption, the day view with its table");

  // End: the last tab, Hour — the 24 hours of the latest day with readings.
  await tab("Day").focus();
  await page.keyboard.press("End");
  await expect(tab("Hour")).toBeFocused();
  const hourPanel = dialog.getByRole("tabpanel", { name: "Hour" });
  await expect(hourPanel.getByRole("heading", { name: /^Usage by hour, \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
  await hourPanel.getByText("Show the chart's data as a table").click();
  const hours = hourPanel.getByRole("table", { name: /^Usage by hour/ });
  await expect(hours.getByRole("rowheader")).toHaveCount(24);
  await expect(hours.getByRole("rowheader").first()).toHaveAccessibleName("00:00");

  // Back to Day by the left arrow; from a day's row, 'By hour' opens that day's hours.
  await tab("Hour").focus();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Day")).toHaveAttribute("aria-selected", "true");
  await dayPanel.getByText("Show the chart's data as a table").click();
  const firstDay = await days.getByRole("rowheader").first().innerText();
  await days.getByRole("button", { name: `By hour on ${firstDay}` }).click();
  await expect(tab("Hour")).toHaveAttribute("aria-selected", "true");
  await expect(hourPanel.getByRole("heading", { name: `Usage by hour, ${firstDay}` })).toBeVisible();
  await expect(hourPanel.getByLabel("Day")).toHaveValue(firstDay);

  // Home goes back to the month chart, as it was.
  await tab("Hour").focus();
  await page.keyboard.press("Home");
  await expect(tab("Month")).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByText("12-month average:")).toBeVisible();
});

test("a clerk opens a customer's usage from the Phoned-In screen and downloads the CSV", async ({ page }) => {
  await staffLogInByKeyboard(page, 4);
  await page.goto("/admin-dashboard/phoned-in");
  await page.getByLabel("Account ID", { exact: true }).fill(accountId);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: `Usage of ${accountId}` }).click();
  const dialog = page.getByRole("dialog", { name: `Usage (${accountId})` });
  const monthPanel = dialog.getByRole("tabpanel", { name: "Month" });
  await expect(monthPanel.getByRole("heading", { name: "Usage by bill period" })).toBeVisible();
  await monthPanel.getByText("Show the chart's data as a table").click();
  const bills = monthPanel.getByRole("table", { name: "Usage by bill period" });
  await expect(bills.getByRole("rowheader")).toHaveCount(13);
  await expect(bills.getByRole("row").nth(1)).toContainText("$");

  await dialog.getByRole("tab", { name: "Day" }).click();
  const dayPanel = dialog.getByRole("tabpanel", { name: "Day" });
  await expect(dayPanel.getByText(/^You used /)).toBeVisible();
  await expectNoViolations(page, "the Phoned-In screen's Usage dialog, day view");

  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Spreadsheet (CSV)" }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^gpa-usage-${accountId}-.+\\.csv$`));
  const lines = (await readFile((await csv.path()) as string, "utf8")).split("\r\n");
  expect(lines[0]).toBe("Account,Service point,Start (Guam time),End (Guam time),kWh,Quality");
  expect(lines[1]).toMatch(new RegExp(`^${accountId},\\d{10},`));
});

test("a prepaid customer reads their days by range and a day's hours, by keyboard", async ({ page }) => {
  const rosa = persona("prepaid-only");
  const prepaid = rosa.accounts[0]!.accountId;
  await logInByKeyboard(page, rosa.username, rosa.password);
  await tabTo(page, page.getByRole("button", { name: `Select an Action for account ${prepaid}` }));
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "View Consumption" }).press("Enter");
  const dialog = page.getByRole("dialog", { name: `View Consumption — Account ${prepaid}` });
  // The Month tab is spec 002's prepaid panel, as before; Day is the meter's last 30 days.
  await expect(dialog.getByText("Prepay Balance")).toBeVisible();
  await tabTo(page, dialog.getByRole("tab", { name: "Month" }));
  await page.keyboard.press("ArrowRight");
  const dayPanel = dialog.getByRole("tabpanel", { name: "Day" });
  const title = dayPanel.getByRole("heading", {
    name: /^Usage by day, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/,
  });
  await expect(title).toBeVisible();
  const to = await dayPanel.getByLabel("To").inputValue();
  await dayPanel.getByText("Show the chart's data as a table").click();
  const days = dayPanel.getByRole("table", { name: /^Usage by day/ });
  await expect(days.getByRole("rowheader")).toHaveCount(30);
  await expect(days.getByRole("rowheader").last()).toHaveAccessibleName(to);

  // A week typed into From, shown with the button: seven days. From the Day tab, Tab goes on to From.
  await dialog.getByRole("tab", { name: "Day" }).focus();
  const [y, m, d] = to.split("-").map(Number) as [number, number, number];
  const from = new Date(Date.UTC(y, m - 1, d - 6)).toISOString().slice(0, 10);
  await tabTo(page, dayPanel.getByLabel("From"));
  await page.keyboard.type(`${from.slice(5, 7)}${from.slice(8, 10)}${from.slice(0, 4)}`);
  await expect(dayPanel.getByLabel("From")).toHaveValue(from);
  await tabTo(page, dayPanel.getByRole("button", { name: "Show days" }));
  await page.keyboard.press("Enter");
  await expect(dayPanel.getByRole("heading", { name: `Usage by day, ${from} to ${to}` })).toBeVisible();
  await dayPanel.getByText("Show the chart's data as a table").click();
  await expect(days.getByRole("rowheader")).toHaveCount(7);
  await expectNoViolations(page, "View Consumption of a prepaid account, the day view of a range");

  await days.getByRole("button", { name: `By hour on ${to}` }).click();
  const hourPanel = dialog.getByRole("tabpanel", { name: "Hour" });
  await expect(hourPanel.getByRole("heading", { name: `Usage by hour, ${to}` })).toBeVisible();
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the day view and its table fit, a card per day", async ({ page }) => {
    const dialog = await openConsumptionByKeyboard(page);
    await dialog.getByRole("tab", { name: "Day" }).click();
    const dayPanel = dialog.getByRole("tabpanel", { name: "Day" });
    await dayPanel.getByText("Show the chart's data as a table").click();
    await expect(dayPanel.getByRole("table", { name: /^Usage by day/ })).toBeVisible();
    await expectDialogFits(page, dialog, "View Consumption, day view");
    await expectFitsPhone(page, "View Consumption, day view with its table");
  });
});
