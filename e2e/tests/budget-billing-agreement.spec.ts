/**
 * Budget billing's year seen from every screen (decision 043): a customer with AutoPay on enrols
 * from the dashboard's row, the clock moves a year, and the budget billing screen, the dashboard's
 * row and My Bills show the same budget amount due beside the same actual charges (billing's), the
 * dashboard and the budget screen the same monthly amount, and Payment History lists the payments.
 */
import { enrolInAutoPayWithASavedCard, issueCardTokens } from "./autopay-helpers";
import { expectNoViolations } from "./a11y";
import { expect, logIn, persona, test } from "./fixtures";
import { logInByKeyboard, tabTo } from "./keyboard-helpers";
import { moveSystemClock, resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current");
const MARIA = maria.accounts[0]!.accountId;

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

test("after a year on budget, the dashboard row, My Bills and the budget screen agree; Payment History lists the payments", async ({
  page,
  stack,
}) => {
  test.setTimeout(300_000);
  await issueCardTokens(stack);
  await logInByKeyboard(page, maria.username, maria.password);
  await tabTo(page, page.getByRole("link", { name: `Budget billing for account ${MARIA}` }), 80);
  await page.keyboard.press("Enter");
  const amount = (await page.getByTestId("budget-quote").innerText()).trim();
  await tabTo(page, page.getByLabel("I have read and agree to the budget billing terms above."));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Enroll in budget billing" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `You are on budget billing: ${amount} a month.` }),
  ).toBeVisible({ timeout: 15_000 });
  await page.goto("/dashboard");
  await expect(page.getByText(`Budget billing: ${amount} a month`)).toBeVisible({ timeout: 15_000 });
  await enrolInAutoPayWithASavedCard(page, {
    cardholder: "MARIA CRUZ",
    zip: maria.zip,
    email: "maria.budget@example.com",
    accountId: MARIA,
  });

  const moved = await moveSystemClock(stack, { advance: "365d" });
  expect(moved.days).toBe(365);
  await logIn(page, maria.username, maria.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // The budget screen: the amount in force, and its newest bill's two figures.
  await page.goto(`/dashboard/budget-billing/${MARIA}`);
  const onBudget = page.getByRole("status").filter({ hasText: "You are on budget billing:" });
  const inForce = /\$\d[\d,]*\.\d\d/.exec(await onBudget.innerText())![0];
  const budgetBills = page.getByRole("table").filter({ hasText: "Budget amount due" });
  await expect(budgetBills.getByRole("row")).toHaveCount(13, { timeout: 20_000 });
  const newest = budgetBills.getByRole("row").last().getByRole("cell");
  const [billDate, , due, actual] = await newest.allInnerTexts();

  // The dashboard's row: the same amount in force, the current bill's same two figures.
  await page.goto("/dashboard");
  const row = page.getByRole("row").filter({ hasText: MARIA });
  await expect(row).toContainText(`Budget billing: ${inForce} a month`, { timeout: 15_000 });
  await expect(row).toContainText(`Budget amount due: ${due}`);
  await expect(row).toContainText(`Actual charges: ${actual}`);
  await expectNoViolations(page, "dashboard with a budget row");

  // My Bills, by keyboard: the newest bill with the same two figures in their columns.
  await tabTo(page, page.getByRole("link", { name: "My Bills" }), 40);
  await page.keyboard.press("Enter");
  const bills = page.getByRole("table", { name: `Bills of account ${MARIA}` });
  const month = `${billDate!.slice(0, 2)}/${billDate!.slice(6, 10)}`;
  const bill = bills.getByRole("row").filter({ hasText: month });
  await expect(bills.getByRole("columnheader", { name: "Budget amount due" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(bills.getByRole("columnheader", { name: "Actual charges" })).toBeVisible();
  // Its cells after the bill date: Total Amount, Budget amount due, Actual charges, Due Date, Bill.
  const cells = bill.getByRole("cell");
  // (each cell carries its column's name, read out as a card on a phone).
  await expect(cells.nth(1)).toHaveText(`Budget amount due${due}`);
  await expect(cells.nth(2)).toHaveText(`Actual charges${actual}`);
  await expectNoViolations(page, "My Bills on budget");

  // Payment History: AutoPay's payments, the budget amount among them, as billing charged it.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: `Select an Action for account ${MARIA}` }).click();
  await page.getByRole("menuitem", { name: "Payment History" }).click();
  const history = page.getByRole("dialog", { name: `Payment History — Account ${MARIA}` });
  const web = history.getByRole("table", { name: "Web Payments" });
  // The bill due before enrolment and the eleven budget bills due within the year.
  await expect(web.getByRole("row")).toHaveCount(13, { timeout: 15_000 });
  await expect(web.getByRole("row").filter({ hasText: amount }).first()).toBeVisible();
  const posted = history.getByRole("table", { name: "Payments", exact: true });
  await expect(posted.getByRole("row").filter({ hasText: amount }).first()).toBeVisible();
});
