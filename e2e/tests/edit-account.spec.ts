/**
 * Edit Account and Change Password (spec 002 §2 Edit Account; spec 002 §2 Change Password), as a customer uses them.
 */
import { expect, logIn, persona, test } from "./fixtures";

test.describe("Edit Account", () => {
  test("shows the spec's messages, and a saved change appears in the customer information box", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByRole("link", { name: "Edit Account" }).click();
    await expect(page.getByRole("heading", { name: "Edit Account" })).toBeVisible();
    await expect(page.locator("#edit-account").getByText(who.username, { exact: true })).toBeVisible();

    await page.getByLabel("Email Address").fill("");
    await page.getByLabel("Mobile Phone").fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Please enter your Email Address.")).toBeVisible();
    await expect(page.getByText("Please enter Mobile Phone.")).toBeVisible();
    await expect(page.getByText("Please enter Answer.")).toBeVisible();
    await page.getByLabel("Email Address").fill("maria@");
    await expect(page.getByText("Please enter a valid Email Address.")).toBeVisible();

    await page.getByLabel("Email Address").fill("maria.updated@example.com");
    await page.getByLabel("Mobile Phone").fill("(671) 777-1234");
    await page.getByLabel("Answer", { exact: true }).fill("Chamorro Dog!");
    await expect(page.getByLabel("Answer", { exact: true })).toHaveValue("Chamorro Dog");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "updated" })).toBeVisible();

    await page.getByRole("link", { name: "Account Overview" }).first().click();
    const box = page.getByRole("region", { name: "Customer Information" });
    await expect(box).toContainText("maria.updated@example.com");
    await expect(box).toContainText("(671) 777-1234");
  });

  test("Change Password: Cancel returns; the new password logs in and the old one is refused", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.goto("/dashboard/edit-account");
    await page.getByRole("link", { name: "Change Password" }).click();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Edit Account" })).toBeVisible();
    await page.getByRole("link", { name: "Change Password" }).click();

    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Please enter your Current Password.")).toBeVisible();
    await expect(page.getByText("Please enter your password.")).toBeVisible();
    await expect(page.getByText("Please confirm your New Password.")).toBeVisible();
    await page.getByLabel("Current Password").fill(who.password);
    await page.getByLabel("New Password", { exact: true }).fill("Short#1");
    await expect(page.getByText("Your password must be between 8 – 15 characters long")).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("Brand#New2027");
    await page.getByLabel("Confirm New Password").fill("Brand#New2028");
    await expect(page.getByText("Password doesn't match!")).toBeVisible();
    await page.getByLabel("Confirm New Password").fill("Brand#New2027");
    await expect(page.getByText("Password doesn't match!")).toBeHidden();
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();

    await logIn(page, who.username, who.password);
    await expect(page.getByRole("alert")).toHaveText("Invalid Username or Password.");
    await logIn(page, who.username, "Brand#New2027");
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  });
});

test.describe("the FAQ's directions", () => {
  test("'open the menu at the top right and choose Edit Account' leads to Edit Account and Change Password", async ({
    page,
  }) => {
    await page.goto("/faq");
    await page.getByText("Changing your profile").click();
    await expect(
      page.getByText("open the menu at the top right (your username) and choose Edit Account"),
    ).toBeVisible();
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByRole("button", { name: `${who.username} , account menu` }).click();
    await page.getByRole("menuitem", { name: "Edit Account" }).click();
    await expect(page.getByRole("heading", { name: "Edit Account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Change Password" })).toBeVisible();
  });
});
