/**
 * Classroom mode (docs/qa-guide.md): the e2e stack runs a class of three (PAYGPA_TRAINEES=3). Each
 * trainee logs in as their own copy of a persona and sees only their own account; the trainer
 * resets one trainee from the console, which ends that trainee's session and nobody else's.
 */
import { traineeId, traineeUsername } from "@paygpa/simulator-kit";
import { controlToken } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";

const maria = persona("postpaid-current");
const accountOf = (trainee: number) => traineeId(maria.accounts[0]!.accountId, trainee);

test.describe("classroom mode", () => {
  test("each trainee logs in as their own maria.cruz and sees only their own account", async ({
    browser,
  }) => {
    for (const trainee of [1, 2]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(() => sessionStorage.setItem("paygpa.systemPopupSeen", "*"));
      await logIn(page, traineeUsername(maria.username, trainee), maria.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      const table = page.getByRole("table", { name: "Postpaid Accounts" });
      await expect(table.getByRole("rowheader", { name: accountOf(trainee), exact: true })).toBeVisible();
      for (const other of [maria.accounts[0]!.accountId, accountOf(3 - trainee)])
        await expect(table.getByRole("rowheader", { name: other, exact: true })).toHaveCount(0);
      await context.close();
    }
  });

  test("the trainer resets trainee 2 from the console: their session ends, trainee 1's does not", async ({
    browser,
    page,
  }) => {
    const sessions = [];
    for (const trainee of [1, 2]) {
      const context = await browser.newContext();
      const trainePage = await context.newPage();
      await trainePage.addInitScript(() => sessionStorage.setItem("paygpa.systemPopupSeen", "*"));
      await logIn(trainePage, traineeUsername(maria.username, trainee), maria.password);
      await expect(trainePage).toHaveURL(/\/dashboard$/);
      sessions.push({ context, page: trainePage });
    }

    await page.goto(`/demo/console?token=${controlToken()}`);
    await expect(page.getByRole("heading", { level: 2, name: "Classroom" })).toBeVisible();
    const classroom = page.getByRole("table", { name: /3 trainees/ });
    await expect(classroom.getByRole("row", { name: /maria\.cruz\.03/ })).toBeVisible();
    // The jump links lead to the trainee's row; the question and the answer show beside it, in view.
    await page.getByRole("navigation", { name: "Trainees" }).getByRole("link", { name: "Trainee 2" }).click();
    await expect(page).toHaveURL(/#trainee-2$/);
    const row = classroom.getByRole("row").filter({ hasText: "maria.cruz.02" });
    await row.getByRole("button", { name: "Reset trainee 2" }).click();
    // In a row of its own right under trainee 2's, the table's whole width.
    const question = classroom.getByRole("region", { name: "Are you sure?" });
    await expect(question).toContainText("The other trainees keep theirs.");
    await expect(question).toBeInViewport();
    await question.getByRole("button", { name: "Yes, reset trainee 2" }).click();
    const done = classroom
      .getByRole("status")
      .filter({ hasText: "Trainee 2's personas are back to the fixtures." });
    await expect(done).toBeVisible();
    await expect(done).toBeInViewport();

    const [first, second] = sessions;
    await second!.page.reload();
    await expect(second!.page).not.toHaveURL(/\/dashboard$/);
    await first!.page.reload();
    await expect(first!.page).toHaveURL(/\/dashboard$/);
    for (const { context } of sessions) await context.close();
  });

  test("the trainer applies web-user-locked to trainee 2 from the console: only trainee 2 is locked, until undone", async ({
    browser,
    page,
  }) => {
    // Five browsers log in one after the other: more than one test's usual time on 2 busy cores.
    test.setTimeout(90_000);
    await page.goto(`/demo/console?token=${controlToken()}`);
    await page.getByLabel("Apply web-user-locked to").selectOption({ label: "trainee 2" });
    await page.getByRole("button", { name: "Apply web-user-locked" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: /^Scenario web-user-locked applied to trainee 2/ }),
    ).toBeVisible();
    const inForce = page.getByRole("table", { name: "Scenarios in force, oldest first" });
    await expect(inForce.getByRole("row", { name: /web-user-locked trainee 2/ })).toBeVisible();

    /** Logs `username` in from a browser of its own: true when the dashboard opens, false when refused as locked. */
    const logsIn = async (username: string) => {
      const context = await browser.newContext();
      const trainee = await context.newPage();
      await trainee.addInitScript(() => sessionStorage.setItem("paygpa.systemPopupSeen", "*"));
      await logIn(trainee, username, maria.password);
      // The one that does not happen fails later, once its page is closed: it is let go quietly.
      const never = () => new Promise<boolean>(() => undefined);
      const dashboard = trainee.waitForURL(/\/dashboard$/).then(() => true, never);
      const locked = expect(trainee.getByRole("alert"))
        .toContainText("locked")
        .then(() => false, never);
      const inside = await Promise.race([dashboard, locked]);
      await context.close();
      return inside;
    };
    expect(await logsIn(traineeUsername(maria.username, 2))).toBe(false);
    for (const other of [
      maria.username,
      traineeUsername(maria.username, 1),
      traineeUsername(maria.username, 3),
    ])
      expect(await logsIn(other)).toBe(true);

    await inForce.getByRole("button", { name: "Undo web-user-locked for trainee 2" }).click();
    await page.getByRole("button", { name: "Yes, undo it" }).click();
    await expect(
      page.getByText("No scenario in force: the system is as the fixtures made it."),
    ).toBeVisible();
    expect(await logsIn(traineeUsername(maria.username, 2))).toBe(true);
  });
});
