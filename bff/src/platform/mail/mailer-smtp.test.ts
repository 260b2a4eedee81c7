/**
 * The mailer against a real SMTP server: the QA mail catcher (maildev, decision 040) on free
 * loopback ports. What the server accepted is read back over its REST API, as QA's inbox shows it.
 */
import { type AddressInfo, createServer } from "node:net";
import { type RunningMailInbox, startMailInbox } from "@paygpa/mail-inbox/inbox";
import { inboxClient } from "@paygpa/mail-inbox/inbox-client";
import { manualClock } from "@paygpa/simulator-kit";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Db } from "../../database";
import { migrateToLatest } from "../db/database";
import { silentLogger } from "../http/logger";
import { listMail } from "./mail.repository";
import { createMailer } from "./mailer";

let db: Db | undefined;
const inboxes: RunningMailInbox[] = [];
afterEach(async () => {
  await Promise.all(inboxes.splice(0).map((inbox) => inbox.stop()));
  await db?.destroy();
  db = undefined;
});

async function inboxOn(smtp = 0) {
  const inbox = await startMailInbox({ smtp, web: 0 });
  inboxes.push(inbox);
  return inbox;
}

async function mailerSendingTo(smtpPort: number) {
  db = openTestDatabase();
  await migrateToLatest(db);
  const mailer = createMailer({
    db,
    clock: manualClock("2026-11-21"),
    logger: silentLogger,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: "GPA Customer Service <no-reply@paygpa.local>",
  });
  return { mailer, outbox: () => listMail(db!, { limit: 10 }) };
}

const RECEIPT = {
  kind: "payment-receipt",
  to: "maria.cruz@example.com",
  subject: "GPA payment receipt 100234 — Guåhan",
  text: "We received $125.40 for account 1000200300.",
  html: "<p>We received <strong>$125.40</strong> for account 1000200300.</p>",
};

describe("mail over SMTP", () => {
  it("hands the SMTP server the sender, recipient, subject, and the text and HTML parts", async () => {
    const inbox = await inboxOn();
    const { mailer, outbox } = await mailerSendingTo(inbox.smtpPort);
    await mailer.queue(RECEIPT);

    expect(await mailer.deliverQueued()).toBe(1);
    const [caught, ...others] = await inboxClient(inbox.webUrl).list();
    expect(others).toEqual([]);
    expect(caught).toMatchObject({
      subject: RECEIPT.subject,
      from: [{ address: "no-reply@paygpa.local", name: "GPA Customer Service" }],
      to: [{ address: RECEIPT.to }],
      headers: expect.objectContaining({ subject: RECEIPT.subject }),
    });
    expect(caught?.text.trim()).toBe(RECEIPT.text);
    expect(caught?.html).toBe(RECEIPT.html);
    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    // Dated when it was queued, on the system clock (a Date header has whole seconds).
    expect(caught?.time).toBe(new Date(sent!.created_at).toISOString().replace(/\.\d{3}Z$/, ".000Z"));
  });

  it("keeps a mail queued while the SMTP server is down, and sends it once the server is back", async () => {
    const first = await inboxOn();
    const port = first.smtpPort;
    await inboxes.splice(0).pop()?.stop();
    const { mailer, outbox } = await mailerSendingTo(port);
    await mailer.queue(RECEIPT);

    expect(await mailer.deliverQueued()).toBe(0);
    const [failed] = await outbox();
    expect(failed).toMatchObject({ status: "queued", attempts: 1 });
    expect(failed?.last_error).toMatch(/ECONNREFUSED/);

    const back = await inboxOn(port);
    expect(await mailer.deliverQueued()).toBe(1);
    expect((await outbox())[0]).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    const caught = await inboxClient(back.webUrl).list(RECEIPT.to);
    expect(caught.map((mail) => mail.subject)).toEqual([RECEIPT.subject]);
  });

  it("leaves a mail queued when the SMTP server turns it away (421, try later)", async () => {
    // An SMTP server that is up but not taking mail now: its greeting is 421 (RFC 5321 §3.8).
    const busy = createServer((socket) => socket.end("421 mail.example.com busy, try again later\r\n"));
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    try {
      const { mailer, outbox } = await mailerSendingTo((busy.address() as AddressInfo).port);
      await mailer.queue(RECEIPT);
      expect(await mailer.deliverQueued()).toBe(0);
      const [turnedAway] = await outbox();
      expect(turnedAway).toMatchObject({ status: "queued", attempts: 1, sent_at: null });
      expect(turnedAway?.last_error).toMatch(/421/);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });
});
