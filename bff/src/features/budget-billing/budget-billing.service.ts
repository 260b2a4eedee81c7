/**
 * Budget billing (decision 043): the customer's or a clerk's enrolment and leaving, and what the
 * screen shows. Billing keeps the budget on the electric service agreement (the amount, the reviews,
 * the true-up, the bills' amount due beside the actual charges, the settlement on leaving); the BFF
 * keeps the rules, the terms agreed to (their version, who, when) and reads billing's state back.
 */
import { randomUUID } from "node:crypto";
import {
  BUDGET_CONSENT,
  type BudgetEnrolment,
  type BudgetStatusResponse,
  budgetMessages,
} from "@paygpa/contract";
import type { Budget, BillingPort } from "../../integrations/billing";
import { recordAudit } from "../../platform/audit";
import type { Clock } from "../../platform/clock";
import { fail } from "../../platform/failures";
import type { Services } from "../../services";
import { basisNote, type BudgetAccount, budgetRefusal, consentProblem } from "./budget-billing-rules";
import { endEnrolment, insertEnrolment, latestEnrolmentOf } from "./budget-billing.repository";
import type { BudgetEnrolmentsTable } from "./budget-billing.table";
import { budgetSettings } from "./budget-settings";

export type BudgetServices = Pick<Services, "billing" | "db"> & { clock: Clock };

const ACTIVE_SA = "20";
const DUE_NOW = "Due Now";

async function arrangementRunning(billing: BillingPort, accountId: string): Promise<boolean> {
  const agreements = await billing.arrangementServiceAgreements([accountId]);
  return agreements.some(
    (sa) => sa.accountId === accountId && sa.serviceType.startsWith("PA-") && sa.status === ACTIVE_SA,
  );
}

/** Everything the rules read of the account, with billing's budget and the BFF's enrolment row. */
async function accountForRules(services: BudgetServices, accountId: string) {
  const [summary, budget, row, arrangementActive] = await Promise.all([
    services.billing.financialSummary(accountId),
    services.billing.budget(accountId),
    latestEnrolmentOf(services.db, accountId),
    arrangementRunning(services.billing, accountId),
  ]);
  const account: BudgetAccount = {
    kind: summary.kind,
    cashOnly: summary.cashOnly,
    pastDue: summary.arrears.find((band) => band.label === DUE_NOW)?.amount ?? 0,
    arrangementActive,
    enrolled: budget.status === "active",
  };
  return { budget, row, account };
}

function enrolmentView(budget: Budget, row: BudgetEnrolmentsTable | undefined): BudgetEnrolment | null {
  if (budget.status === "none" || !row) return null;
  return {
    status: budget.status === "active" ? "active" : "left",
    budgetAmount: budget.budgetAmount,
    startDate: budget.startDate ?? row.enrolled_at.slice(0, 10),
    endDate: budget.endDate,
    deviation: budget.deviation,
    consentVersion: row.consent_version,
    enrolledBy: row.enrolled_by === "customer" ? "customer" : "staff",
    enrolledAt: row.enrolled_at,
    events: budget.events.map((event) => ({ ...event, label: budgetMessages.events[event.kind] })),
  };
}

/** Eligibility (or why not), billing's quote with the terms, the enrolment and its bills on budget. */
export async function budgetStatus(
  services: BudgetServices,
  accountId: string,
): Promise<BudgetStatusResponse> {
  const { budget, row, account } = await accountForRules(services, accountId);
  const refusal = budgetRefusal(account);
  const [quote, bills] = await Promise.all([
    refusal === null ? services.billing.quoteBudget(accountId) : null,
    account.kind === "postpaid" && budget.status !== "none" ? services.billing.budgetBills(accountId) : [],
  ]);
  return {
    accountId,
    eligible: refusal === null,
    refusal,
    quote: quote ? { ...quote, basisNote: basisNote(quote.basis) } : null,
    consent: { version: BUDGET_CONSENT.version, text: BUDGET_CONSENT.text },
    enrolment: enrolmentView(budget, row),
    bills: [...bills].reverse(),
  };
}

/** Enrols the account at billing's amount and the staff-set review threshold; audited. */
export async function enrolInBudget(
  services: BudgetServices,
  request: { accountId: string; consentVersion: string; agreed: boolean; by: string },
): Promise<BudgetStatusResponse> {
  const { account } = await accountForRules(services, request.accountId);
  const refusal = budgetRefusal(account);
  if (refusal) throw fail.refused("BUDGET_REFUSED", refusal.message, { reason: refusal.code });
  const problem = consentProblem(request);
  if (problem) throw fail.invalidInput("BUDGET_CONSENT_REQUIRED", problem);
  const { reviewThresholdPercent } = await budgetSettings(services.db);
  const budget = await services.billing.saveBudget(request.accountId, reviewThresholdPercent);
  const at = services.clock.now().toISOString();
  const cents = Math.round(Number(budget.budgetAmount) * 100);
  await services.db.transaction().execute(async (trx) => {
    await insertEnrolment(trx, {
      enrolment_id: randomUUID(),
      account_id: request.accountId,
      status: "active",
      budget_amount_cents: cents,
      consent_version: request.consentVersion,
      enrolled_by: request.by,
      enrolled_at: at,
      left_by: null,
      left_at: null,
    });
    await recordAudit(trx, {
      at,
      actor: request.by,
      action: "budget-billing-enrolled",
      subject: request.accountId,
      details: {
        budgetAmount: budget.budgetAmount,
        consentVersion: request.consentVersion,
        reviewThresholdPercent,
      },
    });
  });
  return budgetStatus(services, request.accountId);
}

/** Takes the account off budget billing in billing first, then ends the row; audited. */
export async function leaveBudget(
  services: BudgetServices,
  accountId: string,
  by: string,
): Promise<BudgetStatusResponse> {
  const budget = await services.billing.budget(accountId);
  if (budget.status !== "active") {
    throw fail.refused("BUDGET_REFUSED", budgetMessages.notEnrolled, { reason: "NOT_ENROLLED" });
  }
  await services.billing.cancelBudget(accountId);
  const at = services.clock.now().toISOString();
  const row = await latestEnrolmentOf(services.db, accountId);
  await services.db.transaction().execute(async (trx) => {
    if (row) await endEnrolment(trx, row.enrolment_id, { by, at });
    await recordAudit(trx, {
      at,
      actor: by,
      action: "budget-billing-left",
      subject: accountId,
      details: { budgetAmount: budget.budgetAmount, deviation: budget.deviation },
    });
  });
  return budgetStatus(services, accountId);
}
