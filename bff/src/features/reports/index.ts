/** Reports: the transaction inquiry, its export, payments that need a hand, reconciliation. Other rooms import only from here. */
export { reportsHandlers } from "./reports.handlers";
export { reconcileDay, runNightlyReconciliation } from "./reconciliation.service";
export { criteriaOf, searchTransactions } from "./reports.service";
export { reportCsv } from "./report-csv";
export { neutraliseFormula } from "./report-rules";
