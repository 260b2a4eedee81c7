import { expect, logIn, persona, test } from "./fixtures";

/**
 * The dashboard streams the person's details (decision 021): the page's first bytes
 * do not wait for billing, and the greeting and the Customer Information box still fill in.
 */
test.describe("the dashboard's streamed customer information", () => {
  test("the seven-account customer sees their full name, e-mail and phones once the page is in", async ({
    page,
  }) => {
    const who = persona("many-accounts");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: `Hi, ${who.fullName}` })).toBeVisible();
    const box = page.getByRole("region", { name: "Customer Information" });
    await expect(box.getByText("Loading...")).toHaveCount(0);
    await expect(box.getByText(who.email)).toBeVisible();
    await expect(box.getByText("(671) 888-1011")).toBeVisible();
  });
});
