/** Budget billing (decision 043): routes, the rules, the review threshold, the budget beside the bills. */
export { budgetBillingHandlers } from "./budget-billing.handlers";
export { budgetStatus, enrolInBudget } from "./budget-billing.service";
export { budgetOnRow } from "./budget-billing-rules";
export { type AccountBudget, budgetAmountsOfBills, budgetsOfEnrolled } from "./budget-on-bills";
export { BUDGET_SETTINGS_KEY } from "./budget-settings";
