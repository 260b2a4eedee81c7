import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { migrateToLatest, openDatabase } from "../db/database";
import type { MailTables } from "../mail/mail.table";
import type { JobTables } from "./jobs.table";

type Db = Kysely<JobTables & MailTables>;
import { claimQueuedMail, mailTables } from "../mail/mail.repository";
import { createMailer } from "../mail/mailer";
import { silentLogger } from "../http/logger";
import { leaseOf, releaseLease, takeLease } from "./job-lease.repository";
import { claimWindow } from "./job-lease";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 2, 0, seconds));
const A = { instanceId: "bff-a", jobLeaseSeconds: 60 };
const B = { instanceId: "bff-b", jobLeaseSeconds: 60 };

let db: Db;
beforeEach(async () => {
  db = openDatabase<JobTables & MailTables>(":memory:");
  await migrateToLatest(db);
});
afterEach(() => db.destroy());

describe("a whole-run job's lease (decision 020)", () => {
  it("is held by one instance until it ends, then another instance takes it over", async () => {
    expect(await takeLease(db, { name: "notices", ...claimWindow(A, at(0)) })).toBe(true);
    expect(await takeLease(db, { name: "notices", ...claimWindow(B, at(30)) })).toBe(false);
    // The holder may take it again (its next tick) and so keeps it longer.
    expect(await takeLease(db, { name: "notices", ...claimWindow(A, at(30)) })).toBe(true);
    expect(await takeLease(db, { name: "notices", ...claimWindow(B, at(89)) })).toBe(false);
    expect(await takeLease(db, { name: "notices", ...claimWindow(B, at(90)) })).toBe(true);
    expect((await leaseOf(db, "notices"))?.holder).toBe("bff-b");
  });

  it("is free for another instance as soon as its holder gives it back", async () => {
    await takeLease(db, { name: "session sweep", ...claimWindow(A, at(0)) });
    await releaseLease(db, { name: "session sweep", holder: "bff-a", now: at(5).toISOString() });
    expect(await takeLease(db, { name: "session sweep", ...claimWindow(B, at(5)) })).toBe(true);
  });

  it("leaves another job's lease alone", async () => {
    await takeLease(db, { name: "notices", ...claimWindow(A, at(0)) });
    expect(await takeLease(db, { name: "session sweep", ...claimWindow(B, at(0)) })).toBe(true);
  });
});

describe("a queued mail's claim (decision 020)", () => {
  it("gives each mail to one instance, and a crashed claimer's mail to another once its claim ends", async () => {
    const mailer = createMailer({
      db,
      clock: { now: () => at(0), today: () => "2026-11-25" } as never,
      logger: silentLogger,
      smtpUrl: "smtp://unused.test",
      from: "GPA <no-reply@paygpa.local>",
    });
    const first = await mailer.queue({ kind: "test", to: "a@example.test", subject: "One", text: "One" });
    const second = await mailer.queue({ kind: "test", to: "b@example.test", subject: "Two", text: "Two" });
    expect((await claimQueuedMail(mailTables(db), { afterId: 0, ...claimWindow(A, at(0)) }))?.id).toBe(first);
    expect((await claimQueuedMail(mailTables(db), { afterId: 0, ...claimWindow(B, at(1)) }))?.id).toBe(
      second,
    );
    expect(await claimQueuedMail(mailTables(db), { afterId: 0, ...claimWindow(B, at(2)) })).toBeUndefined();
    // A died holding the first mail: B takes it when A's claim has ended, not before.
    expect(await claimQueuedMail(mailTables(db), { afterId: 0, ...claimWindow(B, at(59)) })).toBeUndefined();
    const takenOver = await claimQueuedMail(mailTables(db), { afterId: 0, ...claimWindow(B, at(60)) });
    expect(takenOver).toMatchObject({ id: first, claimed_by: "bff-b" });
  });
});
