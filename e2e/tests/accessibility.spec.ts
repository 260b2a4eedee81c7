import { expect, logIn, persona, test } from "./fixtures";

// The accessibility defects axe found (WCAG 2.1 AA), as a person with a screen reader meets them. (Every test of the
// suite is also checked by axe: see tests/a11y.ts and e2e/README.md.)
test.describe("accessibility of the defects found by axe (WCAG 2.1 AA)", () => {
  test("the logo link is named by the logo's visible words, then where it goes", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "PayGPA, Guam Power Authority , home" }),
    ).toBeVisible();
  });

  test("a field's error is its description, marks it invalid and sits in a live region", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Forgot Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Forgot Password" });
    await dialog.getByRole("button", { name: "Continue" }).click();
    const accountNumber = dialog.getByLabel("Account Number");
    await expect(accountNumber).toHaveAttribute("aria-invalid", "true");
    await expect(accountNumber).toHaveAccessibleDescription("Please enter your Account Number.");
    const error = dialog.getByText("Please enter your Account Number.");
    await expect(error.locator("xpath=ancestor::*[@aria-live or @role='alert'][1]")).toHaveCount(1);
  });

  test("each account row's checkbox and Pay button have names of their own, with the account number", async ({
    page,
  }) => {
    const who = persona("postpaid-overdue");
    const accountId = who.accounts[0]!.accountId;
    await logIn(page, who.username, who.password);
    await expect(page.getByRole("button", { name: `Pay account ${accountId}` })).toBeVisible();
    await expect(
      page.getByRole("checkbox", { name: `Select account ${accountId} for payment` }),
    ).toBeVisible();
    await expect(page.getByRole("checkbox", { name: `Pay account ${accountId}` })).toHaveCount(0);
  });

  test("a link inside text is underlined, not told apart by colour alone", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("main").getByRole("link", { name: "FAQ", exact: true });
    await expect(faq).toHaveCSS("text-decoration-line", "underline");
  });
});
