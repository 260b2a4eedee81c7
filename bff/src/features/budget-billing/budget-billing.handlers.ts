import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsAccount, type CustomerSession } from "../auth";
import { budgetStatus, enrolInBudget, leaveBudget } from "./budget-billing.service";
import { budgetSettings, setBudgetSettings } from "./budget-settings";

/**
 * Budget billing's routes (decision 043): the customer's own accounts only (checked against the
 * session first); the clerk's for a phoning customer (phoned-in levels); the review threshold
 * (System Maintenance levels). Every enrolment, leaving and change of the threshold is audited.
 */
export function budgetBillingHandlers(
  services: Services,
): RouteHandlers<"budgetBilling" | "budgetBillingEnrol" | "budgetBillingLeave", CustomerSession> &
  RouteHandlers<
    | "phonedInBudgetBilling"
    | "phonedInBudgetBillingEnrol"
    | "phonedInBudgetBillingLeave"
    | "budgetSettings"
    | "budgetSettingsUpdate",
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
  };
}
