import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const admin = (level: number) => {
  const found = personasFile.admins.find((item) => item.level === level);
  if (!found) throw new Error(`No admin of level ${level} in fixtures/personas.json`);
  return found;
};

/** The admin login at /gpaadmin, as a member of staff does it. */
async function adminLogIn(page: Page, username: string, password: string) {
  await page.goto("/gpaadmin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

const TABS: Record<number, string[]> = {
  1: [
    "Users",
    "System Maintenance",
    "Announcements",
    "Reports",
    "Phoned In",
    "Password Reset",
    "Payment Arrangement Upload Path",
  ],
  2: ["System Maintenance", "Announcements", "Reports"],
  3: ["Reports", "Phoned In"],
  4: ["Phoned-In", "Password Reset"],
};

test.describe("back office: admin login and the tabs by level (spec 000 §2, 001 §2, §6)", () => {
  for (const level of [1, 2, 3, 4]) {
    test(`a level-${level} admin logs in and sees exactly the tabs of level ${level}`, async ({ page }) => {
      const { username, password } = admin(level);
      await adminLogIn(page, username, password);
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await expect(page.getByRole("button", { name: `Hi, ${username}` })).toBeVisible();
      const tabs = page.getByRole("navigation", { name: "Admin tabs" }).getByRole("link");
      await expect(tabs).toHaveText(TABS[level] ?? []);
    });
  }

  test("an admin of an unknown level (5) logs in and sees no tabs", async ({ page }) => {
    const { username, password } = admin(5);
    await adminLogIn(page, username, password);
    await expect(page.getByRole("button", { name: `Hi, ${username}` })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin tabs" })).toHaveCount(0);
    await expect(page.getByText("Your admin level has no screens")).toBeVisible();
  });

  test("a wrong password reads 'Log in failed. Invalid Username or Password.'", async ({ page }) => {
    await adminLogIn(page, admin(1).username, "Wrong#Password1");
    await expect(page.getByRole("alert")).toHaveText("Log in failed. Invalid Username or Password.");
    await expect(page).toHaveURL(/\/gpaadmin$/);
  });

  test("Log In reads 'Loading Please Wait!' while submitting, then the back office opens after a second", async ({
    page,
  }) => {
    const { username, password } = admin(2);
    await page.goto("/gpaadmin");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("button", { name: "Loading Please Wait!" })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });

  test("an admin already logged in who opens /gpaadmin goes to /admin-dashboard; Log Out ends it", async ({
    page,
  }) => {
    const { username, password } = admin(4);
    await adminLogIn(page, username, password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto("/gpaadmin");
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.getByRole("button", { name: `Hi, ${username}` }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/gpaadmin$/);
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/gpaadmin$/);
  });

  test("a level-3 admin who types the Users address sees no user data", async ({ page }) => {
    const { username, password } = admin(3);
    await adminLogIn(page, username, password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    const response = await page.goto("/admin-dashboard/users");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("alert")).toHaveText("Your admin level does not allow this.");
    await expect(page.getByText(admin(1).username)).toHaveCount(0);
  });
});
