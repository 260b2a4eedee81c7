/** Reports: the transaction inquiry, its export, payments that need a hand, reconciliation, and what every feature's report shares. Other rooms import only from here. */
export { reportsHandlers } from "./reports.handlers";
export { reconcileDay, runNightlyReconciliation } from "./reconciliation.service";
export { criteriaOf, searchTransactions } from "./reports.service";
export { reportCsv } from "./report-csv";
export { auditedExport, type ReportExport } from "./report-export";
export { guamDayOf, neutraliseFormula } from "./report-rules";
export {
  REPORT_CHUNK,
  REPORT_PAGE,
  type ReportDays,
  refuseFilter,
  reportAccount,
  reportChoice,
  reportCsvStream,
  reportDays,
  reportPage,
} from "./report-paging";
