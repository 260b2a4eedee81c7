/**
 * The reconciliation of a day (beyond the spec): the gateway's transactions of that Guam day (its
 * lookup API, the stand-in for Payeezy's transaction search by date), the BFF's approved checkouts
 * of the day, and billing's payments on each of their accounts, compared (`compareDay`) and the
 * result recorded; run nightly for yesterday (`runNightlyReconciliation`) or on demand by staff.
 */
import type { ReconciliationRun } from "@paygpa/contract";
import type { ReconciliationRunsTable } from "./reports.table";
import type { Services } from "../../services";
import { recordAudit } from "../../platform/audit";
import {
  type BillingPayments,
  centsOfAmount,
  compareDay,
  type GatewayPurchase,
  nightlyDayDue,
  type RecordedPayment,
} from "./reconciliation-rules";
import {
  approvedPaymentsBetween,
  checkoutsByTags,
  insertReconciliationRun,
  lastNightlyDay,
  latestReconciliationRuns,
} from "./reconciliation.repository";
import { guamDayEnd, guamDayStart, usDate } from "./report-rules";

type ReconcileDeps = Pick<Services, "billing" | "clock" | "db" | "gateway" | "logger">;

function recordedPaymentsOf(rows: Awaited<ReturnType<typeof approvedPaymentsBetween>>): RecordedPayment[] {
  const byInvoice = new Map<string, RecordedPayment>();
  for (const row of rows) {
    let payment = byInvoice.get(row.invoice_num);
    if (!payment) {
      payment = { invoice: row.invoice_num, tag: row.gateway_tag, cents: row.amount_cents, lines: [] };
      byInvoice.set(row.invoice_num, payment);
    }
    payment.lines.push({
      lineId: row.line_id,
      accountId: row.account_id,
      cents: row.line_cents,
      billingStatus: row.billing_status,
      paymentId: row.payment_id,
    });
  }
  return [...byInvoice.values()];
}

/** Billing's payments (type PS) on each account, by financial transaction id, in cents. */
async function billingPaymentsOf(
  deps: ReconcileDeps,
  accountIds: ReadonlySet<string>,
): Promise<BillingPayments> {
  const payments = new Map<string, number>();
  for (const accountId of accountIds) {
    for (const ft of await deps.billing.financialTransactions(accountId)) {
      if (ft.type === "PS") payments.set(ft.transactionId, Math.round(-ft.amount * 100));
    }
  }
  return payments;
}

/** Compares one Guam day (YYYY-MM-DD) and records the run; a side that does not answer is a 'failed' run. */
export async function reconcileDay(
  deps: ReconcileDeps,
  day: string,
  ranBy: string,
): Promise<ReconciliationRun> {
  const from = guamDayStart(usDate(day));
  const before = guamDayEnd(usDate(day));
  const run: ReconciliationRunsTable = {
    id: crypto.randomUUID(),
    day,
    ran_at: deps.clock.now().toISOString(),
    ran_by: ranBy,
    outcome: "matched",
    gateway_count: 0,
    recorded_count: 0,
    billing_count: 0,
    differences: "[]",
  };
  try {
    const gateway: GatewayPurchase[] = (await deps.gateway.transactionsBetween(from, before)).map((t) => ({
      tag: t.tag,
      invoice: t.invoice,
      cents: centsOfAmount(t.amount),
      approved: t.approved,
      kind: t.kind,
      originalTag: t.originalTag,
    }));
    const recorded = recordedPaymentsOf(await approvedPaymentsBetween(deps.db, from, before));
    const tags = gateway.filter((t) => t.kind === "purchase" && t.approved).map((t) => t.tag);
    const known = await checkoutsByTags(deps.db, tags);
    const recordedByTag = new Map(
      known.map((c) => [
        c.gateway_tag ?? "",
        { invoice: c.invoice_num, cents: c.amount_cents, status: c.status },
      ]),
    );
    const accounts = new Set(recorded.flatMap((p) => p.lines.map((line) => line.accountId)));
    const billing = await billingPaymentsOf(deps, accounts);
    const differences = compareDay({ gateway, recorded, recordedByTag, billing });
    run.gateway_count = tags.length;
    run.recorded_count = recorded.length;
    run.billing_count = recorded
      .flatMap((p) => p.lines)
      .filter((l) => l.paymentId && billing.has(l.paymentId)).length;
    run.outcome = differences.length === 0 ? "matched" : "differences";
    run.differences = JSON.stringify(differences);
  } catch (error) {
    run.outcome = "failed";
    run.differences = JSON.stringify({ failure: error instanceof Error ? error.message : String(error) });
    deps.logger.error("reconciliation of a day failed", { day, error: String(error) });
  }
  await insertReconciliationRun(deps.db, run);
  if (ranBy !== "nightly") {
    await recordAudit(deps.db, {
      at: run.ran_at,
      actor: ranBy,
      action: "reconciliation-run",
      subject: day,
      details: { outcome: run.outcome },
    });
  }
  return runOf(run);
}

export function runOf(row: ReconciliationRunsTable): ReconciliationRun {
  const parsed: unknown = JSON.parse(row.differences);
  const failed = row.outcome === "failed";
  return {
    id: row.id,
    day: row.day,
    ranAt: row.ran_at,
    ranBy: row.ran_by,
    outcome: row.outcome,
    gatewayCount: row.gateway_count,
    recordedCount: row.recorded_count,
    billingCount: row.billing_count,
    differences: failed ? [] : (parsed as ReconciliationRun["differences"]),
    failure: failed ? String((parsed as { failure?: unknown }).failure ?? "") : null,
  };
}

export async function listReconciliationRuns(deps: Pick<Services, "db">): Promise<ReconciliationRun[]> {
  return (await latestReconciliationRuns(deps.db, 20)).map(runOf);
}

/** The nightly job's step: reconciles yesterday once the night has come, at most once per day. */
export async function runNightlyReconciliation(deps: ReconcileDeps): Promise<ReconciliationRun | null> {
  const day = nightlyDayDue(deps.clock.now(), await lastNightlyDay(deps.db));
  return day ? reconcileDay(deps, day, "nightly") : null;
}
