/**
 * Notification Settings (spec 002 §2 account actions): the notices a customer switches on per account, saved in
 * the BFF, and the e-mails the timed job sends when the clock passes their moment.
 */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runNotices } from "../src/features/notifications";
import { startStack, type TestStack } from "./harness";
import { persona } from "./personas";

let stack: TestStack;
let token: string;
const maria = persona("postpaid-current");
const mariaAccount = maria.accounts[0]!.accountId;
const joseAccount = persona("postpaid-overdue").accounts[0]!.accountId;

const off = { email: false, text: false };
const choices = {
  billReady: { email: true, text: false },
  dueSoon: { email: true, text: true },
  pastDue: off,
  paymentPosted: off,
  lowPrepaidBalance: off,
  outages: off,
};

beforeAll(async () => {
  stack = await startStack();
  token = (await stack.login(maria.username, maria.password)).body.token;
});
afterAll(() => stack.close());

async function noticesTo(address: string) {
  const { body } = await stack.call(`/__control/mail?to=${encodeURIComponent(address)}`);
  return (body.messages as { kind: string; subject: string }[]).filter((mail) =>
    mail.kind.startsWith("notice-"),
  );
}

describe("Notification Settings", () => {
  it("refuses another customer's account, reading or saving (403, no data)", async () => {
    const read = await stack.call("/api/v1/notification-settings", {
      token,
      body: { accountId: joseAccount },
    });
    const save = await stack.call("/api/v1/update-notification-settings", {
      token,
      body: { accountId: joseAccount, notices: choices },
    });
    expect([read.status, save.status]).toEqual([403, 403]);
    expect(read.body.result).toBeUndefined();
  });

  it("starts with every notice off, and keeps what the customer saves", async () => {
    const before = await stack.call("/api/v1/notification-settings", {
      token,
      body: { accountId: mariaAccount },
    });
    expect(before.body.result.billReady).toEqual(off);
    const saved = await stack.call("/api/v1/update-notification-settings", {
      token,
      body: { accountId: mariaAccount, notices: choices },
    });
    expect(saved.status).toBe(200);
    const after = await stack.call("/api/v1/notification-settings", {
      token,
      body: { accountId: mariaAccount },
    });
    expect(after.body.result).toEqual(choices);
  });

  it("refuses a settings body without every notice", async () => {
    const { status } = await stack.call("/api/v1/update-notification-settings", {
      token,
      body: { accountId: mariaAccount, notices: { billReady: { email: true } } },
    });
    expect(status).toBe(400);
  });

  it("e-mails 'due soon' once when the clock reaches 3 days before the due date, and 'bill ready' for the next bill", async () => {
    expect(await runNotices(stack.services)).toBe(0);
    expect(await noticesTo(maria.email)).toEqual([]);

    // Billing's bill stays; only the date moves: the due date (today + 10) is now 3 days away.
    stack.clock.setToday("2026-11-28");
    await runNotices(stack.services);
    await runNotices(stack.services);
    expect((await noticesTo(maria.email)).map((mail) => mail.kind)).toEqual(["notice-dueSoon"]);

    // The system clock moves on: billing's world is rebuilt for the new date with a newer bill.
    await fetch(`${stack.ccb}/__control/clock`, {
      method: "PUT",
      headers: { ...controlTokenHeaders(), "content-type": "application/json" },
      body: JSON.stringify({ today: "2026-12-05" }),
    });
    await runNotices(stack.services);
    const kinds = (await noticesTo(maria.email)).map((mail) => mail.kind);
    expect(kinds).toContain("notice-billReady");
  });
});
