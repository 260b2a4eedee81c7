/**
 * Outage alerts by text (decision 046), read in the sms-simulator's phone view as QA reads it:
 * Maria confirms her number by keyboard and chooses "An outage affects my premises" by text; QA
 * starts the single-feeder fault on her feeder: the phone shows the outage text; a reply STATUS gets
 * the stage; QA moves the system clock past the crew's work: the phone shows the restored text.
 */
import type { Page } from "@playwright/test";
import { controlFetch, controlToken, type StackUrls } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { moveSystemClock, resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current");
const accountId = maria.accounts[0]?.accountId ?? "";
const PHONE = "+16715550188";
const lastFour = accountId.replace(/\D/g, "").slice(-4);
/** The alerts run every 15 s after the notices (decision 046). */
const ALERTED = { timeout: 40_000 };

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

async function lastTextTo(stack: StackUrls): Promise<string> {
  const response = await controlFetch(`${stack.sms}/__control/messages?phone=${encodeURIComponent(PHONE)}`);
  const { messages } = (await response.json()) as { messages: { to: string; body: string }[] };
  return messages.find((m) => m.to === PHONE)?.body ?? "";
}

/** Notification Settings by keyboard: the number confirmed with its code, outage alerts by text. */
async function chooseOutageTexts(page: Page, stack: StackUrls) {
  await page.getByRole("button", { name: `Select an Action for account ${accountId}` }).click();
  await page.getByRole("menuitem", { name: "Notification Settings" }).click();
  const dialog = page.getByRole("dialog", { name: `Notification Settings — Account ${accountId}` });
  await dialog.getByRole("textbox", { name: "Mobile number" }).focus();
  await page.keyboard.type("671 555 0188");
  await page.keyboard.press("Enter");
  let code = "";
  await expect
    .poll(async () => {
      code = /code is (\d{6})/.exec(await lastTextTo(stack))?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  await dialog.getByRole("textbox", { name: "Code" }).focus();
  await page.keyboard.type(code);
  await dialog.getByLabel("I agree to receive texts as described above").focus();
  await page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Confirm number" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Your number is confirmed.")).toBeVisible({ timeout: 15_000 });
  await dialog
    .getByRole("group", { name: "An outage affects my premises" })
    .getByLabel("Text message")
    .focus();
  await page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Your notification settings have been saved.")).toBeVisible();
  await page.keyboard.press("Escape");
}

test("outage texts: known, STATUS answered, then restored", async ({ page, stack }) => {
  test.setTimeout(150_000);
  // Daytime in Guam: between 9 p.m. and 8 a.m. the outage text would wait for the morning.
  const { today } = (await (await controlFetch(`${stack.bff}/__control/system/clock`)).json()) as {
    today: string;
  };
  await moveSystemClock(stack, { set: `${today}T10:00` });
  await logIn(page, maria.username, maria.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await chooseOutageTexts(page, stack);

  const fault = await controlFetch(`${stack.oms}/__control/scenarios/feeder-fault-restored-in-2-hours`, {
    method: "POST",
  });
  expect(fault.ok).toBe(true);
  const phoneView = await page.context().newPage();
  await phoneView.goto(`${stack.sms}/phone?token=${encodeURIComponent(controlToken())}`);
  const phone = phoneView.getByRole("region", { name: `Phone ${PHONE}` });
  await expect(phone).toContainText(`We know of the outage at acct ending ${lastFour}`, ALERTED);

  const reply = phone.getByRole("textbox", { name: `Reply as ${PHONE}` });
  await reply.focus();
  await phoneView.keyboard.type("STATUS");
  await phoneView.keyboard.press("Enter");
  await expect(phone).toContainText(`GPA: Outage at acct ending ${lastFour}:`, { timeout: 10_000 });

  await moveSystemClock(stack, { advance: "3h", keepSessions: true });
  await expect(phone).toContainText(`Power is restored at acct ending ${lastFour}`, ALERTED);
});
