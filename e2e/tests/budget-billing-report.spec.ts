/**
 * Budget billing in the back office's Reports (decision 043, amended): a customer enrols, leaves and
 * enrols again (through the BFF, as her screen does), a clerk enrols a phoning customer's account;
 * a Reports user filters by keyboard (account, status, who), sees the rows with the right texts,
 * pages, downloads the CSV and reads it, and the screen passes axe; a phoned-in clerk may not open it.
 */
import { readFileSync } from "node:fs";
import { BUDGET_CONSENT } from "@paygpa/contract";
import { expect, persona, test } from "./fixtures";
import { expectNoViolations } from "./a11y";
import { staff, staffLogInByKeyboard, tabTo } from "./keyboard-helpers";
import { resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current");
const MARIA = maria.accounts[0]!.accountId;
const both = persona("postpaid-and-prepaid");
const POSTPAID = both.accounts.find((account) => account.kind === "postpaid")!.accountId;

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

/** A session of the BFF: the customer's login (`user-login`) or the back office's (`login`). */
async function tokenOf(bff: string, who: { username: string; password: string }, customer = false) {
  const login = await fetch(`${bff}/api/v1/${customer ? "user-login" : "login"}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      customer
        ? { userName: who.username, password: who.password }
        : { username: who.username, password: who.password },
    ),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token as string;
}

async function post(bff: string, path: string, token: string, body: object) {
  const response = await fetch(`${bff}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as { enrolment: { budgetAmount: string } | null };
}

/** Maria enrols and leaves 26 times, then enrols once more (27 rows); a clerk enrols the other account. */
async function enrolments(bff: string): Promise<string> {
  const customer = await tokenOf(bff, maria, true);
  const enrol = { accountId: MARIA, consentVersion: BUDGET_CONSENT.version, agreed: true };
  for (let time = 0; time < 26; time += 1) {
    await post(bff, "/api/v1/budget-billing", customer, enrol);
    await post(bff, "/api/v1/budget-billing/leave", customer, { accountId: MARIA });
  }
  const last = await post(bff, "/api/v1/budget-billing", customer, enrol);
  const clerk = await tokenOf(bff, staff(4));
  await post(bff, "/api/v1/phoned-in/budget-billing", clerk, { ...enrol, accountId: POSTPAID });
  return last.enrolment!.budgetAmount;
}

async function show(page: import("@playwright/test").Page) {
  await tabTo(page, page.getByRole("button", { name: "Show enrolments" }));
  await page.keyboard.press("Enter");
}

test("a Reports user finds budget billing enrolments by keyboard, pages them and exports the CSV", async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000);
  const amount = await enrolments(stack.bff);

  await staffLogInByKeyboard(page, 2);
  await page.goto("/admin-dashboard/reports");
  await tabTo(
    page,
    page.getByRole("navigation", { name: "Report views" }).getByRole("link", { name: "Budget billing" }),
    60,
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Budget billing" })).toBeVisible();

  // The account: 27 rows, 25 a page.
  await tabTo(page, page.getByLabel("Account number"));
  await page.keyboard.type(MARIA);
  await show(page);
  await expect(page.getByText("27 enrolments match")).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Budget billing pages" });
  await expect(pages).toContainText("Page 1 of 2");
  await expect(page.getByRole("rowheader", { name: MARIA })).toHaveCount(25);
  await tabTo(page, pages.getByRole("link", { name: "Next" }), 200);
  await page.keyboard.press("Enter");
  await expect(pages).toContainText("Page 2 of 2");
  await expect(page.getByRole("rowheader", { name: MARIA })).toHaveCount(2);

  // Still enrolled, by the customer: her one active enrolment, with the texts staff read.
  await tabTo(page, page.getByLabel("Status"));
  await page.keyboard.type("Enrolled");
  await tabTo(page, page.getByLabel("Enrolled by"));
  await page.keyboard.type("Customer");
  await show(page);
  await expect(page.getByText("1 enrolment matches")).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: MARIA }) });
  await expect(row).toContainText("Customer");
  await expect(row).toContainText(BUDGET_CONSENT.version);
  await expect(row).toContainText(`$${amount}`);
  await expect(row).toContainText("Enrolled");
  await expect(row.getByRole("cell").last()).toHaveText(/—$/); // Left on: not yet
  await expectNoViolations(page, "reports, budget billing");

  // The CSV of the same filters.
  const download = page.waitForEvent("download");
  await tabTo(page, page.getByRole("link", { name: /Export CSV/ }));
  await page.keyboard.press("Enter");
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-Budget-Billing\.csv$/);
  const lines = readFileSync((await file.path()) as string, "utf8")
    .trim()
    .split("\n");
  expect(lines[0]).toBe(
    "Account No.,Enrolled On,Enrolled By,Consent Version,Budget Amount at Enrolment,Status,Left On",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(`^${MARIA},\\d{4}-\\d{2}-\\d{2},Customer,${BUDGET_CONSENT.version},${amount},Enrolled,$`),
  );

  // The clerk's enrolment, named by the clerk's username; none left by a clerk.
  await tabTo(page, page.getByLabel("Account number"));
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await tabTo(page, page.getByLabel("Enrolled by"));
  await page.keyboard.type("Clerk");
  await show(page);
  const clerkRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: POSTPAID }) });
  await expect(clerkRow).toContainText(staff(4).username);
  await expect(page.getByRole("rowheader", { name: MARIA })).toHaveCount(0);
  await tabTo(page, page.getByLabel("Status"));
  await page.keyboard.type("Left");
  await show(page);
  await expect(page.getByText("No budget billing enrolment matches these filters.")).toBeVisible();
});

test("a phoned-in clerk (level 4) may not open the budget billing report", async ({ page }) => {
  await staffLogInByKeyboard(page, 4);
  const response = await page.goto("/admin-dashboard/reports/budget-billing");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("alert")).toHaveText("Your admin level does not allow this.");
  await expect(page.getByRole("heading", { name: "Budget billing" })).toHaveCount(0);
  const csv = await page.request.get("/admin-dashboard/reports/budget-billing-export");
  expect(csv.status()).toBe(403);
});
