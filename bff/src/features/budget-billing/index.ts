/** Budget billing (decision 043): routes, the rules, the review threshold. */
export { budgetBillingHandlers } from "./budget-billing.handlers";
export { budgetStatus, enrolInBudget } from "./budget-billing.service";
export { BUDGET_SETTINGS_KEY } from "./budget-settings";
