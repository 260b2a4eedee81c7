/**
 * Repeatable runs (docs/qa-guide.md): with PAYGPA_SEED set (the e2e stack seeds the gateway) and the
 * system clock frozen at one instant, the same quick pay after a system reset gives a byte-identical
 * receipt — the PDF file, byte for byte, and the receipt e-mail — because billing's payment id, the gateway's
 * transaction tag and authorization number, and the BFF's invoice number all start again.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { inboxClient } from "@paygpa/mail-inbox/inbox-client";
import type { Page } from "@playwright/test";
import { controlFetch, type StackUrls } from "../stack";
import { expect, persona, test } from "./fixtures";
import { payOnGatewayPage, quickPayUpToGateway } from "./payment-helpers";
import { readPdfStructure } from "./pdf-structure";
import { resetSystem } from "./qa-helpers";

const systemClock = async (stack: StackUrls, change: unknown) => {
  const response = await controlFetch(`${stack.bff}/__control/system/clock`, {
    method: change === undefined ? "GET" : "PUT",
    headers: change === undefined ? {} : { "content-type": "application/json" },
    body: change === undefined ? undefined : JSON.stringify(change),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return (await response.json()) as { now: string; today: string };
};

interface Receipt {
  pdf: unknown;
  mail: unknown;
}

/** One run: reset, the clock frozen at `at` (Guam), a quick pay of $12.34, its receipt read back. */
async function quickPayRun(page: Page, stack: StackUrls, at: string): Promise<Receipt> {
  await resetSystem(stack);
  // Frozen first, then set: time stands exactly at `at`, not a few milliseconds after it.
  await systemClock(stack, { freeze: true });
  await systemClock(stack, { set: at });
  await quickPayUpToGateway(page, persona("postpaid-overdue"), "12.34");
  await payOnGatewayPage(page, { number: "4111111111111111" });
  await expect(page.getByRole("heading", { name: "Approved - Thank you" })).toBeVisible({
    timeout: 20_000,
  });
  // The receipt refreshes itself until billing's payment id is in.
  await expect(page.getByText(/^Payment ID: \d+$/)).toBeVisible({ timeout: 20_000 });

  const downloadStarted = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save this as PDF file" }).click();
  const download = await downloadStarted;
  const file = await download.path();
  const structure = await readPdfStructure(file);
  // The file itself, every byte: its creation date is the system clock's, its id the receipt's.
  const sha256 = createHash("sha256").update(readFileSync(file)).digest("hex");
  const creationDate = /\/CreationDate \(D:(\d{14})/.exec(readFileSync(file, "latin1"))?.[1];

  // The receipt as the customer gets it, from the QA inbox: dated when it was written, on the
  // frozen system clock, so the Date header repeats too.
  const receiptMail = async () =>
    (await inboxClient(stack.mailInbox).list()).filter((mail) =>
      /^GPA payment receipt \d+$/.test(mail.subject),
    );
  await expect.poll(async () => (await receiptMail()).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await receiptMail();
  const { time, to, subject, text, html } = mail ?? {};
  return {
    pdf: {
      file: download.suggestedFilename(),
      title: structure.title,
      elements: structure.elements,
      sha256,
      creationDate,
    },
    mail: { time, to, subject, text, html },
  };
}

test.describe("repeatable runs", () => {
  test.setTimeout(120_000);
  test.afterEach(async ({ stack }) => {
    // The next test's reset does not move the BFF's clock: back to real time here.
    await systemClock(stack, { real: true });
  });

  test("the same quick pay after a reset, on a frozen clock, gives a byte-identical receipt", async ({
    page,
    stack,
  }) => {
    const { today } = await systemClock(stack, undefined);
    const at = `${today}T10:30`;
    const first = await quickPayRun(page, stack, at);
    // What could differ is there: the gateway's numbers, billing's payment id, the time.
    const lines = JSON.stringify(first.pdf);
    expect(lines).toMatch(/Authorization Number: ET\d{6}/);
    expect(lines).toMatch(/Payment ID: 9\d{11}/);
    expect(lines).toContain("10:30");
    expect((first.pdf as { creationDate?: string }).creationDate).toMatch(/^\d{8}\d{6}$/);
    expect(first.mail).toMatchObject({ subject: expect.any(String), text: expect.any(String) });

    const second = await quickPayRun(page, stack, at);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });
});
