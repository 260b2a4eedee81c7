/**
 * QA and training controls over the whole stack (docs/qa-guide.md): one system clock, one system reset, and
 * three spec scenarios each scripted in under ten lines, as the README shows.
 */
import { expect, logIn, persona, test } from "./fixtures";
import { payOnGatewayPage, quickPayUpToGateway } from "./payment-helpers";
import { applyScenario, moveSystemClock, resetSystem } from "./qa-helpers";

// The system clock and scenarios leave nothing behind for the next test: clocks and data back to the start.
test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

test.describe("the system clock and reset", () => {
  test("advancing the system clock 16 minutes ends a customer session on the server and in the browser", async ({
    page,
    stack,
  }) => {
    const who = persona("postpaid-current");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await moveSystemClock(stack, { advance: "16m" });
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/(\?expired=1)?$/);
    await expect(page.getByLabel("Username")).toBeVisible();
  });

  test("one system reset undoes a scenario on every service", async ({ page, stack }) => {
    const who = persona("postpaid-current");
    await applyScenario(stack, "web-user-locked");
    await applyScenario(stack, "maintenance-pay");
    const reset = await resetSystem(stack);
    expect(reset.status).toBe("reset");
    await logIn(page, who.username, who.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

// The README's three scenario scripts: each is the whole test, under ten lines.
test.describe("scenario scripts", () => {
  test("a web user gets locked: the right password is refused", async ({ page, stack }) => {
    const who = persona("postpaid-current");
    await applyScenario(stack, "web-user-locked");
    await logIn(page, who.username, who.password);
    await expect(page.getByRole("alert")).toContainText("locked");
  });

  test("insufficient funds at an everyday amount: quick pay of $25.00 is declined", async ({
    page,
    stack,
  }) => {
    await applyScenario(stack, "insufficient-funds");
    await quickPayUpToGateway(page, persona("postpaid-current"), "25.00");
    await payOnGatewayPage(page, { number: "4111111111111111" });
    await expect(page.getByRole("heading", { name: "Sorry, your payment was not processed." })).toBeVisible();
  });

  test("maintenance for login and for pay: Log In and Quick Pay are switched off", async ({
    page,
    stack,
  }) => {
    await applyScenario(stack, "maintenance-login");
    await applyScenario(stack, "maintenance-pay");
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Log In" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Quick Pay" })).toBeDisabled();
  });
});
