/**
 * Outages as a customer meets them (decision 046): Maria reports no power by keyboard and sees that GPA
 * knows of it; QA starts the single-feeder fault in the outage system and moves its clock, and the
 * status page follows without a reload (crew on site, an estimated restoration, then restored, and
 * "My power is back"); quick access by account number and zip shows the status, not the form again;
 * the island view is an image with its table and follows a feeder restored without a reload; a
 * phone (390 px) shows it all. Every page state is
 * checked by axe (the suite's fixture).
 */
import type { Page } from "@playwright/test";
import { controlFetch, type StackUrls } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { logInByKeyboard, tabTo } from "./keyboard-helpers";
import { expectFitsPhone } from "./phone-helpers";

const maria = persona("postpaid-current");
const accountId = maria.accounts[0]?.accountId ?? "";
/** The status page asks again every 15 s (features/outages/use-outage-watch.ts). */
const POLLED = { timeout: 25_000 };

async function oms(stack: StackUrls, method: string, path: string, body?: unknown) {
  const response = await controlFetch(`${stack.oms}/__control${path}`, {
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.json();
}

/** QA moves the outage system's clock on by `minutes` (the crews work on it). */
async function advanceOutageClock(stack: StackUrls, minutes: number) {
  const { now } = (await oms(stack, "GET", "/clock")) as { now: string };
  await oms(stack, "PUT", "/clock", { now: new Date(Date.parse(now) + minutes * 60_000).toISOString() });
}

async function quickAccess(page: Page, postal: string) {
  await page.getByLabel("Account Number").fill(accountId);
  await page.getByLabel("Billing Zip Code").fill(postal);
  await page.getByRole("button", { name: "Continue" }).click();
}

test.describe("outages for customers", () => {
  test("reports no power by keyboard and sees that GPA knows of it", async ({ page }) => {
    await logInByKeyboard(page, maria.username, maria.password);
    await page.goto("/dashboard/outages");
    await expect(page.getByRole("heading", { name: "Outages", level: 1 })).toBeVisible();
    await expect(page.getByText("No outage is known at this premise.")).toBeVisible();
    await tabTo(page, page.getByRole("radio", { name: "No power" }), 80);
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: "No power" })).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Report Outage" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Your outage report has been received" }),
    ).toBeVisible();
    await expect(page.getByText("GPA knows of an outage at this premise.")).toBeVisible();
    await expect(page.getByText("Assessing the cause")).toBeVisible();
    await expect(page.getByText("You reported: No power")).toBeVisible();
  });

  test("a line down answers with the safety message", async ({ page }) => {
    await logIn(page, maria.username, maria.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/outages");
    await page.getByRole("radio", { name: "A power line is down" }).check();
    await page.getByRole("button", { name: "Report Outage" }).click();
    await expect(page.getByText("Stay at least 30 feet away from the downed line")).toBeVisible();
  });

  test("QA's single-feeder fault: the status and estimate change without a reload, then restored", async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    await oms(stack, "POST", "/scenarios/feeder-fault-restored-in-2-hours");
    await logIn(page, maria.username, maria.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/outages");
    const premise = page.getByRole("region", { name: /Account 1000000001/ });
    await expect(premise.getByText("Assessing the cause")).toBeVisible();
    await expect(premise.getByText("Not yet estimated")).toBeVisible();

    await advanceOutageClock(stack, 45);
    await expect(premise.getByText("Crew on site")).toBeVisible(POLLED);
    await expect(premise.getByText("Not yet estimated")).toHaveCount(0);
    await expect(premise.getByText(/\(Guam time\)/).first()).toBeVisible();

    await advanceOutageClock(stack, 120);
    await expect(premise.getByText("The outage at this premise has been restored.")).toBeVisible(POLLED);
    await premise.getByRole("button", { name: "My power is back" }).click();
    await expect(page.getByText("Thank you for letting us know your power is back.")).toBeVisible();
  });

  test("quick access by account and zip: the wrong zip is refused, the right one shows the status", async ({
    page,
    stack,
  }) => {
    await oms(stack, "POST", "/scenarios/feeder-fault-restored-in-2-hours");
    await page.goto("/outages");
    await quickAccess(page, "96999");
    await expect(
      page.getByText("The zip code does not match the billing address of this account."),
    ).toBeVisible();
    await quickAccess(page, maria.zip);
    await expect(page.getByText("GPA knows of an outage at this premise.")).toBeVisible();
    await expect(page.getByLabel("Account Number")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Report Outage" })).toBeVisible();
  });

  test("the island view is an image with a table of every village, refreshed without a reload", async ({
    page,
    stack,
  }) => {
    await oms(stack, "POST", "/scenarios/feeder-fault-restored-in-2-hours");
    await page.goto("/outages");
    await expect(page.getByRole("img", { name: /customers out in 1 of 19 villages/ })).toBeVisible();
    const table = page.getByRole("table", { name: "Customers out by village" });
    await expect(table.getByRole("row")).toHaveCount(20);
    await expect(table.getByRole("rowheader", { name: "Yigo" })).toBeVisible();

    // QA restores the feeder: the island follows without a reload, and the live region says so once.
    const { outages } = (await oms(stack, "GET", "/outages")) as { outages: { jobId: string }[] };
    await oms(stack, "PUT", `/outages/${outages[0]?.jobId}`, { restore: "all" });
    await expect(
      page.getByRole("img", { name: "Map of Guam's villages: no customers are out." }),
    ).toBeVisible(POLLED);
    await expect(page.getByRole("status").filter({ hasText: "Outages across Guam updated" })).toHaveText(
      "Outages across Guam updated: no customers are out.",
    );
  });

  test("a phone (390 px) shows the status, the form and the island without scrolling sideways", async ({
    page,
    stack,
  }) => {
    await oms(stack, "POST", "/scenarios/feeder-fault-restored-in-2-hours");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/outages");
    await expectFitsPhone(page, "/outages");
    await quickAccess(page, maria.zip);
    await expect(page.getByText("GPA knows of an outage at this premise.")).toBeVisible();
    await expectFitsPhone(page, "/outages with the status");
  });

  test("the typhoon: villages go out as the wind passes, Maria's Tamuning with them, and come back over days", async ({
    page,
    stack,
  }) => {
    test.setTimeout(90_000);
    await oms(stack, "POST", "/scenarios/typhoon");
    await advanceOutageClock(stack, 7 * 60);
    await page.goto("/outages");
    await expect(page.getByRole("img", { name: /customers out in 19 of 19 villages/ })).toBeVisible();
    const tamuning = page
      .getByRole("table", { name: "Customers out by village" })
      .getByRole("row", { name: /Tamuning/ });
    await expect(tamuning.getByRole("cell").first()).not.toHaveText("0");
    await quickAccess(page, maria.zip);
    await expect(page.getByText("GPA knows of an outage at this premise.")).toBeVisible();
    await expect(page.getByText("Typhoon", { exact: true })).toBeVisible();

    // A day at a time, as a trainer would; by the eighth every feeder is back.
    for (let day = 1; day <= 8; day += 1) await advanceOutageClock(stack, 24 * 60);
    await page.reload();
    await expect(
      page.getByRole("img", { name: "Map of Guam's villages: no customers are out." }),
    ).toBeVisible();
    await expect(page.getByText("GPA knows of an outage at this premise.")).toHaveCount(0);
  });
});
