/**
 * The preferred due date (decision 047): the customer's change from the dashboard's account row, a
 * clerk's for a phoning customer, and the preview of when it takes effect. Billing keeps the day as
 * the account's bill cycle and answers the first bill under it; the BFF keeps the rules, who asked
 * and when (for "once every 12 months"), and audits the change.
 */
import { randomUUID } from "node:crypto";
import {
  type DueDateChange,
  type DueDatePreview,
  type DueDateStatusResponse,
  dueDateMessages,
} from "@paygpa/contract";
import { recordAudit } from "../../platform/audit";
import type { Clock } from "../../platform/clock";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import { shownDate } from "../payment-extension";
import {
  currentSentence,
  type DueDateAccount,
  dueDateRefusal,
  dueDayRefusal,
  previewSentence,
} from "./due-date-rules";
import { insertDueDateChange, latestDueDateChangeOf } from "./due-date.repository";
import { dueDateSettings } from "./due-date-settings";
import type { DueDateChangesTable } from "./due-date.table";

export type DueDateServices = Pick<Services, "billing" | "db"> & { clock: Clock };

export function dueDateChangeView(row: DueDateChangesTable): DueDateChange {
  return {
    changeId: row.change_id,
    accountId: row.account_id,
    dueDay: row.due_day,
    firstBillDate: row.first_bill_date,
    firstDueDate: row.first_due_date,
    requestedBy: row.requested_by === "customer" ? "customer" : "staff",
    requestedOn: row.requested_on,
    note: dueDateMessages.changedNote(row.due_day, shownDate(row.first_due_date)),
  };
}

/** Everything the rules read of the account: billing's kind, due day and latest bill; the BFF's last change. */
async function accountForRules(services: DueDateServices, accountId: string) {
  const [summary, latest, settings] = await Promise.all([
    services.billing.financialSummary(accountId),
    latestDueDateChangeOf(services.db, accountId),
    dueDateSettings(services.db),
  ]);
  const currentDueDay = summary.kind === "postpaid" ? await services.billing.dueDay(accountId) : null;
  const account: DueDateAccount = {
    kind: summary.kind,
    currentDueDay,
    lastChangedOn: latest?.requested_on ?? null,
  };
  return { account, latest, settings, latestDueDate: summary.latestBill?.dueDate ?? null };
}

/** The day now, whether it may change and why not, the days allowed, the last change. */
export async function dueDateStatus(
  services: DueDateServices,
  accountId: string,
): Promise<DueDateStatusResponse> {
  const { account, latest, settings, latestDueDate } = await accountForRules(services, accountId);
  const refusal = dueDateRefusal(account, services.clock.today());
  return {
    accountId,
    currentDueDay: account.currentDueDay,
    latestDueDate,
    currentSentence: currentSentence(account.currentDueDay, latestDueDate),
    eligible: refusal === null,
    refusal,
    days: { firstDay: settings.firstDay, lastDay: settings.lastDay },
    lastChange: latest ? dueDateChangeView(latest) : null,
  };
}

/** The rules for this account and day, then billing's first bill under it; refused with the reason. */
async function checkedChange(services: DueDateServices, accountId: string, dueDay: number) {
  const { account, settings } = await accountForRules(services, accountId);
  const refusal = dueDateRefusal(account, services.clock.today());
  if (refusal) throw fail.refused("DUE_DATE_REFUSED", refusal.message, { reason: refusal.code });
  const dayRefusal = dueDayRefusal(dueDay, settings, account.currentDueDay);
  if (dayRefusal) throw fail.invalidInput("INVALID_DUE_DAY", dayRefusal);
  const dates = await services.billing.dueDayChangeDates(accountId, dueDay);
  return { account, firstBill: dates.firstBill };
}

/** When a change to this day would take effect (billing's answer), changing nothing. */
export async function previewDueDate(
  services: DueDateServices,
  request: { accountId: string; dueDay: number },
): Promise<DueDatePreview> {
  const { firstBill } = await checkedChange(services, request.accountId, request.dueDay);
  return {
    accountId: request.accountId,
    dueDay: request.dueDay,
    firstBillDate: firstBill.billDate,
    firstDueDate: firstBill.dueDate,
    sentence: previewSentence(request.dueDay, firstBill),
  };
}

/** Moves the account to the day's bill cycle in billing, records who asked, audits it. */
export async function changeDueDate(
  services: DueDateServices,
  request: { accountId: string; dueDay: number; by: string },
): Promise<DueDateChange> {
  const { account, firstBill } = await checkedChange(services, request.accountId, request.dueDay);
  await services.billing.changeDueDay(request.accountId, request.dueDay);
  const at = services.clock.now().toISOString();
  const row: DueDateChangesTable = {
    change_id: randomUUID(),
    account_id: request.accountId,
    due_day: request.dueDay,
    previous_due_day: account.currentDueDay,
    first_bill_date: firstBill.billDate,
    first_due_date: firstBill.dueDate,
    requested_by: request.by,
    requested_at: at,
    requested_on: services.clock.today(),
  };
  await services.db.transaction().execute(async (trx) => {
    await insertDueDateChange(trx, row);
    await recordAudit(trx, {
      at,
      actor: request.by,
      action: "due-date-changed",
      subject: request.accountId,
      details: {
        dueDay: request.dueDay,
        previousDueDay: account.currentDueDay,
        firstBillDate: firstBill.billDate,
        firstDueDate: firstBill.dueDate,
      },
    });
  });
  return dueDateChangeView(row);
}
