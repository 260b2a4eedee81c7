/**
 * Texts as events happen, with the clock advanced (decisions 038,
 * 039): the customer confirms a number by keyboard, chooses "bill ready" and "due in 3 days" by
 * text and turns AutoPay on; QA brings a new bill (the new-bill-arrives scenario) and moves the
 * system clock through the console's control API. The sms-simulator's phone view, read as QA reads
 * it, shows the bill-ready text, the due-soon text and the AutoPay texts (the reminder, then the
 * draft's result on the due date). QA replies HELP and STOP in the phone view by keyboard: HELP is
 * answered, STOP opts the number out and nothing more is sent. The phone view passes axe.
 */
import type { Page } from "@playwright/test";
import { controlFetch, controlToken, type StackUrls } from "../stack";
import { expectNoViolations } from "./a11y";
import { enrolInAutoPayWithASavedCard, issueCardTokens } from "./autopay-helpers";
import { expect, logIn, persona, test } from "./fixtures";
import { applyScenario, moveSystemClock, resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current");
const accountId = maria.accounts[0]!.accountId;
const PHONE = "+16715550177";
const lastFour = accountId.replace(/\D/g, "").slice(-4);

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

/** The texts the phone received (outbound from GPA), newest first. */
async function textsToPhone(stack: StackUrls): Promise<string[]> {
  const response = await controlFetch(`${stack.sms}/__control/messages?phone=${encodeURIComponent(PHONE)}`);
  const { messages } = (await response.json()) as {
    messages: { to: string; body: string; direction: string }[];
  };
  return messages.filter((m) => m.to === PHONE && m.direction.startsWith("outbound")).map((m) => m.body);
}

async function confirmNumberByKeyboard(page: Page, stack: StackUrls) {
  await page.getByRole("button", { name: `Select an Action for account ${accountId}` }).click();
  await page.getByRole("menuitem", { name: "Notification Settings" }).click();
  const dialog = page.getByRole("dialog", { name: `Notification Settings — Account ${accountId}` });
  await dialog.getByRole("textbox", { name: "Mobile number" }).focus();
  await page.keyboard.type("671 555 0177");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText(/We texted a 6-digit code to/)).toBeVisible({ timeout: 15_000 });
  let code = "";
  await expect
    .poll(async () => {
      code = /code is (\d{6})/.exec((await textsToPhone(stack))[0] ?? "")?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  await dialog.getByRole("textbox", { name: "Code" }).focus();
  await page.keyboard.type(code);
  await page.keyboard.press("Tab");
  await dialog.getByLabel("I agree to receive texts as described above").focus();
  await page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Confirm number" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Your number is confirmed.")).toBeVisible({ timeout: 15_000 });
  for (const notice of ["My bill is ready", "My bill is due in 3 days"]) {
    await dialog.getByRole("group", { name: notice }).getByLabel("Text message").focus();
    await page.keyboard.press("Space");
  }
  await dialog.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Your notification settings have been saved.")).toBeVisible();
  await page.keyboard.press("Escape");
}

test("texts arrive as the clock moves: bill ready, due soon, AutoPay; HELP answers, STOP stops them", async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  await issueCardTokens(stack);
  // Daytime in Guam: between 9 p.m. and 8 a.m. the texts would wait for the morning.
  const { today } = (await (await controlFetch(`${stack.bff}/__control/system/clock`)).json()) as {
    today: string;
  };
  await moveSystemClock(stack, { set: `${today}T10:00` });
  await logIn(page, maria.username, maria.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await confirmNumberByKeyboard(page, stack);
  await enrolInAutoPayWithASavedCard(page, {
    cardholder: "MARIA CRUZ",
    zip: maria.zip,
    email: "maria.texts@example.com",
    accountId,
  });

  // A new bill, due in 21 days: the bill-ready text.
  await applyScenario(stack, "new-bill-arrives");
  await moveSystemClock(stack, { advance: "1h", keepSessions: true });
  const phoneView = await page.context().newPage();
  await phoneView.goto(`${stack.sms}/phone?token=${encodeURIComponent(controlToken())}`);
  const phone = phoneView.getByRole("region", { name: `Phone ${PHONE}` });
  await expect(phone).toContainText(`Your bill for acct ending ${lastFour} is ready`, { timeout: 20_000 });

  // 18 days on, 3 days before the due date: due soon, and AutoPay's reminder of its draft.
  await moveSystemClock(stack, { advance: "18d", keepSessions: true });
  await expect(phone).toContainText(`Your bill for acct ending ${lastFour} ($`, { timeout: 20_000 });
  await expect(phone).toContainText(`AutoPay will pay $`, { timeout: 20_000 });
  // The due date: AutoPay drafts the bill and says so.
  await moveSystemClock(stack, { advance: "3d", keepSessions: true });
  await expect(phone).toContainText(`AutoPay paid $`, { timeout: 20_000 });
  for (const body of await textsToPhone(stack)) expect(body).not.toContain(accountId);
  await expectNoViolations(phoneView, "the sms-simulator's phone view");

  // HELP, then STOP, typed as the customer in the phone view.
  const reply = phone.getByRole("textbox", { name: `Reply as ${PHONE}` });
  await reply.focus();
  await phoneView.keyboard.type("HELP");
  await phoneView.keyboard.press("Enter");
  await expect(phone).toContainText("(671) 647-5787", { timeout: 10_000 });
  await reply.focus();
  await phoneView.keyboard.type("STOP");
  await phoneView.keyboard.press("Enter");
  // The customer's Notification Settings say so at once.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: `Select an Action for account ${accountId}` }).click();
  await page.getByRole("menuitem", { name: "Notification Settings" }).click();
  await expect(page.getByText(/Texts to .* are opted out: this number replied STOP/)).toBeVisible({
    timeout: 15_000,
  });
  const before = (await textsToPhone(stack)).length;
  // Another new bill: its bill-ready text would go now, and none is sent to the opted-out number.
  await applyScenario(stack, "new-bill-arrives");
  await moveSystemClock(stack, { advance: "1h", keepSessions: true });
  await phoneView.waitForTimeout(3_000);
  expect((await textsToPhone(stack)).length).toBe(before);
});
