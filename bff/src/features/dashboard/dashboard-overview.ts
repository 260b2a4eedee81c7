import type { DashboardOverviewResponse, OverviewEntry } from "@paygpa/contract";
import type { FinancialSummary } from "../../integrations/billing";
import type { Services } from "../../services";
import { customerInformation, summaryLine } from "../accounts";
import type { CustomerSession } from "../auth";
import { type AccountBudget, budgetOnRow, budgetsOfEnrolled } from "../budget-billing";
import { arrangementDetailsOf, billingFacts } from "../payment-arrangement";

type OverviewServices = Pick<Services, "billing" | "clock" | "logger" | "db">;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Account Overview in one call (spec 002 §3, §4), for the accounts the session holds (nothing
 * the portal sends is trusted or needed). Billing is asked once per account for its financial
 * summary, and that one answer makes both the account's row and the arrangement button; the
 * person's details, the cases and the service agreements are asked in the same round, and so is
 * billing's budget of the accounts enrolled in budget billing (decision 043; no call for the others).
 * An account whose summary did not come is `failed` (its row shows 'Server Error. Try again
 * later!'), the others still show; the information box or the button that did not load is null, a
 * budget that did not load is left off its row.
 */
export async function dashboardOverview(
  services: OverviewServices,
  session: CustomerSession,
): Promise<DashboardOverviewResponse> {
  const accountIds = [...session.accountIds];
  const asked = accountIds.map((accountId) => services.billing.financialSummary(accountId));
  const summaries = Promise.all(asked);
  const [settled, budgets, customer, arrangement] = await Promise.all([
    Promise.allSettled(asked),
    budgetsOfEnrolled(services, accountIds).catch((error: unknown) => {
      services.logger.error("budget enrolments not read", { reason: reasonOf(error) });
      return new Map<string, AccountBudget>();
    }),
    customerInformation(services, session.personId).catch((error: unknown) => {
      services.logger.error("customer information did not load", { reason: reasonOf(error) });
      return null;
    }),
    billingFacts(services, session, summaries).then(
      (facts) => {
        const { availability, commercialNotice } = arrangementDetailsOf(facts);
        return { availability, commercialNotice };
      },
      (error: unknown) => {
        services.logger.error("payment arrangement availability did not load", { reason: reasonOf(error) });
        return null;
      },
    ),
  ]);
  const accounts = await Promise.all(
    settled.map(async (answer, index): Promise<OverviewEntry> => {
      const accountId = accountIds[index] ?? "";
      if (answer.status === "fulfilled") {
        return loadedEntry(services, accountId, answer.value, budgets.get(accountId));
      }
      services.logger.error("account did not load", { accountId, reason: reasonOf(answer.reason) });
      return { status: "failed", accountId };
    }),
  );
  return { accounts, customer, arrangement };
}

/**
 * The account's row; a payment extension it holds (decision 045) is applied, or, unread, left out;
 * its budget (decision 043) beside the latest bill when billing says it is on budget.
 */
async function loadedEntry(
  services: OverviewServices,
  accountId: string,
  summary: FinancialSummary,
  budget: AccountBudget | undefined,
): Promise<OverviewEntry> {
  const line = await summaryLine(services, summary).catch((error: unknown) => {
    services.logger.error("payment extension not read", { accountId, reason: reasonOf(error) });
    return null;
  });
  if (!line) return { status: "failed", accountId };
  const onBudget = budget
    ? budgetOnRow({ ...budget.budget, bills: budget.bills }, summary.latestBill?.billDate ?? null)
    : null;
  return { status: "loaded", accountId, line, budget: onBudget };
}
