import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import type { Payer } from "../payments";
import { islandOutages, myOutages, powerBack, reportOutage, stillOut, watchOutages } from "./outages.service";
import { outageQuickAccess } from "./quick-access.service";
import { clientAddressOf } from "../../platform/http/rate-limit";
import type { AdminSession } from "../auth";
import { backOfficeOutages, backOfficeReportOutage } from "./back-office.service";
import { utilityDay } from "../../platform/clock";
import { outageCallCriteriaOf, outageCallReport, outageCallReportCsv, outageCallTotal } from "./call-report";
import {
  outageAlertCriteriaOf,
  outageAlertReport,
  outageAlertReportCsv,
  outageAlertTotal,
} from "./alert-report";
import { auditedExport } from "../reports";

/** The outage routes (decision 046): the payer's are scoped to its own accounts in the service, the back office's to the phoned-in levels. */
export function outagesHandlers(
  services: Services,
): RouteHandlers<"myOutages" | "reportOutage" | "outageStillOut" | "outagePowerBack", Payer> &
  RouteHandlers<"outageWatch" | "outageIsland" | "outageQuickAccess"> &
  RouteHandlers<
    | "backOfficeOutages"
    | "backOfficeReportOutage"
    | "outageCallReport"
    | "outageCallReportExport"
    | "outageAlertReport"
    | "outageAlertReportExport",
    AdminSession & { level: number }
  > {
  return {
    myOutages: (_input, { caller }) => myOutages(services, caller),
    outageWatch: ({ ticket }) => watchOutages(services, ticket),
    reportOutage: (input, { caller }) => reportOutage(services, caller, input),
    outageStillOut: (input, { caller }) => stillOut(services, caller, input),
    outagePowerBack: (input, { caller }) => powerBack(services, caller, input),
    outageIsland: () => islandOutages(services),
    outageQuickAccess: (input) => outageQuickAccess(services, input),
    // The phoned-in levels, by the route table's access; the clerk is named in the audit log.
    backOfficeOutages: ({ accountId }) => backOfficeOutages(services, accountId),
    backOfficeReportOutage: (input, { caller, ctx }) =>
      backOfficeReportOutage(services, caller, input, clientAddressOf(ctx, services.config.portalKey)),
    // The Reports levels, by the route table's access; the export is audited like the others.
    outageCallReport: (filters) => outageCallReport(services.db, filters),
    outageCallReportExport(filters, { ctx, caller: admin }) {
      const criteria = outageCallCriteriaOf(filters);
      return auditedExport(
        services,
        { ctx, actor: admin.username },
        {
          action: "outage-calls-exported",
          filters,
          total: () => outageCallTotal(services.db, criteria),
          fileName: (at) => `${utilityDay(at)}-Outage-Calls.csv`,
          csv: () => outageCallReportCsv(services, criteria),
        },
      );
    },
    outageAlertReport: (filters) => outageAlertReport(services.db, filters),
    outageAlertReportExport(filters, { ctx, caller: admin }) {
      const criteria = outageAlertCriteriaOf(filters);
      return auditedExport(
        services,
        { ctx, actor: admin.username },
        {
          action: "outage-alerts-exported",
          filters,
          total: () => outageAlertTotal(services.db, criteria),
          fileName: (at) => `${utilityDay(at)}-Outage-Alerts-Sent.csv`,
          csv: () => outageAlertReportCsv(services, criteria),
        },
      );
    },
  };
}
