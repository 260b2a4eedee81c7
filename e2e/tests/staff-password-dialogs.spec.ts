/**
 * The back office's password dialogs (spec 000 §2 Password Reset and Users; spec 001 §2 Change Pass),
 * used as staff use them: typing each field and leaving it with Tab. Each has a cross-field check
 * (the confirmation must match), run when a field loses the focus.
 */
import type { Page } from "@playwright/test";
import { expect, logIn, persona, test } from "./fixtures";
import { typeAndTab, typeFields, typeInto } from "./form-helpers";
import { staff } from "./keyboard-helpers";

async function adminLogIn(page: Page, username: string, password: string) {
  await page.goto("/gpaadmin");
  await typeFields(page, [
    [page.getByLabel("Username"), username],
    [page.getByLabel("Password"), password],
  ]);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

async function logOutAdmin(page: Page, username: string) {
  await page.getByRole("button", { name: `Hi, ${username}` }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/gpaadmin/);
}

async function openTab(page: Page, label: string) {
  await page
    .getByRole("navigation", { name: /Admin tabs|More views/ })
    .getByRole("link", { name: label })
    .click();
}

test.describe("back office password dialogs, typed and tabbed", () => {
  test("Password Reset → Edit keeps the New Password typed when it loses the focus, and resets it", async ({
    page,
  }) => {
    const who = persona("locked");
    const desk = staff(4);
    await adminLogIn(page, desk.username, desk.password);
    await openTab(page, "Password Reset");
    await typeInto(page.getByLabel("Account Number"), who.accounts[0]?.accountId ?? "");
    await page.getByRole("button", { name: "Search" }).click();
    await page
      .getByRole("table", { name: "Search Results" })
      .getByRole("button", { name: `Edit ${who.username}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    const fresh = dialog.getByLabel("New Password");
    const confirm = dialog.getByLabel("Confirm Password");
    await typeAndTab(page, fresh, "Short1#");
    await expect(fresh).toHaveValue("Short1#");
    await expect(dialog.getByText("Your password must be between 8 – 15 characters long")).toHaveCount(1);
    await typeFields(page, [
      [fresh, "Reset#2026x"],
      [confirm, "Reset#2026x"],
    ]);
    await expect(dialog.getByText("Your password must be between 8 – 15 characters long")).toHaveCount(0);
    await expect(dialog.getByText("Password doesn't match!")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog")).toContainText("The customer's password has been reset.");
    await page.getByRole("button", { name: "Okay" }).click();
    await logOutAdmin(page, desk.username);
    await logIn(page, who.username, "Reset#2026x");
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test("Users → Change Password keeps the New Password typed when it loses the focus, and changes it", async ({
    page,
  }) => {
    const boss = staff(1);
    const clerk = staff(3);
    await adminLogIn(page, boss.username, boss.password);
    await openTab(page, "Users");
    await page.getByRole("button", { name: `Actions for ${clerk.username}` }).click();
    await page.getByRole("menuitem", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    const fresh = dialog.getByLabel("New Password");
    const confirm = dialog.getByLabel("Confirm Password");
    await typeAndTab(page, fresh, "Clerk#2026x");
    await expect(fresh).toHaveValue("Clerk#2026x");
    await typeAndTab(page, confirm, "Clerk#2026y");
    await expect(dialog.getByText("Password doesn't match", { exact: true })).toBeVisible();
    await typeFields(page, [[confirm, "Clerk#2026x"]]);
    await expect(fresh).toHaveValue("Clerk#2026x");
    await expect(dialog.getByText("Password doesn't match", { exact: true })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog")).toContainText("!");
    await expect(page.getByRole("dialog")).not.toContainText("must be between");
    await page.getByRole("button", { name: "Okay" }).click();
    await logOutAdmin(page, boss.username);
    await adminLogIn(page, clerk.username, "Clerk#2026x");
  });

  test("Change Pass in the header keeps every field typed and tabbed, and changes the password", async ({
    page,
  }) => {
    const clerk = staff(3);
    await adminLogIn(page, clerk.username, clerk.password);
    await page.getByRole("button", { name: `Hi, ${clerk.username}` }).click();
    await page.getByRole("menuitem", { name: "Change Pass" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await typeFields(page, [
      [dialog.getByLabel("Current Password"), clerk.password],
      [dialog.getByLabel("Password", { exact: true }), "Own#2026x"],
      [dialog.getByLabel("Confirm Password"), "Own#2026x"],
    ]);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("button", { name: "Okay" }).click();
    await logOutAdmin(page, clerk.username);
    await adminLogIn(page, clerk.username, "Own#2026x");
  });
});
