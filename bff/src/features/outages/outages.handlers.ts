import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import type { Payer } from "../payments";
import { islandOutages, myOutages, powerBack, reportOutage, stillOut, watchOutages } from "./outages.service";
import { outageQuickAccess } from "./quick-access.service";

/** The outage routes (decision 046): the payer's are scoped to its own accounts in the service. */
export function outagesHandlers(
  services: Services,
): RouteHandlers<"myOutages" | "reportOutage" | "outageStillOut" | "outagePowerBack", Payer> &
  RouteHandlers<"outageWatch" | "outageIsland" | "outageQuickAccess"> {
  return {
    myOutages: (_input, { caller }) => myOutages(services, caller),
    outageWatch: ({ ticket }) => watchOutages(services, ticket),
    reportOutage: (input, { caller }) => reportOutage(services, caller, input),
    outageStillOut: (input, { caller }) => stillOut(services, caller, input),
    outagePowerBack: (input, { caller }) => powerBack(services, caller, input),
    outageIsland: () => islandOutages(services),
    outageQuickAccess: (input) => outageQuickAccess(services, input),
  };
}
