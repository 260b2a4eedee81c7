/**
 * Texts as a customer gets them (decisions 038, 039): in Notification Settings the customer types a
 * mobile number, reads the one-time code off the phone (the sms-simulator's control API), types it
 * back and agrees to the consent shown, then chooses texts for due soon and past due. At daytime in
 * Guam (quiet hours would hold the text), the system clock is moved to three days before the due
 * date and the due-soon text arrives, naming the account by its last four digits only. HELP answers
 * GPA's name and the customer service number; STOP opts the number out at once: the dialog says so,
 * and the past-due text that would follow is never sent.
 */
import type { Page } from "@playwright/test";
import { controlFetch, type StackUrls } from "../stack";
import { expect, logIn, persona, test } from "./fixtures";
import { moveSystemClock, resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current");
const accountId = maria.accounts[0]!.accountId;
/** Typed as a customer writes it; the BFF keeps it in E.164. */
const TYPED = "(671) 555-0142";
const PHONE = "+16715550142";
const CUSTOMER_SERVICE = "(671) 647-5787";

interface SimulatedText {
  sid: string;
  to: string;
  from: string;
  body: string;
  direction: string;
  status: string;
}

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

/** Every text the sms-simulator holds to or from the customer's phone, newest first. */
async function phoneTexts(stack: StackUrls): Promise<SimulatedText[]> {
  const response = await controlFetch(`${stack.sms}/__control/messages?phone=${encodeURIComponent(PHONE)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: SimulatedText[] }).messages;
}

const sentToPhone = async (stack: StackUrls) =>
  (await phoneTexts(stack)).filter((text) => text.to === PHONE && text.direction.startsWith("outbound"));

/** The customer answers on their phone; the simulator delivers it to the BFF's webhook. */
async function reply(stack: StackUrls, body: string) {
  const response = await controlFetch(`${stack.sms}/__control/phone/reply`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from: PHONE, body }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { message: SimulatedText; replies: SimulatedText[] };
}

async function openNotificationSettings(page: Page) {
  await page.getByRole("button", { name: `Select an Action for account ${accountId}` }).click();
  await page.getByRole("menuitem", { name: "Notification Settings" }).click();
  const dialog = page.getByRole("dialog", { name: `Notification Settings — Account ${accountId}` });
  await expect(dialog.getByRole("heading", { name: "Mobile number for texts" })).toBeVisible({
    timeout: 15_000,
  });
  return dialog;
}

/** The latest bill still to come due, from billing (as autopay-clock.spec.ts reads it). */
async function nextDueDate(stack: StackUrls, today: string) {
  const response = await fetch(`${stack.ccb}/rest/apis/customer/financials/bills/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accountId }),
  });
  const body = (await response.json()) as { result: { dueDate: string }[] };
  const due = body.result
    .map((bill) => bill.dueDate)
    .filter((date) => date >= today)
    .sort();
  expect(due.length, "a bill still to come due").toBeGreaterThan(0);
  return due.at(-1)!;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

test("a confirmed number gets the due-soon text; HELP answers; STOP opts out and nothing more is sent", async ({
  page,
  stack,
}) => {
  test.setTimeout(240_000);
  // Daytime in Guam first: between 9 p.m. and 8 a.m. the texts would wait for the morning.
  const { today } = (await (await controlFetch(`${stack.bff}/__control/system/clock`)).json()) as {
    today: string;
  };
  const set = await moveSystemClock(stack, { set: `${today}T10:00` });
  // The whole-system clock moves the sms-simulator's too.
  expect(Math.abs(Date.parse(set.services["sms-simulator"].now) - Date.parse(set.now))).toBeLessThan(1_000);

  await logIn(page, maria.username, maria.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  let dialog = await openNotificationSettings(page);
  await expect(dialog.getByText("No mobile number receives texts yet.")).toBeVisible();

  // The number by keyboard, then the code read off the phone.
  await dialog.getByRole("textbox", { name: "Mobile number" }).focus();
  await page.keyboard.type(TYPED);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText(/We texted a 6-digit code to/)).toBeVisible({ timeout: 15_000 });
  let codeText: SimulatedText | undefined;
  await expect
    .poll(async () => {
      codeText = (await sentToPhone(stack))[0];
      return codeText?.body ?? "";
    })
    .toMatch(/\b\d{6}\b/);
  expect(codeText!.body).not.toContain(accountId);
  expect(codeText!.body).not.toMatch(/https?:/);
  const code = /\b(\d{6})\b/.exec(codeText!.body)![1]!;

  await dialog.getByRole("textbox", { name: "Code" }).focus();
  await page.keyboard.type(code);
  const consent = dialog.getByText(/I agree to receive account texts from Guam Power Authority/);
  await expect(consent).toContainText("Reply STOP to stop, HELP for help");
  await expect(consent).toContainText(CUSTOMER_SERVICE);
  await dialog.getByLabel("I agree to receive texts as described above").focus();
  await page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Confirm number" }).click();
  await expect(dialog.getByText("Your number is confirmed.")).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(/\(confirmed\)/)).toBeVisible();

  // Texts for due soon and past due.
  await dialog.getByRole("group", { name: "My bill is due in 3 days" }).getByLabel("Text message").check();
  await dialog.getByRole("group", { name: "My bill is past due" }).getByLabel("Text message").check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Your notification settings have been saved.")).toBeVisible();
  await page.keyboard.press("Escape");

  // Three days before the due date, still at 10 a.m. in Guam: the due-soon text goes out.
  const dueDate = await nextDueDate(stack, today);
  const toDueSoon = Math.max(0, daysBetween(today, dueDate) - 3);
  if (toDueSoon > 0) await moveSystemClock(stack, { advance: `${toDueSoon}d`, keepSessions: true });
  const lastFour = accountId.replace(/\D/g, "").slice(-4);
  await expect
    .poll(async () => (await sentToPhone(stack)).map((text) => text.body).join("\n"), { timeout: 45_000 })
    .toContain(`due ${dueDate.slice(5, 7)}/${dueDate.slice(8, 10)}`);
  const dueSoon = (await sentToPhone(stack)).find((text) => text.body.includes("is due"))!;
  expect(dueSoon.body).toMatch(/^GPA: /);
  expect(dueSoon.body).toContain(`acct ending ${lastFour}`);
  expect(dueSoon.body).not.toContain(accountId);
  expect(dueSoon.body).toContain("Reply STOP to stop.");

  // HELP: the provider answers GPA's name and the customer service number.
  const help = await reply(stack, "HELP");
  const helpAnswer = help.replies.map((text) => text.body).join("\n");
  expect(helpAnswer).toContain("GPA");
  expect(helpAnswer).toContain(CUSTOMER_SERVICE);

  // STOP: opted out at once, shown in the dialog.
  const stop = await reply(stack, "STOP");
  expect(stop.replies.length).toBeLessThanOrEqual(1);
  await page.reload();
  dialog = await openNotificationSettings(page);
  await expect(dialog.getByText(/Texts to .* are opted out: this number replied STOP/)).toBeVisible();

  // Past the due date: the past-due text would go now, and none is sent.
  const before = (await sentToPhone(stack)).length;
  await moveSystemClock(stack, {
    advance: `${daysBetween(today, dueDate) - toDueSoon + 1}d`,
    keepSessions: true,
  });
  await page.waitForTimeout(5_000);
  expect((await sentToPhone(stack)).length).toBe(before);
});
