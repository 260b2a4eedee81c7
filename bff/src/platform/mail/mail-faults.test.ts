import nodemailer from "nodemailer";
import { manualClock } from "@paygpa/simulator-kit";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-database";
import { migrateToLatest } from "../db/database";
import { silentLogger } from "../http/logger";
import { listMail } from "./mail.repository";
import { createMailer } from "./mailer";

describe("mail delivery faults (docs/qa-guide.md)", () => {
  it("a failed delivery leaves the mail queued, and it goes once the fault has passed: nothing lost", async () => {
    const db = openTestDatabase();
    await migrateToLatest(db);
    const mailer = createMailer({
      db,
      clock: manualClock("2026-11-21"),
      logger: silentLogger,
      smtpUrl: null,
      from: "GPA <no-reply@paygpa.local>",
      transport: nodemailer.createTransport({ jsonTransport: true }),
    });
    await mailer.queue({
      kind: "payment-receipt",
      to: "maria@example.com",
      subject: "Receipt",
      text: "paid",
    });
    mailer.faults.set({ route: "mail", failFirst: 2 });
    expect(await mailer.deliverQueued()).toBe(0);
    expect(await mailer.deliverQueued()).toBe(0);
    expect((await listMail(db, { limit: 1 }))[0]).toMatchObject({ status: "queued", attempts: 2 });
    expect(mailer.faults.list()).toEqual([]);
    expect(await mailer.deliverQueued()).toBe(1);
    expect((await listMail(db, { limit: 1 }))[0]).toMatchObject({ status: "sent" });
    mailer.faults.set({ route: "mail", down: true });
    await mailer.queue({
      kind: "payment-receipt",
      to: "maria@example.com",
      subject: "Receipt",
      text: "paid",
    });
    expect(await mailer.deliverQueued()).toBe(0);
    mailer.faults.clear();
    expect(await mailer.deliverQueued()).toBe(1);
    await db.destroy();
  });
});
