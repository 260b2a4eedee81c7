/**
 * The preferred due date (decision 047), as the customer uses it: from the dashboard's row, by
 * keyboard, they pick a new due day, read when it takes effect, confirm; the clock moves to that
 * first bill and the screen shows it due on the chosen day; a second change within 12 months is
 * refused with its message.
 */
import { expectNoViolations } from "./a11y";
import { expect, persona, test } from "./fixtures";
import { logInByKeyboard, tabTo } from "./keyboard-helpers";
import { moveSystemClock, resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current"); // a bill due in 10 days
const MARIA = maria.accounts[0]!.accountId;
const US_DATE = /(\d{2})\/(\d{2})\/(\d{4})/;
const isoOf = (shown: string) => shown.replace(/(\d{2})\/(\d{2})\/(\d{4})/, "$3-$1-$2");
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

test("a customer moves the due day by keyboard, the next bill is due on it, and a second change is refused", async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  await logInByKeyboard(page, maria.username, maria.password);
  await tabTo(page, page.getByRole("link", { name: `Change due date for account ${MARIA}` }), 80);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Due date" })).toBeVisible();
  const before = (await page.getByText("Your latest bill is due on").textContent()) ?? "";
  const latestDue = isoOf(US_DATE.exec(before)?.[0] ?? "");

  await tabTo(page, page.getByLabel("New due day"));
  await page.keyboard.type("15");
  await tabTo(page, page.getByRole("button", { name: "See when it takes effect" }));
  await page.keyboard.press("Enter");
  const preview = page.getByRole("status").filter({ hasText: "will be the first due on the 15th" });
  await expect(preview).toBeVisible({ timeout: 15_000 });
  const [, billShown, dueShown] =
    /issued on (\S+), .* due on (\S+)\. Every/.exec((await preview.textContent()) ?? "") ?? [];
  expect(dueShown).toMatch(/^\d{2}\/15\/\d{4}$/);
  await expectNoViolations(page, "due date, with its preview");

  await tabTo(page, page.getByRole("button", { name: "Change my due date" }));
  await page.keyboard.press("Enter");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Your due date is changed to the 15th. Your next bill is due on ${dueShown}.` }),
  ).toBeVisible({ timeout: 15_000 });

  // The clock moves to the day of that first bill (today is 10 days before the latest due date).
  const today = new Date(Date.parse(latestDue) - 10 * 86_400_000).toISOString().slice(0, 10);
  await moveSystemClock(stack, {
    advance: `${daysBetween(today, isoOf(billShown ?? ""))}d`,
    keepSessions: true,
  });
  await page.goto(`/dashboard/due-date/${MARIA}`);
  await expect(
    page.getByText(`Your bills are due on the 15th of the month. Your latest bill is due on ${dueShown}.`),
  ).toBeVisible();
  await expect(
    page.getByText(
      /The due date can be changed once every 12 months\. This account can change it again from/,
    ),
  ).toBeVisible();
  await expect(page.getByLabel("New due day")).toHaveCount(0);
});
