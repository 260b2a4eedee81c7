import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsAccount, type CustomerSession } from "../auth";
import { budgetStatus, enrolInBudget, leaveBudget } from "./budget-billing.service";
import { budgetSettings, setBudgetSettings } from "./budget-settings";
import { utilityDay } from "../../platform/clock";
import { budgetCriteriaOf, budgetReport, budgetReportCsv, budgetReportTotal } from "./budget-report";
import { auditedExport } from "../reports";

/**
 * Budget billing's routes (decision 043): the customer's own accounts only (checked against the
 * session first); the clerk's for a phoning customer (phoned-in levels); the review threshold
 * (System Maintenance levels); the report and its CSV (Reports levels). Every enrolment, leaving,
 * change of the threshold and export of the report is audited.
 */
export function budgetBillingHandlers(
  services: Services,
): RouteHandlers<"budgetBilling" | "budgetBillingEnrol" | "budgetBillingLeave", CustomerSession> &
  RouteHandlers<
    | "phonedInBudgetBilling"
    | "phonedInBudgetBillingEnrol"
    | "phonedInBudgetBillingLeave"
    | "budgetSettings"
    | "budgetSettingsUpdate"
    | "budgetReport"
    | "budgetReportExport",
    { username: string }
  > {
  return {
    budgetBilling: ({ accountId }, { caller }) => {
      assertOwnsAccount(caller, accountId);
      return budgetStatus(services, accountId);
    },
    budgetBillingEnrol: ({ accountId, consentVersion, agreed }, { caller }) => {
      assertOwnsAccount(caller, accountId);
      return enrolInBudget(services, { accountId, consentVersion, agreed, by: "customer" });
    },
    budgetBillingLeave: ({ accountId }, { caller }) => {
      assertOwnsAccount(caller, accountId);
      return leaveBudget(services, accountId, "customer");
    },
    phonedInBudgetBilling: ({ accountId }) => budgetStatus(services, accountId),
    phonedInBudgetBillingEnrol: ({ accountId, consentVersion, agreed }, { caller: admin }) =>
      enrolInBudget(services, { accountId, consentVersion, agreed, by: admin.username }),
    phonedInBudgetBillingLeave: ({ accountId }, { caller: admin }) =>
      leaveBudget(services, accountId, admin.username),
    budgetSettings: () => budgetSettings(services.db),
    budgetSettingsUpdate: (settings, { caller: admin }) =>
      setBudgetSettings(services, settings, admin.username),
    // The back office's report (Reports levels, checked by the route's access) and its CSV, audited.
    budgetReport: (filters) => budgetReport(services.db, filters),
    budgetReportExport(filters, { ctx, caller: admin }) {
      const criteria = budgetCriteriaOf(filters);
      return auditedExport(
        services,
        { ctx, actor: admin.username },
        {
          action: "budget-billing-exported",
          filters,
          total: () => budgetReportTotal(services.db, criteria),
          fileName: (at) => `${utilityDay(at)}-Budget-Billing.csv`,
          csv: () => budgetReportCsv(services, criteria),
        },
      );
    },
  };
}
