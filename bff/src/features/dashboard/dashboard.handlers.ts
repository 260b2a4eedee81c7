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

type DashboardRoute =
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
  const { ccb, db, clock } = services;
  const billLink = services.config.billLink;
  return {
    async myBillsList(request, { caller }) {
      assertOwnsAccount(caller, request.accountId);
      return myBills({ ccb }, request);
    },
    async viewBill({ accountId, billId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await viewBill({ ccb, clock, billLink }, accountId, billId) };
    },
    async statement({ accountId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await statement({ ccb }, accountId) };
    },
    async paymentHistory({ accountId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return paymentHistory({ ccb, db }, accountId);
    },
    async consumptionChart({ accountId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await consumptionChart({ ccb }, accountId) };
    },
    async consumptionChartPrepaid({ accountId, energyChartPeriod }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return { result: await prepaidChart({ ccb }, accountId, energyChartPeriod) };
    },
    async paperlessDetails({ accountId }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return paperlessSetting({ ccb }, accountId);
    },
    async updatePaperlessDetails({ accountId, routeType }, { caller }) {
      assertOwnsAccount(caller, accountId);
      return updatePaperless({ ccb }, accountId, routeType);
    },
  };
}
