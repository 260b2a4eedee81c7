/**
 * The payment extension (decision 045): the customer's request from the dashboard, a
 * clerk's grant or cancel for a phoning customer, and what the dashboard row shows. Billing keeps the
 * promise as a pay plan and ends it on its cycle (kept when paid, broken the day after the date);
 * the BFF keeps the rules, who asked, the reminder, and reads billing's status back.
 */
import { randomUUID } from "node:crypto";
import {
  type AccountSummaryLine,
  type ExtensionStatusResponse,
  extensionMessages,
  type PaymentExtension,
} from "@paygpa/contract";
import type { BillingPort } from "../../integrations/billing";
import { recordAudit } from "../../platform/audit";
import type { Clock } from "../../platform/clock";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import { extensionSettings } from "./extension-settings";
import {
  allowedPromiseDates,
  type ExtensionAccount,
  extensionNote,
  extensionRefusal,
  lineFollowingPromise,
  promiseDateRefusal,
  shownDate,
} from "./payment-extension-rules";
import {
  endExtension,
  insertExtension,
  lastCountingRequestOf,
  latestExtensionOf,
} from "./payment-extension.repository";
import type { PaymentExtensionsTable } from "./payment-extension.table";

export type ExtensionServices = Pick<Services, "billing" | "db"> & { clock: Clock };

const ACTIVE_SA = "20";
const toCents = (amount: number) => Math.round(amount * 100);
const dollars = (cents: number) => (cents / 100).toFixed(2);

export function extensionView(row: PaymentExtensionsTable): PaymentExtension {
  return {
    extensionId: row.extension_id,
    accountId: row.account_id,
    status: row.status,
    billDueDate: row.bill_due_date,
    promiseDate: row.promise_date,
    amount: dollars(row.amount_cents),
    requestedBy: row.requested_by === "customer" ? "customer" : "staff",
    requestedOn: row.requested_on,
    endedOn: row.ended_on,
    note: extensionNote({ status: row.status, promiseDate: row.promise_date }),
  };
}

/**
 * An active extension as billing now sees it: when billing's cycle ended its pay plan (kept, or
 * broken the day after the date unpaid), the row ends the same way. Other rows are as they are.
 */
export async function withBillingStatus(
  services: Pick<Services, "billing" | "db">,
  row: PaymentExtensionsTable,
): Promise<PaymentExtensionsTable> {
  if (row.status !== "active") return row;
  const plan = await services.billing.payPlan(row.pay_plan_id);
  if (plan.status === "active") return row;
  const endedOn = plan.endDate ?? plan.startDate;
  await endExtension(services.db, row.extension_id, { status: plan.status, endedOn, endedBy: "billing" });
  return { ...row, status: plan.status, ended_on: endedOn, ended_by: "billing" };
}

async function latestOf(services: ExtensionServices, accountId: string) {
  const row = await latestExtensionOf(services.db, accountId);
  return row ? withBillingStatus(services, row) : null;
}

async function arrangementRunning(billing: BillingPort, accountId: string): Promise<boolean> {
  const agreements = await billing.arrangementServiceAgreements([accountId]);
  return agreements.some(
    (sa) => sa.accountId === accountId && sa.serviceType.startsWith("PA-") && sa.status === ACTIVE_SA,
  );
}

/** Everything the rules read of the account, and its main person and e-mail for the reminder. */
async function accountForRules(services: ExtensionServices, accountId: string) {
  const [summary, latest, lastRequestedOn, arrangementActive, settings] = await Promise.all([
    services.billing.financialSummary(accountId),
    latestOf(services, accountId),
    lastCountingRequestOf(services.db, accountId),
    arrangementRunning(services.billing, accountId),
    extensionSettings(services.db),
  ]);
  const account: ExtensionAccount = {
    kind: summary.kind,
    cashOnly: summary.cashOnly,
    billDueDate: summary.latestBill?.dueDate ?? null,
    amountDue: summary.currentBalance,
    arrangementActive,
    activePromiseDate: latest?.status === "active" ? latest.promise_date : null,
    lastRequestedOn,
  };
  return { summary, latest, account, settings };
}

/** Whether the account may ask, why not, the dates it may choose, and its latest extension. */
export async function extensionStatus(
  services: ExtensionServices,
  accountId: string,
): Promise<ExtensionStatusResponse> {
  const { latest, account, settings } = await accountForRules(services, accountId);
  const today = services.clock.today();
  const refusal = extensionRefusal(account, today, settings);
  return {
    accountId,
    eligible: refusal === null,
    refusal,
    range:
      refusal === null && account.billDueDate
        ? allowedPromiseDates(account.billDueDate, today, settings)
        : null,
    billDueDate: account.billDueDate,
    amountDue: dollars(Math.max(0, toCents(account.amountDue))),
    extension: latest ? extensionView(latest) : null,
  };
}

/** Asks billing for the pay plan and records the extension; refused with the reason, nothing changed. */
export async function requestExtension(
  services: ExtensionServices,
  request: { accountId: string; promiseDate: string; by: string },
): Promise<PaymentExtension> {
  const { summary, account, settings } = await accountForRules(services, request.accountId);
  const today = services.clock.today();
  const refusal = extensionRefusal(account, today, settings);
  if (refusal) throw fail.refused("EXTENSION_REFUSED", refusal.message, { reason: refusal.code });
  const billDueDate = account.billDueDate as string;
  const dateRefusal = promiseDateRefusal(
    request.promiseDate,
    allowedPromiseDates(billDueDate, today, settings),
  );
  if (dateRefusal) throw fail.invalidInput("INVALID_EXTENSION_DATE", dateRefusal);
  const amountCents = toCents(account.amountDue);
  const plan = await services.billing.createPayPlan({
    accountId: request.accountId,
    promiseDate: request.promiseDate,
    amount: dollars(amountCents),
  });
  const at = services.clock.now().toISOString();
  const row: PaymentExtensionsTable = {
    extension_id: randomUUID(),
    account_id: request.accountId,
    person_id: summary.personId,
    pay_plan_id: plan.payPlanId,
    bill_due_date: billDueDate,
    promise_date: request.promiseDate,
    amount_cents: amountCents,
    status: "active",
    requested_by: request.by,
    requested_at: at,
    requested_on: today,
    ended_on: null,
    ended_by: null,
    reminder_sent_at: null,
    broken_notice_sent_at: null,
  };
  await services.db.transaction().execute(async (trx) => {
    await insertExtension(trx, row);
    await recordAudit(trx, {
      at,
      actor: request.by,
      action: "payment-extension-granted",
      subject: request.accountId,
      details: { promiseDate: request.promiseDate, amount: dollars(amountCents), payPlanId: plan.payPlanId },
    });
  });
  return extensionView(row);
}

/** A clerk cancels the account's active extension: billing's pay plan first, then the row; audited. */
export async function cancelExtension(
  services: ExtensionServices,
  accountId: string,
  by: string,
): Promise<PaymentExtension> {
  const latest = await latestOf(services, accountId);
  if (latest?.status !== "active") {
    throw fail.refused("EXTENSION_REFUSED", extensionMessages.notActive, { reason: "NOT_ACTIVE" });
  }
  await services.billing.cancelPayPlan(latest.pay_plan_id);
  const today = services.clock.today();
  await services.db.transaction().execute(async (trx) => {
    await endExtension(trx, latest.extension_id, { status: "cancelled", endedOn: today, endedBy: by });
    await recordAudit(trx, {
      at: services.clock.now().toISOString(),
      actor: by,
      action: "payment-extension-cancelled",
      subject: accountId,
      details: { promiseDate: latest.promise_date, payPlanId: latest.pay_plan_id },
    });
  });
  return extensionView({ ...latest, status: "cancelled", ended_on: today, ended_by: by });
}

/** The dashboard row with the account's extension applied (`lineFollowingPromise`). */
export async function lineWithExtension(
  services: ExtensionServices,
  line: AccountSummaryLine,
): Promise<AccountSummaryLine> {
  if (line.accountType !== "postpaid") return line;
  const latest = await latestOf(services, line.accID);
  // An ended extension's note stays while its bill is the latest one; a new bill starts clean.
  const current = latest && (latest.status === "active" || line.dueDate === shownDate(latest.bill_due_date));
  const shown = latest && current ? { status: latest.status, promiseDate: latest.promise_date } : null;
  return lineFollowingPromise(line, shown, services.clock.today());
}
