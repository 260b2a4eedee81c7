import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import type { Payer } from "../payments";
import { islandOutages, myOutages, powerBack, reportOutage, stillOut, watchOutages } from "./outages.service";
import { outageQuickAccess } from "./quick-access.service";
import { clientAddressOf } from "../../platform/http/rate-limit";
import type { AdminSession } from "../auth";
import { backOfficeOutages, backOfficeReportOutage } from "./back-office.service";

/** The outage routes (decision 046): the payer's are scoped to its own accounts in the service, the back office's to the phoned-in levels. */
export function outagesHandlers(
  services: Services,
): RouteHandlers<"myOutages" | "reportOutage" | "outageStillOut" | "outagePowerBack", Payer> &
  RouteHandlers<"outageWatch" | "outageIsland" | "outageQuickAccess"> &
  RouteHandlers<"backOfficeOutages" | "backOfficeReportOutage", AdminSession & { level: number }> {
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
  };
}
