/**
 * One system clock, moved as one (decision 029): a customer with AutoPay on a saved card, ONE
 * `advance 40d` through the control API over two due dates, and each bill is drafted on its own due
 * date, once — on the AutoPay page, in Payment History and at the gateway, which read the same day as
 * the BFF on every step; then the page, the timeline and the mails agree with billing and the
 * gateway: each draft reads Paid only once billing has it, its timeline says posted, and each
 * reminder stated the amount its draft charged (decision 031).
 */
import { controlFetch, type StackUrls } from "../stack";
import { enrolInAutoPayWithASavedCard, issueCardTokens } from "./autopay-helpers";
import { expect, logIn, persona, test } from "./fixtures";
import { mailsTo } from "./mail-helpers";
import { resetSystem } from "./qa-helpers";

const maria = persona("postpaid-current");
const RECEIPTS = "maria.autopay@example.com";
const accountId = maria.accounts[0]!.accountId;

test.afterEach(async ({ stack }) => {
  await resetSystem(stack);
});

async function control(stack: StackUrls, method: string, path: string, body?: unknown) {
  const response = await controlFetch(`${stack.bff}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The subjects of AutoPay's reminder and of its "charged another amount" mail (autopay-mail.ts). */
const REMINDER = /^AutoPay will pay \$/;
const AMOUNT_CHANGED = /^AutoPay charged \$/;

async function dueDates(stack: StackUrls, after: string, through: string) {
  const response = await fetch(`${stack.ccb}/rest/apis/customer/financials/bills/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ accountId }),
  });
  const body = (await response.json()) as { result: { billID: string; dueDate: string }[] };
  return body.result
    .filter((bill) => bill.dueDate > after && bill.dueDate <= through)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test("one advance of 40 days drafts each bill on its own due date, once, approved by the gateway that day", async ({
  page,
  stack,
}) => {
  test.setTimeout(300_000);
  await issueCardTokens(stack);
  await logIn(page, maria.username, maria.password);
  await enrolInAutoPayWithASavedCard(page, {
    cardholder: "MARIA CRUZ",
    zip: maria.zip,
    email: RECEIPTS,
    accountId,
  });

  const start = (await control(stack, "GET", "/system/clock")).body.today as string;
  // One call; keepSessions: the customer, active just before, is still logged in after it.
  const moved = await control(stack, "PUT", "/system/clock", { advance: "40d", keepSessions: true });
  expect(moved.status, JSON.stringify(moved.body).slice(0, 800)).toBe(200);
  expect(moved.body.days).toBe(40);
  const end = moved.body.today as string;
  for (const service of ["bff", "ccb-simulator", "gateway-simulator"]) {
    expect(moved.body.services[service].today, service).toBe(end);
  }
  expect(moved.body.dayReport.filter((day: { failed?: unknown }) => day.failed)).toEqual([]);

  const bills = await dueDates(stack, start, end);
  expect(bills).toHaveLength(2);

  await page.goto("/dashboard/autopay");
  const rows = page.getByRole("table", { name: "Payments" }).getByRole("row");
  // A header row, then one row per bill drafted.
  await expect(rows).toHaveCount(bills.length + 1, { timeout: 15_000 });
  const gateway = await controlFetch(`${stack.gateway}/__control/transactions`);
  const { transactions } = (await gateway.json()) as {
    transactions: { invoice: string; approved: boolean; amountCents: number; createdAt: string }[];
  };
  const guamDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Guam" });
  const drafted: { invoice: string; amount: string }[] = [];
  for (const bill of bills) {
    const row = rows.filter({ hasText: bill.billID });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(bill.dueDate);
    const link = row.getByRole("link", { name: "Where is my payment?" });
    const invoice = (await link.getAttribute("href"))!.split("/").at(-1)!;
    const charged = transactions.filter((transaction) => transaction.invoice === invoice);
    expect(charged, `the gateway's charge of bill ${bill.billID}`).toHaveLength(1);
    expect(charged[0]!.approved).toBe(true);
    expect(guamDay.format(new Date(charged[0]!.createdAt))).toBe(bill.dueDate);
    const amount = `$${(charged[0]!.amountCents / 100).toFixed(2)}`;
    await expect(row).toContainText(amount);
    drafted.push({ invoice, amount });
  }
  // Each draft charged once: no other purchase of the account's card at the gateway.
  expect(transactions.filter((transaction) => !transaction.approved)).toEqual([]);

  // Payment History: each draft once among the web payments, on its due date.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: `Select an Action for account ${accountId}` }).click();
  await page.getByRole("menuitem", { name: "Payment History" }).click();
  const history = page.getByRole("dialog", { name: `Payment History — Account ${accountId}` });
  const web = history.getByRole("table", { name: "Web Payments" });
  for (const [index, { invoice, amount }] of drafted.entries()) {
    const row = web.getByRole("row").filter({ hasText: invoice });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row).toContainText(amount);
    await expect(row).toContainText(usDate(bills[index]!.dueDate));
  }

  // Paid only once billing has the payment: the posting worker posts within seconds.
  await expect
    .poll(
      async () => {
        await page.goto("/dashboard/autopay");
        return page
          .getByRole("table", { name: "Payments" })
          .getByRole("cell", { name: "Paid", exact: true })
          .count();
      },
      { timeout: 60_000 },
    )
    .toBe(bills.length);
  for (const { invoice } of drafted) {
    await page.goto(`/payment-timeline/${invoice}`);
    await expect(page.getByRole("heading", { name: "Where is my payment?" })).toBeVisible();
    await expect(page.getByText(/^Charged at the card gateway: Done/)).toBeVisible();
    await expect(page.getByText(/^Posted to your account in billing: Done/)).toBeVisible();
  }

  // Each reminder stated what its draft charged; no draft charged another amount than reminded.
  await expect.poll(async () => (await mailsTo(stack, RECEIPTS, REMINDER)).length).toBe(bills.length);
  const reminders = await mailsTo(stack, RECEIPTS, REMINDER);
  for (const [index, { amount }] of drafted.entries()) {
    const reminder = reminders.find((mail) => mail.subject.includes(bills[index]!.dueDate));
    const reminded = reminder?.subject.match(/AutoPay will pay \$([\d,]+\.\d\d)/)?.[1]?.replaceAll(",", "");
    expect(`$${reminded}`, `the reminder of bill ${bills[index]!.billID}`).toBe(amount);
  }
  // The drafts ran long before their payments read Paid: a mail of theirs would be in by now.
  expect(await mailsTo(stack, RECEIPTS, AMOUNT_CHANGED)).toEqual([]);
});
