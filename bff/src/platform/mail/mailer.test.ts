import { manualClock } from "@paygpa/simulator-kit";
import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Db } from "../../database";
import { migrateToLatest } from "../db/database";
import { silentLogger } from "../http/logger";
import { listMail } from "./mail.repository";
import { createMailer } from "./mailer";

let db: Db;
afterEach(async () => {
  await db?.destroy();
});

async function mailerWithoutSmtp() {
  db = openTestDatabase();
  await migrateToLatest(db);
  return createMailer({
    db,
    clock: manualClock("2026-11-21"),
    logger: silentLogger,
    smtpUrl: null,
    from: "x@y.z",
  });
}

describe("the mail outbox", () => {
  it("keeps mail in the outbox when no SMTP server is configured", async () => {
    const mailer = await mailerWithoutSmtp();
    await mailer.queue({
      kind: "payment-receipt",
      to: "maria@example.com",
      subject: "Receipt",
      text: "Paid",
    });
    expect(await mailer.deliverQueued()).toBe(0);
    const [mail] = await listMail(db, { to: "maria@example.com", limit: 10 });
    expect(mail).toMatchObject({
      kind: "payment-receipt",
      subject: "Receipt",
      text_body: "Paid",
      status: "kept",
    });
  });

  it("queues nothing when the caller's transaction rolls back", async () => {
    const mailer = await mailerWithoutSmtp();
    await expect(
      db.transaction().execute(async (trx) => {
        await mailer.queue({ kind: "k", to: "a@b.c", subject: "s", text: "t" }, trx);
        throw new Error("payment failed to save");
      }),
    ).rejects.toThrow("payment failed to save");
    expect(await listMail(db, { limit: 10 })).toHaveLength(0);
  });

  it("delivers queued mail through the transport and marks it sent", async () => {
    db = openTestDatabase();
    await migrateToLatest(db);
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const mailer = createMailer({
      db,
      clock: manualClock("2026-11-21"),
      logger: silentLogger,
      smtpUrl: null,
      from: "GPA <no-reply@paygpa.local>",
      transport,
    });
    await mailer.queue({
      kind: "forgot-username",
      to: "jose@example.com",
      subject: "Your username",
      text: "jose",
    });
    expect((await listMail(db, { limit: 10 }))[0]?.status).toBe("queued");
    expect(await mailer.deliverQueued()).toBe(1);
    expect((await listMail(db, { limit: 10 }))[0]).toMatchObject({ status: "sent", attempts: 1 });
    expect(await mailer.deliverQueued()).toBe(0);
  });
});
