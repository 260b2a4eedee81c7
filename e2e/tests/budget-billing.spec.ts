/**
 * Budget billing (decision 043), as a customer uses it: enrols by keyboard from the dashboard's row
 * after reading billing's amount and the terms, sees 12 budget bills with the amount due beside the
 * actual charges, the quarterly reviews and the true-up after the clock moves a year, and leaves;
 * and, from the scenario "budget-before-true-up", the true-up on the very next bill day.
 */
import { controlFetch } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { logInByKeyboard, tabTo } from "./keyboard-helpers";
import { applyScenario, moveSystemClock, resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current");
const MARIA = maria.accounts[0]!.accountId;

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

test("a customer enrols by keyboard, a year of budget bills with reviews and the true-up, then leaves", async ({
  page,
  stack,
}) => {
  test.setTimeout(240_000);
  await logInByKeyboard(page, maria.username, maria.password);
  await tabTo(page, page.getByRole("link", { name: `Budget billing for account ${MARIA}` }), 80);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Budget billing", level: 1 })).toBeVisible();
  const amount = (await page.getByTestId("budget-quote").innerText()).trim();
  expect(amount).toMatch(/^\$\d+\.\d\d$/);
  await expect(page.getByText("Worked out from this account's last 12 bills.")).toBeVisible();
  await tabTo(page, page.getByLabel("I have read and agree to the budget billing terms above."));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Enroll in budget billing" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `You are on budget billing: ${amount} a month.` }),
  ).toBeVisible({ timeout: 15_000 });

  // A year on (about a minute: billing's cycle and the day jobs run for each day); a session does
  // not last a year, so she logs in again.
  await moveSystemClock(stack, { advance: "365d" });
  await logIn(page, maria.username, maria.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto(`/dashboard/budget-billing/${MARIA}`);
  const bills = page.getByRole("table").filter({ hasText: "Budget amount due" });
  await expect(bills.getByRole("row")).toHaveCount(13, { timeout: 20_000 }); // the header and 12 bills
  await expect(bills.getByRole("row").nth(1)).toContainText(amount);
  await expect(page.getByText(/Quarterly review: amount (kept|changed)/)).toHaveCount(3);
  await expect(page.getByText(/Annual true-up: (credit carried forward|amount owed spread)/)).toBeVisible();

  // Leaving asks first, saying billing's difference so far and that the next bill settles it.
  await tabTo(page, page.getByRole("button", { name: "Leave budget billing" }), 80);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Leave budget billing?" });
  await expect(dialog).toContainText("The difference is settled on the account's next bill.");
  await tabTo(page, dialog.getByRole("button", { name: "Yes, leave budget billing" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "You have left budget billing." })).toBeVisible({
    timeout: 15_000,
  });
});

test("a budget customer before the true-up sees it on the screen once its bill day comes", async ({
  page,
  stack,
}) => {
  test.setTimeout(240_000);
  await applyScenario(stack, "budget-before-true-up");
  await logInByKeyboard(page, maria.username, maria.password);
  await tabTo(page, page.getByRole("link", { name: `Budget billing for account ${MARIA}` }), 80);
  await page.keyboard.press("Enter");
  const bills = page.getByRole("table").filter({ hasText: "Budget amount due" });
  await expect(bills.getByRole("row")).toHaveCount(12, { timeout: 20_000 }); // the header and 11 bills
  await expect(page.getByText(/Annual true-up:/)).toHaveCount(0);

  // Billing's cycle names the day of the true-up; the clock moves there in one advance.
  const cycle = await controlFetch(`${stack.bff}/__control/billing-cycle?limit=20`);
  const { personas } = (await cycle.json()) as {
    personas: { key: string; events: { date: string; kind: string }[] }[];
  };
  const trueUp = personas
    .find((item) => item.key === maria.key)
    ?.events.find((event) => event.kind === "budget-true-up");
  expect(trueUp, "the console's next billing events name the true-up").toBeDefined();
  const clocks = await (await controlFetch(`${stack.bff}/__control/system/clock`)).json();
  const days = Math.round((Date.parse(trueUp!.date) - Date.parse(clocks.services.bff.today)) / 86_400_000);
  await moveSystemClock(stack, { advance: `${days}d` });
  await logIn(page, maria.username, maria.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await tabTo(page, page.getByRole("link", { name: `Budget billing for account ${MARIA}` }), 80);
  await page.keyboard.press("Enter");
  await expect(bills.getByRole("row")).toHaveCount(13, { timeout: 20_000 }); // the 12th: the true-up's
  await expect(page.getByText(/Annual true-up: (credit carried forward|amount owed spread)/)).toBeVisible();
});
