/**
 * The payment extension's day job (decision 045), run for each day the system clock
 * passes and by the timed notices: every active extension is read back from billing (kept or broken
 * as billing's cycle ended it), and one whose date is 2 days away or less gets its reminder by e-mail
 * and, where the customer has a confirmed number, by text. A broken promise is told the same two
 * ways. Each notice exactly once, even with two BFF instances (decision 048): the row's reminder or
 * broken notice is claimed in the transaction that queues the e-mail and the text.
 */
import { EXTENSION_REMINDER_DAYS } from "@paygpa/contract";
import { utilityDay } from "../../platform/clock";
import type { OutgoingMail } from "../../platform/mail/mailer";
import type { DayJob, Services } from "../../services";
import { textToPerson } from "../notifications";
import { addDays, shownDate } from "./payment-extension-rules";
import { claimBrokenNotice, claimReminder, extensionsToFollow } from "./payment-extension.repository";
import type { PaymentExtensionsTable } from "./payment-extension.table";
import { withBillingStatus } from "./payment-extension.service";

type JobServices = Pick<Services, "billing" | "clock" | "db" | "logger" | "mailer">;

const signOff = "Guam Power Authority — PayGPA";
const dollars = (cents: number) => (cents / 100).toFixed(2);

export function reminderMail(to: string, row: PaymentExtensionsTable): OutgoingMail {
  return {
    kind: "extension-reminder",
    to,
    subject: `Reminder: pay $${dollars(row.amount_cents)} by ${shownDate(row.promise_date)} for account ${row.account_id}`,
    text: [
      `Your payment extension for account ${row.account_id} ends on ${shownDate(row.promise_date)}.`,
      `Please pay $${dollars(row.amount_cents)} by then in PayGPA. If it is not paid by that date, the extension ends and the account goes back to the normal collection path.`,
      "",
      signOff,
    ].join("\n"),
  };
}

export function brokenMail(to: string, row: PaymentExtensionsTable): OutgoingMail {
  return {
    kind: "extension-broken",
    to,
    subject: `Your payment extension for account ${row.account_id} has ended`,
    text: [
      `The bill of account ${row.account_id} was not paid by ${shownDate(row.promise_date)}, so the payment extension has ended.`,
      "The account is back on the normal collection path. Please pay in PayGPA, or call us.",
      "",
      signOff,
    ].join("\n"),
  };
}

export function extensionDayJob(services: JobServices): DayJob {
  return { name: "payment-extension", run: (now) => runExtensionDay(services, now) };
}

export async function runExtensionDay(services: JobServices, now: Date): Promise<void> {
  const today = utilityDay(now);
  for (const row of await extensionsToFollow(services.db)) {
    try {
      const current = await withBillingStatus(services, row);
      if (current.status === "broken") await tellBroken(services, current, now);
      if (current.status !== "active") continue;
      if (today < addDays(current.promise_date, -EXTENSION_REMINDER_DAYS) || today > current.promise_date)
        continue;
      await remind(services, current, now);
    } catch (error) {
      services.logger.error("payment extension not read back", {
        extensionId: row.extension_id,
        error: String(error),
      });
    }
  }
}

async function tellBroken(services: JobServices, row: PaymentExtensionsTable, now: Date) {
  const summary = await services.billing.financialSummary(row.account_id);
  await services.db.transaction().execute(async (trx) => {
    if (!(await claimBrokenNotice(trx, row.extension_id, now.toISOString()))) return;
    if (summary.email) await services.mailer.queue(brokenMail(summary.email, row), trx);
    await textToPerson(
      { db: trx, clock: services.clock, logger: services.logger },
      {
        personId: row.person_id,
        accountId: row.account_id,
        event: { kind: "extensionBroken", account: row.account_id, promiseDate: row.promise_date },
        eventKey: `extensionBroken:${row.extension_id}`,
      },
    );
  });
}

async function remind(services: JobServices, row: PaymentExtensionsTable, now: Date) {
  const summary = await services.billing.financialSummary(row.account_id);
  await services.db.transaction().execute(async (trx) => {
    if (!(await claimReminder(trx, row.extension_id, now.toISOString()))) return;
    if (summary.email) await services.mailer.queue(reminderMail(summary.email, row), trx);
    await textToPerson(
      { db: trx, clock: services.clock, logger: services.logger },
      {
        personId: row.person_id,
        accountId: row.account_id,
        event: {
          kind: "extensionReminder",
          account: row.account_id,
          amount: row.amount_cents / 100,
          promiseDate: row.promise_date,
        },
        eventKey: `extensionReminder:${row.extension_id}`,
      },
    );
  });
}
