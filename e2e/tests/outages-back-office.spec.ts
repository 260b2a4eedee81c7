/**
 * Outages in the back office (decision 046): the phoned-in clerk finds the caller's account, opens
 * its outages, reports no power on the caller's behalf by keyboard and sees that GPA knows of it.
 * Every page state is checked by axe (the suite's fixture).
 */
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { expect, persona, test } from "./fixtures";
import { tabTo } from "./keyboard-helpers";

const clerk = personasFile.admins.find((item) => item.level === 4)!;
const caller = persona("postpaid-overdue").accounts[0]!.accountId;

test.describe("outages in the back office", () => {
  test("a clerk finds the caller, opens outages, reports one by keyboard and sees it known", async ({
    page,
  }) => {
    await page.goto("/gpaadmin");
    await page.getByLabel("Username").fill(clerk.username);
    await page.getByLabel("Password").fill(clerk.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
    await page.goto("/admin-dashboard/phoned-in");
    await page.getByLabel("Account ID", { exact: true }).pressSequentially(caller);
    await tabTo(page, page.getByRole("button", { name: "Search" }), 5);
    await page.keyboard.press("Enter");
    const summary = page.getByRole("table", { name: "Account Summary" });
    await expect(summary.getByRole("rowheader", { name: caller })).toBeVisible();

    await tabTo(page, page.getByRole("link", { name: `Outages of ${caller}` }), 60);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Outages (${caller})` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("No outage is known at this premise.")).toBeVisible();
    await tabTo(page, dialog.getByRole("radio", { name: "No power" }), 40);
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("radio", { name: "No power" })).toBeChecked();
    await tabTo(page, dialog.getByRole("button", { name: "Report Outage" }));
    await page.keyboard.press("Enter");

    await expect(
      dialog.getByRole("status").filter({ hasText: "Your outage report has been received" }),
    ).toBeVisible();
    await expect(dialog.getByText("GPA knows of an outage at this premise.")).toBeVisible();
    await expect(dialog.getByText("Reported: No power")).toBeVisible();
  });
});
