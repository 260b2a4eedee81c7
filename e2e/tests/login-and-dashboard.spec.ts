import { expect, logIn, persona, test } from "./fixtures";

test.describe("customer login and account overview", () => {
  test("a customer logs in and sees exactly their accounts", async ({ page }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page.getByText("Success. Please wait for redirection.")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const table = page.getByRole("table", { name: "Postpaid Accounts" });
    await expect(table.getByText("Loading...")).toHaveCount(0);
    const rows = table.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
    await expect(rows).toHaveCount(who.accounts.length);
    for (const account of who.accounts) {
      await expect(table.getByRole("rowheader", { name: account.accountId, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: new RegExp(who.fullName, "i") })).toBeVisible();
  });

  test("a wrong password and an unknown username get the same one message; the page stays on login", async ({
    page,
  }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, "Wrong#pass1");
    await expect(page.getByRole("alert")).toHaveText("Invalid Username or Password.");
    await expect(page).toHaveURL(/\/$/);
    await logIn(page, "nobody.here", "Wrong#pass1");
    await expect(page.getByRole("alert")).toHaveText("Invalid Username or Password.");
  });

  test("the fifth wrong password locks the web user, and only then is the lock told", async ({ page }) => {
    const who = persona("postpaid-current");
    for (let attempt = 1; attempt <= 4; attempt++) {
      await logIn(page, who.username, `Wrong#pass${attempt}`);
      await expect(page.getByRole("alert")).toHaveText("Invalid Username or Password.");
    }
    await logIn(page, who.username, "Wrong#pass5");
    await expect(page.getByRole("alert")).toContainText("locked");
    await logIn(page, who.username, who.password);
    await expect(page.getByRole("alert")).toContainText("locked");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the overdue persona's due date is red and reads 'Due Now'", async ({ page }) => {
    const who = persona("postpaid-overdue");
    await logIn(page, who.username, who.password);
    const table = page.getByRole("table", { name: "Postpaid Accounts" });
    const row = table.getByRole("row").filter({ hasText: who.accounts[0]!.accountId });
    const dueNow = row.getByText("Due Now");
    await expect(dueNow).toBeVisible();
    const color = await dueNow.evaluate((element) => getComputedStyle(element).color);
    const [red, green, blue] = color.match(/\d+(\.\d+)?/g)!.map(Number);
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
    expect(blue).toBeLessThan(100);
    await dueNow.hover();
    await expect(page.getByRole("tooltip")).toContainText(
      "The arrears total is necessary to avoid disconnection.",
    );
  });

  test("a customer with both kinds of account sees both tabs", async ({ page }) => {
    const who = persona("postpaid-and-prepaid");
    await logIn(page, who.username, who.password);
    await expect(page.getByRole("tab", { name: "Postpaid Accounts" })).toBeVisible();
    await page.getByRole("tab", { name: "Prepaid Accounts" }).click();
    const prepaid = who.accounts.find((account) => account.kind === "prepaid")!;
    const table = page.getByRole("table", { name: "Prepaid Accounts" });
    await expect(table.getByRole("rowheader", { name: prepaid.accountId, exact: true })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Electric Balance" })).toBeVisible();
  });

  test("more than five accounts scroll inside the table", async ({ page }) => {
    const who = persona("many-accounts");
    await logIn(page, who.username, who.password);
    await page.getByRole("tab", { name: "Postpaid Accounts" }).click();
    const table = page.getByRole("table", { name: "Postpaid Accounts" });
    const postpaid = who.accounts.filter((account) => account.kind === "postpaid");
    expect(postpaid.length).toBeGreaterThan(5);
    for (const account of postpaid) {
      await expect(table.getByRole("rowheader", { name: account.accountId, exact: true })).toBeAttached();
    }
    const scrolls = await table.evaluate((element) => {
      const box = element.parentElement!;
      return box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY !== "visible";
    });
    expect(scrolls).toBe(true);
  });

  test("a customer with one kind sees a single table and no tabs", async ({ page }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page.getByRole("table", { name: "Postpaid Accounts" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
  });

  test("the cash-only notice shows for a cash-only account", async ({ page }) => {
    const who = persona("cash-only");
    await logIn(page, who.username, who.password);
    await expect(
      page.getByText(
        "NOTICE: Your account(s) has been flagged for Cash Only payments. Please contact the GPA Customer Service Division for further details.",
      ),
    ).toBeVisible();
  });

  test("logout returns to the login page and the dashboard is closed again", async ({ page }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a signed-in customer visiting the login page goes straight to the dashboard", async ({ page }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
