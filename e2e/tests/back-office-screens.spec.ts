import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import type { Page } from "@playwright/test";
import { expect, logIn, persona, test } from "./fixtures";

const admin = (level: number) => {
  const found = personasFile.admins.find((item) => item.level === level);
  if (!found) throw new Error(`No admin of level ${level}`);
  return found;
};

async function adminLogIn(page: Page, username: string, password: string) {
  await page.goto("/gpaadmin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

async function openTab(page: Page, label: string) {
  await page
    .getByRole("navigation", { name: /Admin tabs|More views/ })
    .getByRole("link", { name: label })
    .click();
}

async function logOutAdmin(page: Page, username: string) {
  await page.getByRole("button", { name: `Hi, ${username}` }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/gpaadmin/);
}

test.describe("back office screens (spec 000 §2)", () => {
  test("Users: add user with every validation message, then the new admin logs in", async ({ page }) => {
    const boss = admin(1);
    await adminLogIn(page, boss.username, boss.password);
    await openTab(page, "Users");
    const form = page.getByRole("region", { name: "Add User" });
    // The admin's own row is not shown.
    await expect(page.getByRole("rowheader", { name: boss.username, exact: true })).toHaveCount(0);
    await expect(page.getByRole("rowheader", { name: admin(2).username, exact: true })).toBeVisible();

    await form.getByRole("button", { name: "Add User" }).click();
    await expect(form.getByText("This field is required.").first()).toBeVisible();
    await form.getByLabel("Username").fill(admin(2).username);
    await form.getByLabel("Email").click();
    await expect(form.getByText("Username already exist")).toBeVisible();
    await form.getByLabel("Username").fill("night.clerk");
    await form.getByLabel("Email").fill("night.clerk@example.com");
    await expect(form.getByText("Username already exist")).toHaveCount(0);
    await form.getByLabel("User Role").selectOption({ label: "Finance" });
    await form.getByLabel("Password", { exact: true }).fill("Short1#");
    await form.getByLabel("Confirm Password").fill("Other#2026");
    await form.getByRole("button", { name: "Add User" }).click();
    await expect(form.getByText("Password must be between 8 – 15 characters long")).toBeVisible();
    await form.getByLabel("Password", { exact: true }).fill("Night#2026");
    await expect(form.getByText("Password doesn't match!")).toBeVisible();
    await form.getByLabel("Confirm Password").fill("Night#2026");
    await form.getByRole("button", { name: "Add User" }).click();
    await expect(page.getByRole("dialog")).toContainText("Added Successfully!");
    await page.getByRole("button", { name: "Okay" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    await logOutAdmin(page, boss.username);
    await adminLogIn(page, "night.clerk", "Night#2026");
    await expect(page.getByRole("navigation", { name: "Admin tabs" }).getByRole("link")).toHaveText([
      "Reports",
      "Phoned In",
    ]);
  });

  test("Users: bulk delete of two admins reads 'Deleted Successfully.'", async ({ page }) => {
    const boss = admin(1);
    await adminLogIn(page, boss.username, boss.password);
    await openTab(page, "Users");
    await expect(page.getByRole("button", { name: "Delete Selected" })).toHaveCount(0);
    await page.getByLabel(`Select ${admin(3).username}`).check();
    await expect(page.getByRole("button", { name: "Delete Selected" })).toHaveCount(0);
    await page.getByLabel(`Select ${admin(4).username}`).check();
    await page.getByRole("button", { name: "Delete Selected" }).click();
    await expect(page.getByRole("dialog")).toContainText("Deleted Successfully.");
    await page.getByRole("button", { name: "Okay" }).click();
    await expect(page.getByRole("rowheader", { name: admin(3).username, exact: true })).toHaveCount(0);
    await expect(page.getByRole("rowheader", { name: admin(4).username, exact: true })).toHaveCount(0);
  });

  test("System Maintenance: Login / Sign Up off disables the customer's Log In and refuses a direct login; back on restores it", async ({
    page,
    browser,
    stack,
  }) => {
    const it = admin(2);
    await adminLogIn(page, it.username, it.password);
    await openTab(page, "System Maintenance");
    await page.getByRole("switch", { name: /Login \/ Sign Up/ }).check();
    await expect(page.getByRole("switch", { name: /Login \/ Sign Up/ })).toBeChecked();

    const customer = await (await browser.newContext()).newPage();
    await customer.addInitScript(() => sessionStorage.setItem("paygpa.systemPopupSeen", "*"));
    await customer.goto("/");
    await expect(customer.getByRole("button", { name: "Log In" })).toBeDisabled();
    const who = persona("postpaid-current");
    const direct = await customer.request.post(`${stack.bff}/api/v1/user-login`, {
      data: { userName: who.username, password: who.password },
    });
    expect(direct.status()).toBe(503);

    await page.getByRole("switch", { name: /Login \/ Sign Up/ }).uncheck();
    await expect(page.getByRole("switch", { name: /Login \/ Sign Up/ })).not.toBeChecked();
    await logIn(customer, who.username, who.password);
    await expect(customer).toHaveURL(/\/dashboard/);
  });

  test("System Maintenance: the hours before operations are told of a refusing gateway are checked, saved and kept", async ({
    page,
  }) => {
    const it = admin(2);
    await adminLogIn(page, it.username, it.password);
    await openTab(page, "System Maintenance");
    const hours = page.getByLabel("Tell operations when AutoPay cannot reach the card gateway for (hours)");
    await expect(page.getByText(/^Currently \d+ hours? \(the default\)\.$/)).toBeVisible();
    await hours.fill("0");
    await hours.press("Tab");
    await expect(page.getByText("Enter a whole number of hours from 1 to 72.")).toBeVisible();
    await hours.fill("6");
    await hours.press("Tab");
    await expect(page.getByText("Enter a whole number of hours from 1 to 72.")).toHaveCount(0);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await page.reload();
    await expect(hours).toHaveValue("6");
    await expect(page.getByText("Currently 6 hours.")).toBeVisible();
  });

  test("Password Reset: the customer logs in with the new password (the lock is cleared)", async ({
    page,
  }) => {
    const staff = admin(4);
    const who = persona("locked");
    await adminLogIn(page, staff.username, staff.password);
    await openTab(page, "Password Reset");
    await page.getByLabel("Account Number").fill(who.accounts[0]?.accountId ?? "");
    await page.getByRole("button", { name: "Search" }).click();
    const results = page.getByRole("table", { name: "Search Results" });
    await expect(results.getByRole("rowheader", { name: who.username })).toBeVisible();
    await results.getByRole("button", { name: `Edit ${who.username}` }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByLabel("New Password").fill("Short1#");
    await dialog.getByLabel("Confirm Password").click();
    await expect(dialog.getByText("Your password must be between 8 – 15 characters long")).toBeVisible();
    await dialog.getByLabel("New Password").fill("Reset#2026x");
    await dialog.getByLabel("Confirm Password").fill("Reset#2026x");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog")).toContainText("The customer's password has been reset.");
    await page.getByRole("button", { name: "Okay" }).click();
    await logOutAdmin(page, staff.username);
    await logIn(page, who.username, "Reset#2026x");
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test("File path: required, confined to the upload root, then saved; the audit log lists it", async ({
    page,
  }) => {
    const boss = admin(1);
    await adminLogIn(page, boss.username, boss.password);
    await openTab(page, "Payment Arrangement Upload Path");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter a file path!")).toBeVisible();
    await page.getByLabel("New Path").fill("../../etc");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(/must stay inside the upload folder/)).toBeVisible();
    await page.getByLabel("New Path").fill("\\\\fileserver\\forms");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByText("Enter a folder inside the upload folder, not a network or web address."),
    ).toBeVisible();
    await expect(page.getByText(/Error occured on updating the file path\./)).toBeVisible();
    await page.getByLabel("New Path").fill("signed-forms");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog")).toContainText("File path successfully updated!");
    await page.getByRole("button", { name: "Okay" }).click();
    await expect(page.getByTestId("current-file-path")).toHaveText(/signed-forms$/);

    await openTab(page, "Audit Log");
    const log = page.getByRole("table");
    await expect(log.getByRole("cell", { name: "file-path-updated" })).toBeVisible();
    await page.getByLabel("What").selectOption("admin-login");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(log.getByRole("cell", { name: boss.username }).first()).toBeVisible();
    await expect(log.getByRole("cell", { name: "file-path-updated" })).toHaveCount(0);
  });
});
