/**
 * The console's Usage edits panel (decision 042; docs/trainer-guide.md): a trainer picks an
 * account and adds a gap or a spike to its reads, by keyboard, and reads the answer beside the form;
 * billing's refusal (a spike on a prepaid account) shows there in words and changes nothing. The
 * gap is then in billing's reads as the QA guide checks them. Every state of the page is scanned
 * by axe and IBM's engine (WCAG 2.2 AA), as in every test (fixtures.ts).
 */
import type { Page } from "@playwright/test";
import { controlFetch, controlToken } from "../stack";
import { expect, test } from "./fixtures";
import { typeAndTab } from "./form-helpers";
import { resetSystem } from "./qa-helpers";

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

const usageForm = (page: Page) => page.getByRole("form", { name: "Usage edits" });
const besideTheForm = (page: Page) => page.locator('[data-feedback-for="usage"]');

async function guamDayBefore(bff: string, days: number): Promise<string> {
  const { today } = (await (await controlFetch(`${bff}/__control/system/clock`)).json()) as { today: string };
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 864e5).toISOString().slice(0, 10);
}

test("a trainer adds missing reads by keyboard, and a refused spike says why beside the form", async ({
  page,
  stack,
}) => {
  await page.goto(`/demo/console?token=${controlToken()}`);
  await page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Usage edits" })
    .click();
  const form = usageForm(page);
  await expect(form).toBeVisible();
  await form.getByLabel("Account").focus();
  await form.getByLabel("Account").selectOption("1000000001");
  await form.getByLabel("Add to its reads").selectOption({ label: "Missing reads (a gap from 08:00)" });
  await typeAndTab(page, form.getByLabel("On the day, days before today"), "1");
  await typeAndTab(page, form.getByLabel("Hours of missing reads (a gap only)"), "6");
  await form.getByRole("button", { name: "Add to the reads" }).focus();
  await page.keyboard.press("Enter");

  const yesterday = await guamDayBefore(stack.bff, 1);
  const usDay = `${yesterday.slice(5, 7)}/${yesterday.slice(8, 10)}/${yesterday.slice(0, 4)}`;
  await expect(besideTheForm(page).getByRole("status")).toHaveText(
    `Added missing reads (a gap from 08:00) on ${usDay} to account 1000000001's reads. A reset takes it away.`,
  );
  await expect(besideTheForm(page)).toBeFocused();
  // Billing's reads of yesterday: none stamped after 08:00 up to 14:00 Guam time.
  const query = new URLSearchParams({
    startDateTime: `${yesterday}T00:00:00+10:00`,
    endDateTime: `${await guamDayBefore(stack.bff, 0)}T00:00:00+10:00`,
    limit: "3000",
  });
  const answer = await controlFetch(
    `${stack.ccb}/rest/apis/meter/devices/measuringComponents/061000000001/measurements?${query}`,
  );
  const { measurements } = (await answer.json()) as { measurements: { measurementDateTime: string }[] };
  const times = measurements.map((read) => read.measurementDateTime.slice(11, 16));
  expect(times.filter((time) => time > "08:00" && time <= "14:00")).toEqual([]);
  expect(times.length).toBeGreaterThan(48);

  // A spike on a prepaid account: billing refuses it, and says why beside the form.
  await usageForm(page).getByLabel("Account").selectOption("1000000004");
  await usageForm(page).getByLabel("Add to its reads").selectOption({ label: "A spike day" });
  await usageForm(page).getByRole("button", { name: "Add to the reads" }).click();
  await expect(besideTheForm(page)).toContainText("Not done: A spike day is for a postpaid account");
});
