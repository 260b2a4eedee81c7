import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsAccount, type CustomerSession } from "../auth";
import { utilityDay } from "../../platform/clock";
import {
  extensionCriteriaOf,
  extensionReport,
  extensionReportCsv,
  extensionReportTotal,
} from "./extension-report";
import { extensionSettings, setExtensionSettings } from "./extension-settings";
import { cancelExtension, extensionStatus, requestExtension } from "./payment-extension.service";
import { auditedExport } from "../reports";

/**
 * The payment extension's routes (decision 045): the customer's own accounts only (checked
 * against the session first); the clerk's for a phoning customer (phoned-in levels); the settings
 * (System Maintenance levels). Every grant, cancel and change of the settings is audited.
 */
export function paymentExtensionHandlers(
  services: Services,
): RouteHandlers<"paymentExtension" | "paymentExtensionRequest", CustomerSession> &
  RouteHandlers<
    | "phonedInExtension"
    | "phonedInExtensionGrant"
    | "phonedInExtensionCancel"
    | "extensionSettings"
    | "extensionSettingsUpdate"
    | "extensionReport"
    | "extensionReportExport",
    { username: string }
  > {
  return {
    paymentExtension: ({ accountId }, { caller }) => {
      assertOwnsAccount(caller, accountId);
      return extensionStatus(services, accountId);
    },
    paymentExtensionRequest: ({ accountId, promiseDate }, { caller }) => {
      assertOwnsAccount(caller, accountId);
      return requestExtension(services, {
        accountId,
        promiseDate,
        by: "customer",
      });
    },
    phonedInExtension: ({ accountId }) => extensionStatus(services, accountId),
    phonedInExtensionGrant: ({ accountId, promiseDate }, { caller: admin }) =>
      requestExtension(services, {
        accountId,
        promiseDate,
        by: admin.username,
      }),
    phonedInExtensionCancel: ({ accountId }, { caller: admin }) =>
      cancelExtension(services, accountId, admin.username),
    extensionSettings: () => extensionSettings(services.db),
    extensionSettingsUpdate: (settings, { caller: admin }) =>
      setExtensionSettings(services, settings, admin.username),
    // The back office's report (Reports levels, checked by the route's access) and its CSV, audited.
    extensionReport: (filters) => extensionReport(services.db, filters),
    extensionReportExport(filters, { ctx, caller: admin }) {
      const criteria = extensionCriteriaOf(filters);
      return auditedExport(
        services,
        { ctx, actor: admin.username },
        {
          action: "payment-extensions-exported",
          filters,
          total: () => extensionReportTotal(services.db, criteria),
          fileName: (at) => `${utilityDay(at)}-Payment-Extensions.csv`,
          csv: () => extensionReportCsv(services, criteria),
        },
      );
    },
  };
}
