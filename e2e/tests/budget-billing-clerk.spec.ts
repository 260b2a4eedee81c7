/**
 * Budget billing in the back office (decision 043): a Phoned-In clerk finds the phoning customer's
 * account by keyboard, opens its budget billing, reads billing's quote and the terms out, ticks that
 * the customer agreed, enrols, sees the amount, and takes the account off again (confirmed); an
 * account that may not enrol shows why; both are in the audit log with the clerk's name. Staff of
 * levels 1–2 set the review threshold in System Maintenance; other levels do not see it.
 */
import type { Browser, Page } from "@playwright/test";
import { expectNoViolations } from "./a11y";
import { expect, persona, test } from "./fixtures";
import { staff, staffLogInByKeyboard, tabTo } from "./keyboard-helpers";
import { resetSystem } from "./qa-helpers";

const MARIA = persona("postpaid-current").accounts[0]!.accountId; // eligible: current, nothing past due
const CASH_ONLY = persona("cash-only").accounts[0]!.accountId;
const THRESHOLD = "Budget billing review threshold (percent, 1 to 50)";
const THRESHOLD_RULE = "Enter a whole number of percent from 1 to 50.";

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

/** Phoned-In's Account ID typed and searched with Enter, then the row's Budget billing link. */
async function openBudgetBillingFromPhonedIn(page: Page, accountId: string) {
  await page.goto("/admin-dashboard/phoned-in");
  await tabTo(page, page.getByLabel("Account ID", { exact: true }), 60);
  await page.keyboard.type(accountId);
  await page.keyboard.press("Enter");
  const summary = page.getByRole("table", { name: "Account Summary" });
  await expect(summary.getByRole("rowheader", { name: accountId })).toBeVisible({ timeout: 15_000 });
  await tabTo(page, page.getByRole("link", { name: `Budget billing of ${accountId}` }), 80);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Budget billing", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Account ${accountId}` })).toBeVisible();
}

/** The audit log's entries of one action, as a level-1 admin reads them in a browser of their own. */
async function auditRows(browser: Browser, action: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await staffLogInByKeyboard(page, 1);
  await page.goto(`/admin-dashboard/audit-log?action=${action}`);
  const rows = page.getByRole("row").filter({ hasText: action });
  const texts = await rows.allInnerTexts();
  await context.close();
  return texts;
}

test("a clerk enrols a phoning customer by keyboard after reading the quote and terms, then takes the account off", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await staffLogInByKeyboard(page, 4);
  await openBudgetBillingFromPhonedIn(page, MARIA);
  await expect(page.getByTestId("budget-state")).toHaveText("This account is not on budget billing.");
  const amount = (await page.getByTestId("budget-quote").innerText()).trim();
  expect(amount).toMatch(/^\$\d+\.\d\d$/);
  await expect(page.getByText("Worked out from this account's last 12 bills.")).toBeVisible();
  await expect(page.getByText(/^I agree to pay the same budget amount each month/)).toBeVisible();
  await expectNoViolations(page, "the clerk's budget billing, with the quote");

  // Enrol before the customer agreed: the box says what to do, and nothing is enrolled.
  const enrol = page.getByRole("button", { name: "Enroll in budget billing" });
  await tabTo(page, enrol);
  await page.keyboard.press("Enter");
  const agreed = page.getByLabel(
    "The customer has heard the budget billing terms read out and agrees to them.",
  );
  await expect(
    page.getByText("Read the terms to the customer, then tick the box once they agree."),
  ).toBeVisible();
  await expect(agreed).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("budget-state")).toHaveText("This account is not on budget billing.");

  await agreed.focus();
  await page.keyboard.press("Space");
  await tabTo(page, enrol);
  await page.keyboard.press("Enter");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Enrolled: the customer pays ${amount} a month from the next bill.` }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("budget-state")).toContainText(`(enrolled by a clerk): ${amount} a month.`);
  await expect(page.getByText(`: Enrolled — ${amount} a month`)).toBeVisible();
  await expect(enrol).toHaveCount(0);
  await expectNoViolations(page, "the clerk's budget billing, enrolled");

  // Leaving asks first; Cancel (Escape) leaves the account on budget billing.
  const leave = page.getByRole("button", { name: "Leave budget billing" });
  await tabTo(page, leave);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Leave budget billing?" });
  await expect(dialog).toContainText("The difference is settled on the account's next bill.");
  await expectNoViolations(page, "the clerk's leave budget billing dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("budget-state")).toContainText("On budget billing since");

  await tabTo(page, leave);
  await page.keyboard.press("Enter");
  await tabTo(page, dialog.getByRole("button", { name: "Yes, leave budget billing" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "The account has left budget billing." }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId("budget-state")).toContainText(`This account left budget billing on`);
  await expect(page.getByText(/: Left budget billing/)).toBeVisible();

  const clerk = staff(4).username;
  expect(await auditRows(browser, "budget-billing-enrolled")).toEqual([expect.stringContaining(clerk)]);
  expect(await auditRows(browser, "budget-billing-left")).toEqual([expect.stringContaining(clerk)]);
});

test("a clerk looks up an account that may not enrol and reads why, and what would change it", async ({
  page,
}) => {
  await staffLogInByKeyboard(page, 4);
  await openBudgetBillingFromPhonedIn(page, MARIA);
  // Another account from the screen's own look-up, by keyboard.
  await tabTo(page, page.getByLabel("Account ID"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(CASH_ONLY);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Account ${CASH_ONLY}` })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole("status").filter({
      hasText:
        "This account pays in person only, so it cannot be on budget billing. It becomes available once the account may pay by card or bank again — please call us.",
    }),
  ).toBeVisible();
  await expect(page.getByTestId("budget-quote")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Enroll in budget billing" })).toHaveCount(0);
  await expectNoViolations(page, "the clerk's budget billing, refused");
});

test("a second tab's enrolment, after the account was enrolled in the first, is refused with the reason", async ({
  page,
  context,
}) => {
  await staffLogInByKeyboard(page, 3);
  await page.goto(`/admin-dashboard/budget-billing?account=${MARIA}`);
  const second = await context.newPage();
  await second.goto(`/admin-dashboard/budget-billing?account=${MARIA}`);
  for (const tab of [page, second]) {
    await tab
      .getByLabel("The customer has heard the budget billing terms read out and agrees to them.")
      .check();
    await tab.getByRole("button", { name: "Enroll in budget billing" }).click();
    if (tab === page) {
      await expect(tab.getByRole("status").filter({ hasText: "Enrolled: the customer pays" })).toBeVisible({
        timeout: 15_000,
      });
    }
  }
  await expect(second.getByRole("alert")).toHaveText("This account is already on budget billing.", {
    timeout: 15_000,
  });
  await expect(second.getByTestId("budget-state")).toContainText("On budget billing since");
  await expect(second.getByRole("button", { name: "Enroll in budget billing" })).toHaveCount(0);
});

test("levels 1 and 2 set the review threshold by keyboard: a bad value is refused and changes nothing; levels without the right do not see it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await staffLogInByKeyboard(page, 2);
  await page.goto("/admin-dashboard/system-maintenance");
  const threshold = page.getByLabel(THRESHOLD);
  await expect(threshold).toHaveValue("10");
  await expect(page.getByText("Currently 10 % (the default).")).toBeVisible();
  const apply = page.getByRole("button", { name: "Apply the review threshold" });

  await tabTo(page, threshold, 60);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("75");
  await page.keyboard.press("Enter");
  await expect(page.getByText(THRESHOLD_RULE)).toBeVisible();
  await expect(threshold).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page, "System Maintenance, the threshold refused");
  await page.reload();
  await expect(threshold).toHaveValue("10");

  await tabTo(page, threshold, 60);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("15");
  await tabTo(page, apply);
  await page.keyboard.press("Enter");
  await expect(page.getByText("The budget billing review threshold is saved.")).toBeVisible({
    timeout: 15_000,
  });
  await page.reload();
  await expect(threshold).toHaveValue("15");
  await expect(page.getByText("Currently 15 %.")).toBeVisible();
  const audited = await auditRows(browser, "maintenance-setting");
  expect(audited).toEqual([expect.stringMatching(new RegExp(`${staff(2).username}[\\s\\S]*budget-billing`))]);

  // Level 1 sees the value saved; Finance (3) and Phoned-In staff (4) are not let in.
  for (const level of [1, 3, 4]) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await staffLogInByKeyboard(other, level);
    await other.goto("/admin-dashboard/system-maintenance");
    if (level === 1) await expect(other.getByLabel(THRESHOLD)).toHaveValue("15");
    else {
      await expect(other.getByText("Your admin level does not allow this.")).toBeVisible();
      await expect(other.getByLabel(THRESHOLD)).toHaveCount(0);
    }
    await context.close();
  }
});

test("staff without Phoned-In do not reach a customer's budget billing", async ({ page }) => {
  await staffLogInByKeyboard(page, 2);
  await page.goto(`/admin-dashboard/budget-billing?account=${MARIA}`);
  await expect(page.getByText("Your admin level does not allow this.")).toBeVisible();
  await expect(page.getByTestId("budget-quote")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Enroll in budget billing" })).toHaveCount(0);
});
