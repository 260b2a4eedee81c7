/**
 * The payment extensions in the back office's Reports (decision 045): a customer asks for more
 * time; staff filter the report by keyboard (state, days granted), see the extension, are told why a
 * wrong date range shows nothing, and the screen passes axe.
 */
import { expect, logIn, persona, test } from "./fixtures";
import { typeDate, untilFormReady } from "./form-helpers";
import { expectNoViolations } from "./a11y";
import { staffLogInByKeyboard, tabTo } from "./keyboard-helpers";
import { resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current");
const MARIA = maria.accounts[0]!.accountId;

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

test("staff find a customer's payment extension in Reports by state and day granted", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, maria.username, maria.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto(`/dashboard/payment-extension/${MARIA}`);
  const field = page.getByLabel("I will pay by");
  const latest = (await field.getAttribute("max")) as string;
  await typeDate(page, field, latest);
  const ask = page.getByRole("button", { name: "Ask for more time" });
  await untilFormReady(ask);
  await ask.click();
  await expect(page.getByText("Your payment extension is set")).toBeVisible({ timeout: 15_000 });

  await staffLogInByKeyboard(page, 1);
  await page.goto("/admin-dashboard/reports/extensions");
  await expect(page.getByRole("heading", { name: "Payment extensions" })).toBeVisible();
  await tabTo(page, page.getByLabel("State"));
  await page.keyboard.type("Broken");
  await tabTo(page, page.getByRole("button", { name: "Show extensions" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("No payment extension matches these filters.")).toBeVisible();

  await tabTo(page, page.getByLabel("State"));
  await page.keyboard.type("Active");
  await tabTo(page, page.getByRole("button", { name: "Show extensions" }));
  await page.keyboard.press("Enter");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: MARIA }) });
  await expect(row).toContainText("Active");
  await expect(row).toContainText(`${latest.slice(5, 7)}/${latest.slice(8, 10)}/${latest.slice(0, 4)}`);
  await expect(row).toContainText("customer");
  await expect(page.getByRole("link", { name: /Export CSV/ })).toBeVisible();
  await expectNoViolations(page, "reports, payment extensions");

  // An end before the start: the screen says why, and shows no rows.
  await tabTo(page, page.getByLabel("Granted from"));
  await page.keyboard.type("11222026");
  await tabTo(page, page.getByLabel("Granted to"));
  await page.keyboard.type("11212026");
  await tabTo(page, page.getByRole("button", { name: "Show extensions" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").first()).toContainText(
    "The end date cannot be before the start date.",
  );
  await expect(page.getByRole("rowheader", { name: MARIA })).toHaveCount(0);
});
