import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsAccount, type CustomerSession } from "../auth";
import {
  consumptionChart,
  myBills,
  paperlessSetting,
  paymentHistory,
  prepaidChart,
  statement,
  updatePaperless,
  viewBill,
} from "./dashboard.service";
import { dashboardOverview } from "./dashboard-overview";

type DashboardRoute =
  | "dashboardOverview"
  | "myBillsList"
  | "viewBill"
  | "statement"
  | "paymentHistory"
  | "consumptionChart"
  | "consumptionChartPrepaid"
  | "paperlessDetails"
  | "updatePaperlessDetails";

/** The dashboard's bills, history, charts and paperless routes: the account checked against the session first. */
export function dashboardHandlers(services: Services): RouteHandlers<DashboardRoute, CustomerSession> {
  const { billing, db, clock } = services;
  const billLink = services.config.billLink;
  return {
    dashboardOverview: (_request, { caller }) => dashboardOverview(services, caller),
    async myBillsList(request, { caller }) {
      assertOwnsAccount(caller, request.accountId);
      return myBills({ billing, db }, request);
    },
    async viewBill({ accountId, billId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await viewBill({ billing, clock, billLink }, accountId, billId) };
    },
    async statement({ accountId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await statement({ billing }, accountId) };
    },
    async paymentHistory({ accountId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return paymentHistory({ billing, db }, accountId);
    },
    async consumptionChart({ accountId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await consumptionChart({ billing }, accountId) };
    },
    async consumptionChartPrepaid({ accountId, energyChartPeriod }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await prepaidChart({ billing }, accountId, energyChartPeriod) };
    },
    async paperlessDetails({ accountId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return paperlessSetting({ billing }, accountId);
    },
    async updatePaperlessDetails({ accountId, routeType }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return updatePaperless({ billing }, accountId, routeType);
    },
  };
}
