/**
 * A trainer's step keeps the customer logged in (docs/trainer-guide.md, decision 029): the console's
 * "Step one day" moves every session's last activity along with the system clock (`keepSessions`),
 * so a customer reloading the dashboard between ten steps is never sent to "Your session has ended".
 */
import { controlToken } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { resetSystem } from "./qa-helpers";

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

test("stepping the clock one day ten times from the console leaves the customer logged in", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const maria = persona("postpaid-current");
  await logIn(page, maria.username, maria.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  const trainer = await page.context().newPage();
  await trainer.goto(`/demo/console?token=${controlToken()}`);
  const said = trainer.getByRole("status").filter({ hasText: /^The system stepped one day: it is now / });
  let previous = "";
  for (let step = 1; step <= 10; step += 1) {
    await trainer.getByRole("button", { name: "Step one day" }).click();
    await expect(said).toBeVisible({ timeout: 30_000 });
    await expect(said).not.toHaveText(previous, { timeout: 30_000 });
    previous = (await said.textContent()) ?? "";
    await page.reload();
    await expect(page, `after step ${step}`).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole("button", { name: `Select an Action for account ${maria.accounts[0]!.accountId}` }),
    ).toBeVisible({ timeout: 15_000 });
  }
});
