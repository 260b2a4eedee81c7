/**
 * The back office's list of a customer's texts and e-mails (decision 039): for phoned-in staff
 * (levels 1, 3, 4) only; when, to whom (masked), kind and delivery status, never a body.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type PaymentStack, startPaymentStack } from "./payment-harness";
import { admins, persona } from "./personas";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack();
});
afterEach(async () => {
  await stack.close();
});

const maria = persona("postpaid-current");
const accountId = maria.accounts[0]!.accountId;
const PATH = "/api/v1/back-office/customer-messages";

async function adminToken(level: number): Promise<string> {
  const found = admins.find((candidate) => candidate.level === level);
  if (!found) throw new Error(`no admin of level ${level}`);
  const { body } = await stack.call("/api/v1/login", {
    body: { username: found.username, password: found.password },
  });
  return body.token;
}

const textRow = (over: { kind: string; event_key: string; account_id: string | null; body: string }) => ({
  created_at: "2026-12-02T01:00:00.000Z",
  person_id: "person-of-maria",
  to_phone: "+16715550142",
  status: "sent" as const,
  delivery: "delivered",
  provider_id: "SM1",
  send_after: "2026-12-02T01:00:00.000Z",
  attempts: 1,
  outcome_unknown: 0,
  sent_at: "2026-12-02T01:00:01.000Z",
  last_error: null,
  claimed_by: null,
  claimed_until: null,
  ...over,
});

describe("customer-messages", () => {
  it("lists the account's texts and e-mails, masked and without bodies", async () => {
    const { db } = stack.bffApp.services;
    const summary = await stack.bffApp.services.billing.financialSummary(accountId as never);
    expect(summary.email).toBeTruthy();
    await db
      .insertInto("text_outbox")
      .values([
        textRow({ kind: "dueSoon", event_key: "due:1", account_id: accountId, body: "GPA: due SECRET-BODY" }),
        // A security notice has no account: it belongs to the person who chose texts for it.
        textRow({ kind: "securityNotice", event_key: "sec:1", account_id: null, body: "GPA: SECRET-BODY" }),
        {
          ...textRow({ kind: "dueSoon", event_key: "other:1", account_id: "2000000002", body: "x" }),
          person_id: "someone-else",
        },
      ])
      .execute();
    await db
      .insertInto("mail_outbox")
      .values({
        created_at: "2026-12-02T02:00:00.000Z",
        kind: "forgot-password",
        to_address: summary.email!.toUpperCase(),
        subject: "Reset",
        text_body: "https://portal/reset?token=SECRET-BODY",
        html_body: null,
        status: "sent",
        attempts: 1,
        sent_at: "2026-12-02T02:00:01.000Z",
        last_error: null,
        correlation_id: null,
        claimed_by: null,
        claimed_until: null,
      })
      .execute();

    const { status, body } = await stack.call(PATH, { token: await adminToken(4), body: { accountId } });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain("SECRET-BODY");
    expect(JSON.stringify(body)).not.toContain("5550142");
    const messages = body.messages;
    expect(messages).toEqual([
      {
        at: "2026-12-02T02:00:01.000Z",
        channel: "email",
        to: `${summary.email![0]!.toUpperCase()}***@${summary.email!.split("@")[1]!.toUpperCase()}`,
        kind: "forgot-password",
        status: "sent",
      },
      {
        at: "2026-12-02T01:00:01.000Z",
        channel: "text",
        to: "***-***-0142",
        kind: "dueSoon",
        status: "delivered",
      },
      {
        at: "2026-12-02T01:00:01.000Z",
        channel: "text",
        to: "***-***-0142",
        kind: "securityNotice",
        status: "delivered",
      },
    ]);
  });

  it("refuses an IT admin (level 2), a customer and a caller with no session", async () => {
    const body = { accountId };
    expect((await stack.call(PATH, { token: await adminToken(2), body })).status).toBe(403);
    const customer = await stack.login(maria.username, maria.password);
    expect((await stack.call(PATH, { token: customer, body })).status).toBe(403);
    expect((await stack.call(PATH, { body })).status).toBe(401);
  });
});
