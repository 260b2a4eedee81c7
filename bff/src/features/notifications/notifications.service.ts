/**
 * Notification settings (spec 002 §2 account actions) and the timed job that sends the notices switched on by
 * e-mail when the (simulated) clock passes their moment: bill ready, due soon, past due; the same
 * notices chosen by text are queued in the text outbox (`text-notices.ts`, decision 039).
 */
import { fail } from "../../platform/failures";
import {
  dashboardMessages,
  NOTICE_KINDS,
  NOTICE_LABELS,
  type NoticeChoices,
  type NoticeKind,
} from "@paygpa/contract";
import type { BillingPort } from "../../integrations/billing";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../database";
import type { Logger } from "../../platform/http/logger";
import type { Mailer } from "../../platform/mail/mailer";
import { settingOccasion } from "./notice-rules";
import { runTextNotices } from "./text-notices";
import {
  claimNotice,
  listEmailNotices,
  listSettingsOfAccount,
  saveSettings,
} from "./notifications.repository";

export async function noticeChoices(db: Db, accountId: string): Promise<NoticeChoices> {
  const rows = await listSettingsOfAccount(db, accountId).catch(() => {
    throw fail.internal("SETTINGS_UNAVAILABLE", dashboardMessages.settingLoadFailed);
  });
  const choices = Object.fromEntries(
    NOTICE_KINDS.map((kind) => [kind, { email: false, text: false }]),
  ) as NoticeChoices;
  for (const row of rows) choices[row.notice] = { email: row.by_email === 1, text: row.by_text === 1 };
  return choices;
}

export async function saveNoticeChoices(
  deps: { db: Db; clock: Clock },
  owner: { accountId: string; personId: string },
  notices: NoticeChoices,
): Promise<NoticeChoices> {
  const at = deps.clock.now().toISOString();
  await saveSettings(
    deps.db,
    NOTICE_KINDS.map((notice) => ({
      account_id: owner.accountId,
      person_id: owner.personId,
      notice,
      by_email: notices[notice].email ? 1 : 0,
      by_text: notices[notice].text ? 1 : 0,
      updated_at: at,
    })),
  );
  return noticeChoices(deps.db, owner.accountId);
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

function noticeMail(
  notice: NoticeKind,
  accountId: string,
  bill: { billDate: string; dueDate: string; amount: number },
) {
  const amount = `$${bill.amount.toFixed(2)}`;
  const lines: Record<string, string> = {
    billReady: `Your GPA bill of ${usDate(bill.billDate)} for account ${accountId} is ready: ${amount}, due ${usDate(bill.dueDate)}.`,
    dueSoon: `Your GPA bill for account ${accountId} (${amount}) is due on ${usDate(bill.dueDate)}.`,
    pastDue: `Your GPA bill for account ${accountId} (${amount}) was due on ${usDate(bill.dueDate)} and is past due.`,
  };
  return {
    subject: `GPA: ${NOTICE_LABELS[notice]} (account ${accountId})`,
    text: `${lines[notice]}\n\nLog in to PayGPA to view or pay your bill. You can switch this notice off in Notification Settings.`,
  };
}

/** One run of the notices job: each notice switched on by e-mail whose moment has come, sent once. */
export async function runNotices(deps: {
  db: Db;
  billing: BillingPort;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
}) {
  const today = deps.clock.today();
  const settings = await listEmailNotices(deps.db, ["billReady", "dueSoon", "pastDue"]);
  let sent = 0;
  for (const setting of settings) {
    const summary = await deps.billing.financialSummary(setting.account_id).catch((error: unknown) => {
      deps.logger.error("notice skipped: billing did not answer", {
        accountId: setting.account_id,
        error: String(error),
      });
      return null;
    });
    if (!summary?.latestBill || !summary.email) continue;
    const bill = { ...summary.latestBill, amount: summary.currentBalance };
    const occasion = settingOccasion(setting, bill, today);
    if (!occasion) continue;
    const claimed = await claimNotice(deps.db, {
      account_id: setting.account_id,
      notice: setting.notice,
      occasion,
      sent_at: deps.clock.now().toISOString(),
    });
    if (!claimed) continue;
    await deps.mailer.queue({
      kind: `notice-${setting.notice}`,
      to: summary.email,
      ...noticeMail(setting.notice, setting.account_id, bill),
    });
    sent++;
  }
  return sent + (await runTextNotices(deps));
}
